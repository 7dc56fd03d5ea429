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

  it("result 6: the owner of the markers chooses one for the camera as its turn begins; the bridge side learns it as its own begins", () => {
    const g = game({
      blue: [...crew.blue, { kind: "marine", at: "97:0101", name: "scout" }],
      yellow: [{ kind: "brute", at: "97:1101", name: "y" }, { at: "97:1201" }],
    });
    const { state } = rolled(6, g);
    const soldier = state.pieces[id(state, "y")]!;
    const dummy = state.pieces.find((p) => p.side === "yellow" && !p.soldier)!;
    expect(refusal(state, { type: "identify", piece: dummy.id })).toContain("no enemy camera waits");
    const on = run(state, { type: "bridge", order: { do: "camera" } });
    expect(texts(on.events, "blue")).toContain(
      "your bridge: a security camera comes on: the enemy shows it one of its markers as its turn begins",
    );
    expect(texts(on.events, "yellow")).toEqual([
      "an enemy security camera comes on: as your turn begins, show it one of your markers (identify ?N)",
    ]);
    expect(view(on.state, "blue").devices.cameraWaiting).toBe(true);

    // Yellow's turn: nothing before its choice, whatever it tries; then it shows the soldier.
    const due = run(on.state, END).state;
    expect(view(due, "yellow").devices.cameraDue).toBe(true);
    for (const a of [END, { type: "move" as const, piece: soldier.id, to: cellOf("97:1001") }])
      expect(refusal(due, a)).toContain("the enemy's security camera is on you: first show it one of your markers");
    const shown = run(due, { type: "identify", piece: soldier.id });
    expect(texts(shown.events, "yellow")).toEqual([
      `you show the enemy's camera ?${soldier.number} y: it learns what it is as its turn begins`,
    ]);
    expect(texts(shown.events, "blue")).toEqual([]);
    expect(view(shown.state, "yellow").devices.cameraDue).toBe(false);
    expect(JSON.stringify(view(shown.state, "blue"))).not.toContain("Brute");

    // Blue learns it as its next turn begins, and yellow hears that it has.
    const told = run(shown.state, END);
    expect(texts(told.events, "blue")).toContain(`the security camera shows yellow ?${soldier.number}: a Brute`);
    expect(texts(told.events, "yellow")).toContain(`the enemy's security camera has seen your ?${soldier.number}`);
    expect(view(told.state, "blue").devices.camera).toEqual([
      { number: soldier.number, label: `?${soldier.number}`, type: "Brute", answer: "Brute", turn: 3 },
    ]);
    expect(view(told.state, "blue").devices.cameraWaiting).toBe(false);
    expect(view(told.state, "yellow").devices.camera).toEqual([]);
    expect(told.state.pieces.some((p) => p.number === dummy.number && p.place.at === "cell")).toBe(true);
  });

  it("result 6: a side with no question marker aboard has nothing to show, and the camera goes out", () => {
    // Yellow's one soldier stands in the bridge in the crew's sight: revealed, no question marker.
    const g = game({ blue: [...crew.blue], yellow: [{ kind: "brute", at: "89:1005", name: "y" }] });
    const { state } = rolled(6, g);
    const on = run(state, { type: "bridge", order: { do: "camera" } });
    const lapsed = run(on.state, END);
    expect(texts(lapsed.events, "yellow")).toContain(
      "the security camera finds no question marker to show: it goes out",
    );
    expect(view(lapsed.state, "yellow").devices.cameraDue).toBe(false);
    expect(texts(run(lapsed.state, END).events, "blue").join("\n")).not.toContain("camera shows");
  });

  it("result 6: the camera order takes no marker: the enemy chooses", () => {
    const { state } = rolled(6);
    expect(refusal(state, { type: "identify", piece: id(state, "cap") })).toContain("no enemy camera waits");
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
