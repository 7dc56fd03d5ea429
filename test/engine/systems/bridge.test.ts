// The bridge: two soldiers a whole turn in its chairs give one die a turn; each of the six
// results is an order the side may give; the auxiliary control room blocks on 4-6.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { cellOf, END, game, id, play, deviceDice, publicDice, refusal, run, texts } from "./full-ship.js";

const crew = {
  blue: [
    { kind: "marine", at: "89:0605", name: "cap" },
    { kind: "marine", at: "89:0502", name: "nav" },
  ],
} as const;
const far = { kind: "marine", at: "98:0102", name: "y" } as const;

/** Blue's crew stations in turn 1; at the start of blue's turn 2 the bridge rolls `result`. */
function rolled(result: number, extra: GameState = game({ ...crew, yellow: [far] })) {
  let s = play(extra, { type: "station", piece: id(extra, "cap") }, { type: "station", piece: id(extra, "nav") }, END);
  s = deviceDice(s, "bridge", "blue", [result]);
  return run(s, END);
}

describe("the bridge crew", () => {
  it("rolls at the start of its next turn, once both have held their chairs a whole turn", () => {
    const { state, events } = rolled(4);
    expect(texts(events, "blue")).toContain(
      "your bridge crew (?" +
        `${state.pieces[id(state, "cap")]!.number} cap and ?${state.pieces[id(state, "nav")]!.number} nav) rolls 4: you may turn the interior lights on or off this turn (bridge lights [on|off])`,
    );
    expect(texts(events, "yellow").join("\n")).not.toContain("bridge");
    expect(view(state, "blue").devices.bridgeRoll).toMatchObject({ result: 4, used: false });
    expect(view(state, "yellow").devices.bridgeRoll).toBeNull();
  });

  it("needs the captain's chair and another chair, both soldiers, neither moving", () => {
    const g = game({ blue: [{ kind: "marine", at: "89:0605", name: "cap" }, { at: "89:0502" }], yellow: [far] });
    const dummy = g.pieces.find((p) => p.side === "blue" && !p.soldier)!;
    let s = play(g, { type: "station", piece: id(g, "cap") }, { type: "station", piece: dummy.id }, END, END);
    expect(view(s, "blue").devices.bridgeRoll).toBeNull();

    const h = game({ ...crew, yellow: [far] });
    s = play(
      h,
      { type: "move", piece: id(h, "nav"), to: cellOf("89:0402") },
      { type: "move", piece: id(h, "nav"), to: cellOf("89:0502") },
    );
    expect(refusal(s, { type: "station", piece: id(s, "nav") })).toContain("has moved or attacked this turn");
    expect(refusal(h, { type: "station", piece: id(h, "cap"), device: "engines" })).toContain(
      "is not at the engine controls",
    );
    // Stationed, then moved: the station lapses at the end of the turn.
    const lapsed = run(
      h,
      { type: "station", piece: id(h, "cap") },
      { type: "station", piece: id(h, "nav") },
      { type: "move", piece: id(h, "nav"), to: cellOf("89:0402") },
      END,
      END,
    );
    expect(texts(lapsed.events, "blue").join("\n")).toContain(
      "nav did not stay the whole turn at the bridge: its station lapses",
    );
    expect(view(lapsed.state, "blue").devices.bridgeRoll).toBeNull();
  });

  it("result 1 turns the ship's gravity on or off, told to both sides", () => {
    const { state } = rolled(1);
    const out = run(state, { type: "bridge", order: { do: "gravity" } });
    expect(out.state.systems.gravity).toBe(false);
    expect(texts(out.events, "yellow")).toContain("the artificial gravity goes off: zero gravity");
    expect(refusal(out.state, { type: "bridge", order: { do: "gravity" } })).toContain("is used");
  });

  it("result 2 sets the course, only once the ship is moving", () => {
    const { state } = rolled(2);
    expect(refusal(state, { type: "bridge", order: { do: "course" } })).toContain("not moving");
    const moving = { ...state, systems: { ...state.systems, moving: true } };
    const out = run(moving, { type: "bridge", order: { do: "course" } });
    expect(out.state.systems.course).toBe("blue");
    expect(view(out.state, "yellow").systems.course).toBe("blue");
  });

  it("result 3 starts the ship moving, if the engines run", () => {
    const { state } = rolled(3);
    const stopped = { ...state, systems: { ...state.systems, engines: false } };
    expect(refusal(stopped, { type: "bridge", order: { do: "start" } })).toContain("engines are shut down");
    const out = run(state, { type: "bridge", order: { do: "start" } });
    expect(out.state.systems.moving).toBe(true);
    expect(texts(out.events, "yellow")).toContain("the engines thrust: the ship is under way");
  });

  it("result 4 turns the lights off and on; a wrong order names the result rolled", () => {
    const { state } = rolled(4);
    expect(refusal(state, { type: "bridge", order: { do: "gravity" } })).toBe(
      "the bridge rolled 4 this turn: you may turn the interior lights on or off (bridge lights [on|off])",
    );
    expect(refusal(state, { type: "bridge", order: { do: "lights", on: true } })).toContain("already on");
    const out = run(state, { type: "bridge", order: { do: "lights", on: false } });
    expect(out.state.systems.lights).toBe(false);
    expect(texts(out.events, "yellow")).toContain("the interior lights go out");
  });

  it("result 5 opens or closes any door; the enemy learns of it only if it sees the door", () => {
    const door = cellOf("92:0205");
    const watched = game({ ...crew, yellow: [{ kind: "marine", at: "92:0106", name: "y" }] });
    const unseen = game({ ...crew, yellow: [far] });
    for (const [g, sees] of [
      [watched, true],
      [unseen, false],
    ] as const) {
      const { state } = rolled(5, g);
      const out = run(state, { type: "bridge", order: { do: "door", door, open: true } });
      expect(out.state.openDoors[door]).toBe(true);
      expect(view(out.state, "blue").openDoors).toContain("92:0205");
      expect(texts(out.events, "yellow").includes("the door at 92:0205 opens")).toBe(sees);
      expect(view(out.state, "yellow").openDoors.includes("92:0205")).toBe(sees);
    }
  });

  it("result 6: the camera tells the bridge side alone what a marker is", () => {
    // In the darkened stores blue glimpses yellow's question markers but cannot make them out.
    const g = game({
      blue: [...crew.blue, { kind: "marine", at: "97:0101", name: "scout" }],
      yellow: [{ kind: "brute", at: "97:1101", name: "y" }, { at: "97:1201" }],
    });
    const { state } = rolled(6, g);
    const soldier = state.pieces[id(state, "y")]!;
    const dummy = state.pieces.find((p) => p.side === "yellow" && !p.soldier)!;
    expect(
      view(state, "blue")
        .enemies.map((e) => e.label)
        .sort(),
    ).toEqual([`?${dummy.number}`, `?${soldier.number}`].sort());
    const unknown = [...Array(20).keys()].map((n) => n + 1).find((n) => n !== soldier.number && n !== dummy.number)!;
    expect(refusal(state, { type: "bridge", order: { do: "camera", number: unknown } })).toContain(
      `know of no enemy marker ?${unknown}`,
    );

    const out = run(state, { type: "bridge", order: { do: "camera", number: soldier.number } });
    expect(texts(out.events, "blue")).toContain(`your bridge: the security camera shows ?${soldier.number}: Brute`);
    expect(view(out.state, "blue").devices.camera).toEqual([{ label: `?${soldier.number}`, answer: "Brute", turn: 2 }]);
    expect(texts(out.events, "yellow")).toEqual([`an enemy security camera picks out your ?${soldier.number}`]);
    expect(JSON.stringify(view(out.state, "yellow"))).not.toContain('Brute","turn');
    expect(view(out.state, "yellow").devices.camera).toEqual([]);

    // The crew stays on for turn 3, and the camera comes up again: this time on the dummy.
    let again = play(
      out.state,
      { type: "station", piece: id(out.state, "cap") },
      { type: "station", piece: id(out.state, "nav") },
      END,
    );
    again = deviceDice(again, "bridge", "blue", [6]);
    const seen = run(again, END).state;
    const shot = run(seen, { type: "bridge", order: { do: "camera", number: dummy.number } });
    expect(texts(shot.events, "blue")).toContain(`your bridge: the security camera shows ?${dummy.number}: a dummy`);
  });
});

