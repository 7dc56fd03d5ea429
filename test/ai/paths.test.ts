// The computer's paths (src/ai/paths.ts): its step costs are the engine's (read through the seat's
// MOVE_COSTS, never a copy: a drift fails here), and its routes keep off a wreck's debris, and off its
// vacuum unless the walker is sealed (armour, or a dummy, which goes where its soldiers could).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distanceField, nextStep, stepCost, walkerOf, wreckCells, type Walker } from "../../src/ai/paths.js";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { STAIRS_COST, STAIRS_COST_POWERED, type Abilities } from "../../src/engine/abilities.js";
import { DOOR_COST } from "../../src/engine/actions/door.js";
import { stepCostFrom } from "../../src/engine/movement.js";
import { newSession } from "../../src/play/new-game.js";
import { placeName, type Ship } from "../../src/ship/ship.js";
import { shipIndex } from "../../src/ship/ship-index.js";

function shipNamed(name: string): Ship {
  const r = loadShipFile(shipFileFor(name)!);
  if (!r.ok) throw new Error(r.problems[0]!.message);
  return r.value;
}

/** A game of a marine against a Norx warrior on SHIP (its locks 1 and LOCK), with the scenario's CONDITION line if any. */
function gameOn(ship: string, lock: number, condition = "") {
  const dir = mkdtempSync(join(tmpdir(), "derelict-paths-"));
  const file = join(dir, "game.yaml");
  const sides = [
    "  blue: { race: starmarines, soldiers: [{ type: marine, name: Ash, start: lock 1 }] }",
    `  yellow: { race: norx, soldiers: [{ type: warrior, name: Grask, start: lock ${lock} }] }`,
  ];
  writeFileSync(
    file,
    [`name: ${ship}`, `ship: ${ship}`, "first: blue", "turns: 5", "sides:", ...sides, condition, ""].join("\n"),
  );
  const session = newSession(file, "1", "open");
  rmSync(dir, { recursive: true, force: true });
  if (Array.isArray(session)) throw new Error(session.join("\n"));
  return session;
}

describe("the computer's step costs", () => {
  it("are the engine's for every step of the full ship (doors opened first, belowdecks a planning cost)", () => {
    const session = gameOn("full", 2);
    const start = session.state();
    const ship = start.ship;
    // Every door open, no one else aboard: the step's own cost, as the engine charges it.
    const openDoors: Record<number, true> = {};
    for (const c of ship.cells) if (c.terrain === "door") openDoors[c.id] = true;
    const piece = start.pieces.find((p) => p.soldier)!;
    const state = { ...start, openDoors, pieces: [piece] };
    const cramped = shipIndex(ship).belowdecks;
    const kinds: [Walker, Abilities][] = [
      [
        walkerOf("battle", undefined),
        { move: 4, climbsLadders: true, magneticBoots: false, stairsCost: STAIRS_COST, skipsWalls: false },
      ],
      [
        walkerOf("powered", undefined),
        { move: 4, climbsLadders: false, magneticBoots: true, stairsCost: STAIRS_COST_POWERED, skipsWalls: false },
      ],
    ];
    let compared = 0;
    const seen = new Set<string>();
    for (const [walker, can] of kinds)
      for (const from of ship.cells) {
        if (cramped.has(from.id)) continue;
        for (const to of [...ship.neighbours[from.id]!, ...ship.links[from.id]!]) {
          if (cramped.has(to)) continue;
          const engine = stepCostFrom(state, piece, from.id, to, 0, can);
          const mine = stepCost(ship, from.id, to, walker);
          const ladder = ship.links[from.id]!.includes(to) && ship.cells[to]!.terrain === "ladder";
          // The computer plans a door as shut: its opening, then the step.
          const door = ship.cells[to]!.terrain === "door" ? DOOR_COST : 0;
          const want = engine.ok ? engine.mu + door : Infinity;
          // A ladder the walker may not climb is no step of its (stepsFrom leaves it out).
          if (ladder && !walker.ladders) continue;
          expect([placeName(from), placeName(ship.cells[to]!), mine]).toEqual([
            placeName(from),
            placeName(ship.cells[to]!),
            want,
          ]);
          compared++;
          seen.add(ship.links[from.id]!.includes(to) ? ship.cells[to]!.terrain : engine.ok ? `${engine.mu}` : "no");
        }
      }
    expect(compared).toBeGreaterThan(10_000);
    // Ladders, stairs, chairs (2 MU) and walls all met.
    expect([...seen]).toEqual(expect.arrayContaining(["ladder", "stairs", "1", "2", "no"]));
  });
});

describe("the computer's routes on a wreck", () => {
  const ship = shipNamed("small");
  const walk = (w: Walker, from: number, to: number): number[] => {
    const field = distanceField(ship, [to], w);
    const route = [from];
    for (let at = from; at !== to && route.length < 200;) {
      const next = nextStep(ship, field, at, w, () => 0);
      if (next === undefined) break;
      route.push((at = next));
    }
    return route;
  };
  // A long walk on the main level: to the floor hex farthest from the first, the route a sound ship
  // gives, and a hex in its middle.
  const main = ship.cells.filter((c) => c.level === "main" && c.terrain === "floor");
  const from = main[0]!.id;
  const around = distanceField(ship, [from], walkerOf("none", undefined));
  const to = main.reduce(
    (far, c) => (Number.isFinite(around[c.id]) && around[c.id]! > around[far]! ? c.id : far),
    from,
  );
  const sound = walk(walkerOf("none", undefined), from, to);
  // The hex of the route nearest its middle that has a way round it (not a door or corridor no one passes otherwise).
  const blocked = (cell: number) =>
    wreckCells(ship, { debris: [placeName(ship.cells[cell]!)], breached: [], jammed: [] });
  const byMiddle = sound
    .slice(1, -1)
    .sort((a, b) => Math.abs(sound.indexOf(a) - sound.length / 2) - Math.abs(sound.indexOf(b) - sound.length / 2));
  const middle = byMiddle.find(
    (c) =>
      ship.cells[c]!.terrain === "floor" &&
      Number.isFinite(distanceField(ship, [to], walkerOf("none", blocked(c)))[from]),
  )!;
  const name = placeName(ship.cells[middle]!);

  it("keep every walker off debris, and the unarmoured off vacuum", () => {
    expect(sound.at(-1)).toBe(to);
    expect(sound).toContain(middle);
    const debris = wreckCells(ship, { debris: [name], breached: [], jammed: [] });
    for (const armour of ["none", "battle", undefined]) {
      const route = walk(walkerOf(armour, debris), from, to);
      expect(route.at(-1)).toBe(to);
      expect(route).not.toContain(middle);
    }
    const vacuum = wreckCells(ship, { debris: [], breached: [name], jammed: [] });
    expect(walk(walkerOf("none", vacuum), from, to)).not.toContain(middle);
    // Armour seals, and a dummy goes where its side's soldiers could: the vacuum is no bar to them.
    expect(walk(walkerOf("battle", vacuum), from, to)).toEqual(sound);
    expect(walk(walkerOf(undefined, vacuum), from, to)).toEqual(sound);
  });

  it("read the wreck from a game's view, by hex name", () => {
    const s = gameOn("small", 5, `condition: { debris: ["${name}"], breached: ["89:0503"] }`);
    const cells = wreckCells(ship, s.view("blue").wreck)!;
    expect([...cells.debris]).toEqual([middle]);
    expect([...cells.breached].map((c) => placeName(ship.cells[c]!))).toEqual(["89:0503"]);
    expect(wreckCells(ship, { debris: [], breached: [], jammed: [] })).toBeUndefined();
  });
});
