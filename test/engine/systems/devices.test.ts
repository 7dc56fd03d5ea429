// The rec deck's gravity panel, the transporter booths, the sickbay's auto-doc and the escape pods.
import { describe, expect, it } from "vitest";
import { stepCost } from "../../../src/engine/movement.js";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { cellOf, END, game, id, piece, play, deviceDice, refusal, run, texts } from "./full-ship.js";

const far = { kind: "marine", at: "98:1206", name: "y" } as const;

describe("the rec deck's gravity panel (91:0600)", () => {
  const panel = cellOf("91:0600");

  it("turns the rec deck's gravity off and on, apart from the rest of the ship", () => {
    const g = game({
      blue: [
        { kind: "marine", at: "91:0601", name: "a" },
        { kind: "marine", at: "91:0106", name: "b" },
      ],
      yellow: [far],
    });
    const out = run(g, { type: "switch", piece: id(g, "a"), device: panel, on: false });
    const s = out.state;
    expect(s.systems).toMatchObject({ recDeckGravity: false, gravity: true });
    expect(texts(out.events, "yellow")).toContain("the rec deck's gravity goes off");
    expect(stepCost(s, piece(s, "a"), cellOf("91:0701"))).toEqual({ ok: true, mu: 2 });
    expect(stepCost(s, piece(s, "b"), cellOf("91:0206"))).toEqual({ ok: true, mu: 1 });
    // Working it again from the weightless deck costs double.
    const back = run(s, { type: "switch", piece: id(s, "a"), device: panel, on: true });
    expect(piece(back.state, "a").mu).toBe(1);
    expect(back.state.systems.recDeckGravity).toBe(true);
    expect(refusal(g, { type: "switch", piece: id(g, "b"), device: panel, on: false })).toContain("not next to");
  });
});

describe("the transporter (93:1210 and 94:0109)", () => {
  const b93 = cellOf("93:1210");
  const b94 = cellOf("94:0109");
  const g = game({
    blue: [
      { kind: "marine", at: "93:1210", name: "a" },
      { kind: "marine", at: "93:1110", name: "b" },
      { at: "93:1109" },
    ],
    yellow: [{ kind: "marine", at: "94:0409", name: "y" }],
  });

  it("sends one soldier a turn to the other booth; the enemy sees him appear", () => {
    const out = run(g, { type: "transport", piece: id(g, "a") });
    const a = piece(out.state, "a");
    expect(a.place).toEqual({ at: "cell", cell: b94 });
    expect(a.mu).toBe(3);
    expect(texts(out.events, "yellow")[0]).toMatch(/^blue \?\d+ appears in the booth at 94:0109$/);
    const b = play(out.state, { type: "move", piece: id(g, "b"), to: b93 });
    expect(refusal(b, { type: "transport", piece: id(g, "b") })).toContain(
      "already sent someone or something this turn",
    );
  });

  it("will not work while the one sent still stands in the far booth", () => {
    let s = play(g, { type: "transport", piece: id(g, "a") }, { type: "move", piece: id(g, "b"), to: b93 }, END, END);
    expect(refusal(s, { type: "transport", piece: id(s, "b") })).toBe(
      "the booth at 94:0109 is not empty: the transporter will not work",
    );
    s = play(s, { type: "move", piece: id(s, "a"), to: cellOf("94:0209") }, { type: "transport", piece: id(s, "b") });
    expect(piece(s, "b").place).toEqual({ at: "cell", cell: b94 });
  });

  it("sends a container if no one goes, and only what stands alone in its booth", () => {
    const withCrate = (s: GameState): GameState => {
      const cargo = s.cargo.slice();
      cargo[0] = { ...cargo[0]!, cell: b93 };
      return { ...s, cargo };
    };
    const s = play(withCrate(g), { type: "move", piece: id(g, "a"), to: cellOf("93:1110") });
    expect(refusal(withCrate(g), { type: "transport", piece: id(g, "a") })).toContain("must be alone in the booth");
    const out = run(s, { type: "transport", piece: id(s, "b") });
    expect(out.state.cargo[0]!.cell).toBe(b94);
    expect(texts(out.events, "blue")[0]).toContain("transports the");
  });

  it("carries dummies like soldiers", () => {
    const h = game({ blue: [{ at: "93:1210" }, { kind: "marine", at: "93:1110", name: "b" }], yellow: [far] });
    const dummy = h.pieces.find((p) => p.side === "blue" && !p.soldier)!;
    expect(play(h, { type: "transport", piece: dummy.id }).pieces[dummy.id]!.place).toEqual({ at: "cell", cell: b94 });
  });
});

describe("the sickbay's auto-doc", () => {
  function wounded(): GameState {
    const g = game({ blue: [{ kind: "marine", at: "98:0102", name: "patient" }], yellow: [far] });
    const pieces = g.pieces.slice();
    const p = piece(g, "patient");
    pieces[p.id] = { ...p, soldier: { ...p.soldier!, wounded: true } };
    return play({ ...g, pieces }, END);
  }

  it("heals a wounded soldier in a bed on 5 or 6, rolled at the start of his side's turn", () => {
    for (const roll of [5, 6]) {
      const out = run(deviceDice(wounded(), "autodoc", "blue", [roll]), END);
      expect(piece(out.state, "patient").soldier!.wounded).toBe(false);
      expect(texts(out.events, "blue")).toContain(
        `the auto-doc at 98:0102 rolls ${roll} for ?${piece(out.state, "patient").number} patient`,
      );
      expect(texts(out.events, "yellow")).toEqual([
        "blue ends turn 1".replace("blue", "yellow"),
        "turn 2: blue to move",
      ]);
    }
  });

  it("does not on 1-4; he may stay and roll again", () => {
    const out = run(deviceDice(wounded(), "autodoc", "blue", [4]), END);
    expect(piece(out.state, "patient").soldier!.wounded).toBe(true);
    expect(texts(out.events, "blue").join("\n")).toContain("rolls 4 for");
    const again = run(deviceDice(play(out.state, END), "autodoc", "blue", [6]), END);
    expect(piece(again.state, "patient").soldier!.wounded).toBe(false);
  });
});

describe("the escape pods", () => {
  const g = game({
    blue: [
      { kind: "marine", at: "94:0101", name: "a" },
      { kind: "marine", at: "94:0101", name: "b" },
      { kind: "marine", at: "94:0102", name: "c" },
    ],
    yellow: [{ kind: "brute", at: "94:0104", name: "y" }],
  });

  it("launches with every marker of the side in it: two soldiers escape", () => {
    const out = run(g, { type: "launch", piece: id(g, "a") });
    const s = out.state;
    expect(["a", "b"].map((n) => piece(s, n).place)).toEqual([{ at: "gone" }, { at: "gone" }]);
    expect(s.devices.escaped).toEqual([id(g, "a"), id(g, "b")]);
    expect(view(s, "blue").devices.escaped).toEqual(["a", "b"]);
    expect(view(s, "yellow").devices.escaped).toEqual([]);
    // Yellow watches the pod bay: it has seen them for what they are.
    expect(texts(out.events, "yellow")[0]).toBe("an escape pod launches from 94:0101 with Marine, Marine aboard");
    const c = play(s, { type: "move", piece: id(s, "c"), to: cellOf("94:0101") });
    expect(refusal(c, { type: "launch", piece: id(s, "c") })).toBe("the pod at 94:0101 has already gone");
    expect(refusal(g, { type: "launch", piece: id(g, "c") })).toContain("not in an escape pod");
  });
});
