// Life support: a soldier a whole turn at the purifiers or the gravity machinery switches it;
// with the air off the ship is uninhabitable after 20 turns; cryo cells for Leaders and Heroes.
import { describe, expect, it } from "vitest";
import { AIR_TURNS } from "../../../src/engine/systems/ship-state.js";
import { stepCost } from "../../../src/engine/movement.js";
import { view } from "../../../src/view/player-view.js";
import { cellOf, END, game, id, KINDS, piece, play, refusal, run, texts } from "./full-ship.js";

const far = { kind: "marine", at: "98:0102", name: "y" } as const;

describe("the air purifiers", () => {
  const g = game({ blue: [{ kind: "marine", at: "93:0203", name: "tech" }], yellow: [far] });

  it("go off a turn after a soldier settles at them, and the air starts to run out", () => {
    let s = play(g, { type: "station", piece: id(g, "tech") }, END);
    expect(s.systems.airPurification).toBe(true);
    const out = run(s, END);
    s = out.state;
    expect(s.systems).toMatchObject({ airPurification: false, airTurnsLeft: AIR_TURNS });
    expect(texts(out.events, "yellow")).toContain(
      `air purification stops: the air will be unbreathable in ${AIR_TURNS} turns`,
    );
    expect(view(s, "yellow").systems.airTurnsLeft).toBe(AIR_TURNS);
    const next = run(s, END, END);
    expect(next.state.systems.airTurnsLeft).toBe(AIR_TURNS - 1);
    expect(texts(next.events, "yellow")).toContain(`the air grows foul: ${AIR_TURNS - 1} turns of breathable air left`);
  });

  it("on again, the countdown stops", () => {
    let s = play(g, { type: "station", piece: id(g, "tech") }, END, END);
    s = play(s, { type: "station", piece: id(s, "tech") }, END, END);
    expect(s.systems).toMatchObject({ airPurification: true, airTurnsLeft: null });
  });

  it("kill everyone aboard when the air runs out; soldiers waiting outside live", () => {
    const h = game({ blue: [{ kind: "marine", at: "93:0203", name: "tech" }], yellow: [far] });
    const outside = {
      ...h.pieces[0]!,
      id: h.pieces.length,
      number: 19,
      soldier: { ...h.pieces[0]!.soldier!, name: "waiting" },
      place: { at: "outside" as const, lock: 0 },
    };
    let s = play({ ...h, pieces: [...h.pieces, outside] }, { type: "station", piece: id(h, "tech") }, END, END);
    const offTurn = s.turn;
    let last = run(s);
    while (!s.over) {
      last = run(s, END);
      s = last.state;
    }
    expect(s.turn).toBe(offTurn + AIR_TURNS);
    expect(texts(last.events, "yellow")).toContain(
      "the air is unbreathable: everyone aboard dies, and the game is over",
    );
    expect(piece(s, "tech").soldier!.dead).toBe(true);
    expect(piece(s, "y").soldier!.dead).toBe(true);
    expect(s.pieces[outside.id]!.soldier!.dead).toBe(false);
  });
});

describe("the gravity machinery", () => {
  it("turned off, doubles the cost of every step but in powered armour", () => {
    const g = game({
      blue: [
        { kind: "marine", at: "93:1004", name: "tech" },
        { kind: "parm", at: "92:0106", name: "parm" },
      ],
      yellow: [far],
    });
    const s = play(g, { type: "station", piece: id(g, "tech"), on: false }, END, END);
    expect(s.systems.gravity).toBe(false);
    expect(stepCost(s, piece(s, "tech"), cellOf("93:0904"))).toEqual({ ok: true, mu: 2 });
    expect(stepCost(s, piece(s, "parm"), cellOf("92:0206"))).toEqual({ ok: true, mu: 1 });
    expect(refusal(s, { type: "station", piece: id(s, "tech"), device: "purifiers" })).toContain(
      "not at the air purifiers",
    );
  });
});

describe("the cryo cells", () => {
  const sleeper = { cell: cellOf("93:0108"), type: KINDS.marine!, name: "Rip" };

  it("only a Leader or a Hero wakes a sleeper, who joins his side under a fresh marker", () => {
    const g = game(
      {
        blue: [
          { kind: "leader", at: "93:0208", name: "sarge" },
          { kind: "marine", at: "93:0109", name: "pvt" },
        ],
        yellow: [far],
      },
      { sleepers: [sleeper] },
    );
    expect(refusal(g, { type: "wake", piece: id(g, "pvt"), cell: sleeper.cell })).toContain("no Leader or Hero");
    const out = run(g, { type: "wake", piece: id(g, "sarge"), cell: sleeper.cell });
    const rip = piece(out.state, "Rip");
    expect(rip).toMatchObject({ side: "blue", mu: 0, revealed: false, place: { at: "cell", cell: cellOf("93:0208") } });
    expect(out.state.pieces.filter((p) => p.side === "blue" && p.number === rip.number)).toHaveLength(1);
    expect(piece(out.state, "sarge").mu).toBe(3);
    expect(texts(out.events, "blue")[0]).toContain(
      `wakes Rip (Marine) from the cryo cell at 93:0108: he joins you as ?${rip.number} at 93:0208`,
    );
    expect(texts(out.events, "yellow")).toEqual([]);
    expect(refusal(out.state, { type: "wake", piece: id(g, "sarge"), cell: sleeper.cell })).toContain(
      "holds no sleeper",
    );
    // He moves from his side's next turn.
    const later = play(out.state, END, END);
    expect(piece(later, "Rip").mu).toBe(4);
  });

  it("a Hero may too; an empty cell has no one to wake", () => {
    const g = game({ blue: [{ kind: "hero", at: "93:0210", name: "hero" }], yellow: [far] });
    expect(refusal(g, { type: "wake", piece: id(g, "hero"), cell: cellOf("93:0110") })).toContain("holds no sleeper");
  });
});
