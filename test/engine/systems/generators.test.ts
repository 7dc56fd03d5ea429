// The power generators: any soldier turns a cooler on or off; with both off, two dice at the
// start of each turn, and 2 or 12 fails ship's power, and with it lights, gravity and air.
import { describe, expect, it } from "vitest";
import { AIR_TURNS, switchRefusal } from "../../../src/engine/systems/ship-state.js";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { cellOf, END, game, id, piece, play, refusal, run, texts } from "./full-ship.js";

const coolers = [cellOf("96:0601@belowdecks"), cellOf("96:0701@belowdecks")] as const;
const crew = {
  blue: [
    { kind: "marine", at: "96:0501@belowdecks", name: "west" },
    { kind: "marine", at: "96:0801@belowdecks", name: "east" },
  ],
  yellow: [{ kind: "marine", at: "98:0102", name: "y" }],
} as const;

function bothOff(seed: number): GameState {
  const g = game(crew, { seed });
  return play(
    g,
    { type: "switch", piece: id(g, "west"), device: coolers[0], on: false },
    { type: "switch", piece: id(g, "east"), device: coolers[1], on: false },
  );
}

describe("the coolers", () => {
  it("are switched by any soldier next to them for one move unit", () => {
    const g = game(crew);
    expect(refusal(g, { type: "switch", piece: id(g, "west"), device: coolers[1], on: false })).toContain(
      "is not next to",
    );
    expect(refusal(g, { type: "switch", piece: id(g, "west"), device: coolers[0], on: true })).toContain("already on");
    const out = run(g, { type: "switch", piece: id(g, "west"), device: coolers[0], on: false });
    expect(out.state.devices.coolersOff).toEqual([coolers[0]]);
    expect(piece(out.state, "west").mu).toBe(3);
    expect(texts(out.events, "yellow")).toEqual([]);
  });

  it("one off is safe: no roll", () => {
    const g = game(crew);
    let s = play(g, { type: "switch", piece: id(g, "west"), device: coolers[0], on: false });
    const out = run(s, END, END);
    s = out.state;
    expect(texts(out.events, "referee").join("\n")).not.toContain("generators");
    expect(s.rng).toEqual(g.rng);
  });
});

describe("overheating", () => {
  it("with a fixed seed, both coolers off fail the power at the start of turn 9: lights, gravity and air go", () => {
    let s = bothOff(2);
    const log: string[] = [];
    while (s.systems.power) {
      const out = run(s, END);
      s = out.state;
      log.push(...texts(out.events, "yellow"));
    }
    expect(s.turn).toBe(FAILS_ON_TURN);
    expect(log.filter((l) => l.startsWith("the coolers are off and the generators run hot"))).toHaveLength(
      FAILS_ON_TURN - 1,
    );
    expect(log.some((l) => /two dice \d\+\d = (2|12): they overheat$/.test(l))).toBe(true);
    expect(log).toContain(
      `ship's power fails: the lights, the gravity and air purification go off (the air lasts ${AIR_TURNS} more turns)`,
    );
    expect(s.systems).toMatchObject({
      power: false,
      lights: false,
      gravity: false,
      recDeckGravity: false,
      airPurification: false,
      airTurnsLeft: AIR_TURNS,
    });
    expect(view(s, "yellow").systems).toMatchObject({
      power: false,
      lights: false,
      gravity: false,
      airPurification: false,
      airTurnsLeft: AIR_TURNS,
    });
    // The failure is for good: coolers back on bring nothing back, and nothing powered comes on.
    const blueTurn = s.side === "blue" ? s : play(s, END);
    const back = play(blueTurn, { type: "switch", piece: id(s, "west"), device: coolers[0], on: true });
    expect(play(back, END, END).systems.power).toBe(false);
    expect(switchRefusal(back, "lights", true)?.reason).toBe(
      "the ship has no power: the interior lights cannot come on",
    );
    expect(switchRefusal(back, "airPurification", true)?.reason).toContain("no power");
  });

  it("rolls only at the start of each turn, with the public dice both sides see", () => {
    const s = bothOff(7);
    const afterBlue = run(s, END);
    expect(texts(afterBlue.events, "yellow").join("\n")).not.toContain("generators");
    const afterYellow = run(afterBlue.state, END);
    const rolls = texts(afterYellow.events, "blue").filter((l) => l.includes("generators run hot"));
    expect(rolls).toHaveLength(1);
    expect(texts(afterYellow.events, "yellow")).toEqual(expect.arrayContaining(rolls));
    expect(afterYellow.state.rng).not.toEqual(s.rng);
  });
});

const FAILS_ON_TURN = 9;
