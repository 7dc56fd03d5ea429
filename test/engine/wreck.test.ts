// A wreck's condition in the engine (docs/RULES.md "Wrecks"): systems off at the start, doors open
// and known open to both sides, debris no one enters, vacuum only the armoured enter, jammed doors.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Condition } from "../../src/engine/condition.js";
import { createGame } from "../../src/engine/setup.js";
import type { GameState } from "../../src/engine/state.js";
import { NO_WRECK } from "../../src/engine/wreck.js";
import { view } from "../../src/view/player-view.js";
import { cell, pieceNamed, shipOf, TWO_ROOMS_AND_HALL, TYPES } from "./fixture.js";

const ship = shipOf(TWO_ROOMS_AND_HALL);
const at = (name: string) => cell(ship, name);

function game(condition?: Condition): GameState {
  const soldier = (type: keyof typeof TYPES, name: string, hex: string) => ({
    type: TYPES[type],
    name,
    start: { at: "cell" as const, cell: at(hex) },
  });
  return createGame({
    ship,
    seed: "wreck",
    first: "blue",
    turnLimit: 20,
    markers: { blue: 10, yellow: 10 },
    forces: {
      blue: {
        soldiers: [soldier("marine", "Armoured", "1:0302"), soldier("grunt", "Bare", "1:0303")],
        dummies: [{ at: "cell", cell: at("1:0202") }],
      },
      yellow: { soldiers: [soldier("marine", "Far", "1:1106")], dummies: [] },
    },
    visibility: "fog",
    ...(condition ? { condition } : {}),
  });
}

const wrecked = (more: Partial<Condition["wreck"]>, rest: Partial<Condition> = {}): GameState =>
  game({ openDoors: [], wreck: { ...NO_WRECK, ...more }, ...rest });

const step = (s: GameState, who: string, to: string) =>
  apply(s, { type: "move", piece: pieceNamed(s, who).id, to: at(to) });

describe("a wreck's condition", () => {
  it("starts a ship without power dark, weightless and counting down its air", () => {
    const s = game({ powerOff: true, airTurns: 9, openDoors: [], wreck: NO_WRECK });
    expect(s.systems).toMatchObject({
      power: false,
      lights: false,
      gravity: false,
      airPurification: false,
      airTurnsLeft: 9,
    });
    expect(game().systems).toMatchObject({ power: true, lights: true, airTurnsLeft: null });
  });

  it("turns off only what it names, and every cooler when told", () => {
    const s = game({ lightsOff: true, coolersOff: true, openDoors: [], wreck: NO_WRECK });
    expect(s.systems).toMatchObject({ power: true, lights: false, gravity: true, airPurification: true });
  });

  it("opens the doors it lists, and both sides know them open from the start", () => {
    const s = game({ openDoors: [at("1:0502")], wreck: NO_WRECK });
    expect(s.openDoors[at("1:0502")]).toBe(true);
    expect(view(s, "blue").openDoors).toContain("1:0502");
    expect(view(s, "yellow").openDoors).toContain("1:0502");
    expect(view(game(), "yellow").openDoors).not.toContain("1:0502");
  });

  it("refuses a step onto debris to anyone, and a dummy put there", () => {
    const s = wrecked({ debris: [at("1:0402")] });
    const out = step(s, "Armoured", "1:0402");
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toMatch(/debris/);
    expect(step(game(), "Armoured", "1:0402").ok).toBe(true);
    const dummy = apply(s, { type: "dummy", cell: at("1:0402") });
    expect(dummy.ok).toBe(false);
    if (!dummy.ok) expect(dummy.reason).toMatch(/debris/);
  });

  it("lets only the armoured into vacuum", () => {
    const beside = ship.neighbours[at("1:0303")]!.find(
      (n) => n !== at("1:0302") && ship.cells[n]!.terrain === "floor",
    )!;
    const s = wrecked({ breached: [at("1:0402"), beside] });
    expect(step(s, "Armoured", "1:0402").ok).toBe(true);
    const bare = step(s, "Bare", ship.cells[beside]!.name);
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.reason).toMatch(/vacuum/);
  });

  it("keeps a jammed door as it stands", () => {
    const shut = wrecked({ jammed: [at("1:0502")] });
    const steps = ["1:0402"].reduce((s, h) => {
      const out = step(s, "Armoured", h);
      if (!out.ok) throw new Error(out.reason);
      return out.state;
    }, shut);
    const open = apply(steps, { type: "open", piece: pieceNamed(steps, "Armoured").id, door: at("1:0502") });
    expect(open.ok).toBe(false);
    if (!open.ok) expect(open.reason).toMatch(/jammed/);
    const free = apply(
      ["1:0402"].reduce((s, h) => {
        const out = step(s, "Armoured", h);
        if (!out.ok) throw new Error(out.reason);
        return out.state;
      }, game()),
      { type: "open", piece: pieceNamed(shut, "Armoured").id, door: at("1:0502") },
    );
    expect(free.ok).toBe(true);
  });

  it("shows both sides the same wreck", () => {
    const s = wrecked({ debris: [at("1:0402")], breached: [at("1:0603")], jammed: [at("1:0502")] });
    expect(view(s, "blue").wreck).toEqual({ debris: ["1:0402"], breached: ["1:0603"], jammed: ["1:0502"] });
    expect(view(s, "yellow").wreck).toEqual(view(s, "blue").wreck);
    expect(view(game(), "blue").wreck).toEqual({ debris: [], breached: [], jammed: [] });
  });
});