describe("the auxiliary control room", () => {
  const guard = { kind: "marine", at: "93:0109@upper", name: "guard" } as const;

  function withGuard(guardRoll: number) {
    const g = game({ ...crew, yellow: [guard] });
    let s = play(g, { type: "station", piece: id(g, "cap") }, { type: "station", piece: id(g, "nav") }, END);
    s = play(s, { type: "station", piece: id(s, "guard") });
    s = publicDice(deviceDice(s, "bridge", "blue", [4]), [guardRoll]);
    return run(s, END);
  }

  it("blocks the enemy bridge's roll on 4-6, with the guard side's own die", () => {
    for (const roll of [4, 5, 6]) {
      const { state, events } = withGuard(roll);
      expect(view(state, "blue").devices.bridgeRoll).toBeNull();
      expect(refusal(state, { type: "bridge", order: { do: "lights" } })).toContain("no roll this turn");
      expect(texts(events, "blue")).toContain(
        `the auxiliary control room rolls ${roll} against your bridge and blocks it`,
      );
      expect(texts(events, "yellow").join("\n")).toContain(`rolls ${roll} and blocks it`);
    }
  });

  it("fails on 1-3, and the bridge may give its order", () => {
    for (const roll of [1, 2, 3]) {
      const { state, events } = withGuard(roll);
      expect(texts(events, "blue")).toContain(
        `the auxiliary control room rolls ${roll} against your bridge and fails to block it`,
      );
      expect(run(state, { type: "bridge", order: { do: "lights" } }).state.systems.lights).toBe(false);
    }
  });

  it("needs the guard a whole turn in a chair of the room", () => {
    const g = game({ ...crew, yellow: [guard] });
    let s = play(g, { type: "station", piece: id(g, "cap") }, { type: "station", piece: id(g, "nav") }, END);
    s = deviceDice(s, "bridge", "blue", [4]);
    const { state, events } = run(s, END);
    expect(texts(events, "blue").join("\n")).not.toContain("auxiliary");
    expect(view(state, "blue").devices.bridgeRoll).toMatchObject({ result: 4 });
  });
});
