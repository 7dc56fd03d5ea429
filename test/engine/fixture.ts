// Small drawn ships and games for engine tests: ASCII art in, a game state out.
import { TERRAIN } from "../../src/map/terrain.js";
import { loadModuleText } from "../../src/content/module-load.js";
import type { Ship } from "../../src/ship/ship.js";
import { findCell } from "../../src/ship/find-cell.js";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import { createGame, type Start } from "../../src/engine/setup.js";
import type { SoldierType } from "../../src/engine/soldier-type.js";
import type { GameState, Side, Visibility } from "../../src/engine/state.js";
import { assembleShip } from "../../src/ship/assemble.js";
import { DIRECTIONS, sameHex, step } from "../../src/hex/coords.js";
import { moduleYaml } from "../ship/fixture-modules.js";
import { checkFields } from "./field-check.js";

const type = (
  id: string,
  move: number,
  armour: SoldierType["armour"],
  twoLegs = true,
  more: Partial<SoldierType> = {},
): SoldierType => ({
  id: `test/${id}`,
  race: "test",
  name: id[0]!.toUpperCase() + id.slice(1),
  move,
  armour,
  twoLegs,
  ...more,
});

const rifleman = { weapon: "carbine", closeCombat: 1, morale: 4 } as const;

export const TYPES = {
  marine: type("marine", 4, "battle", true, rifleman),
  parm: type("parm", 3, "powered", true, { weapon: "power-gun", closeCombat: 2, morale: 5 }),
  brute: type("brute", 3, "heavy", true, { weapon: "heavy-blaster", closeCombat: 3, morale: 3 }),
  styro: type("styro", 4, "none", false, { closeCombat: 2, morale: 3 }),
  runner: type("runner", 12, "none", true, rifleman),
  grunt: type("grunt", 4, "none", true, rifleman),
  scout: type("scout", 5, "battle", true, { ...rifleman, hardToHit: true }),
  medic: type("medic", 4, "battle", true, { weapon: "pistol", closeCombat: 0, morale: 4, medic: true }),
  sergeant: type("sergeant", 4, "battle", true, { ...rifleman, morale: 4, leader: "low" }),
  captain: type("captain", 4, "battle", true, { ...rifleman, leader: "medium" }),
  hero: type("hero", 4, "battle", true, { ...rifleman, hero: true }),
  robot: type("robot", 4, "heavy", true, { ...rifleman, fearless: true }),
} as const;

/** A one-module ship (module 1) from drawn levels; extra YAML (areas) may follow. */
export function shipOf(levels: Readonly<Record<string, readonly string[]>>, extra = ""): Ship {
  const loaded = loadModuleText("fixture.yaml", moduleYaml(1, "fixture", levels, extra));
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.line}:${p.col}: ${p.message}`).join("\n"));
  const assembled = assembleShip("fixture", "fixture.yaml", [{ module: loaded.value, at: { x: 0, y: 0 } }], {
    rules: false,
  });
  if (!assembled.ok) throw new Error(assembled.problems.map((p) => p.message).join("\n"));
  return assembled.ship;
}

export interface PieceSpec {
  readonly type?: keyof typeof TYPES;
  /** A hex name ("1:0102", "1:0102@belowdecks") or "lock N". */
  readonly at: string;
  readonly name?: string;
}

export function gameOn(
  ship: Ship,
  pieces: { blue?: PieceSpec[]; yellow?: PieceSpec[] },
  seed: number | string = 1,
  first: Side = "blue",
  visibility: Visibility = "fog",
): GameState {
  const force = (specs: PieceSpec[] = []) => ({
    soldiers: specs
      .filter((s) => s.type)
      .map((s, i) => ({ type: TYPES[s.type!], name: s.name ?? `${s.type}${i + 1}`, start: startOf(ship, s.at) })),
    dummies: specs.filter((s) => !s.type).map((s) => startOf(ship, s.at)),
  });
  return createGame({
    ship,
    seed: String(seed),
    first,
    turnLimit: 50,
    markers: { blue: 20, yellow: 20 },
    forces: { blue: force(pieces.blue), yellow: force(pieces.yellow) },
    visibility,
  });
}

export function cell(ship: Ship, name: string): number {
  const id = findCell(ship, name);
  if (id === undefined) throw new Error(`no cell ${name}`);
  return id;
}

function startOf(ship: Ship, at: string): Start {
  const lock = ship.airlocks.find((l) => l.name === at);
  if (lock) return { at: "outside", lock: lock.id };
  // The rules take it that no marker stands in a wall: a fixture that put one there found false failures.
  const id = cell(ship, at);
  if (!TERRAIN[ship.cells[id]!.terrain].passable) throw new Error(`fixture: no one can stand on ${at}`);
  return { at: "cell", cell: id };
}

/** Applies actions, failing the test with the reason if one is refused. */
export function play(state: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const out = apply(state, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.reason}`);
    checkFields(out.events);
    state = out.state;
  }
  return state;
}

export function pieceNamed(state: GameState, name: string) {
  const p = state.pieces.find((q) => q.soldier?.name === name);
  if (!p) throw new Error(`no soldier ${name}`);
  return p;
}

/** Two rooms and a hall, joined by doors: the ship of the hidden-information properties. */
export const TWO_ROOMS_AND_HALL: Readonly<Record<string, readonly string[]>> = {
  main: [
    "# # # # # # # # # # # # #",
    " # . . . # . . . . . . #",
    "# . . . . + . . . . . . #",
    " # . . . # # # + # # # #",
    "# # + # # . . . . . . . #",
    " # . . . . . . . . . . #",
    "# . . . . . . . . . . . #",
    " # # # # # # # # # # # #",
  ],
};

/** The cell next to `from` on its level in direction `dir` (0-5, in rot-js order), if the ship has one. */
export function cellToward(ship: Ship, from: number, dir: number): number | undefined {
  const here = ship.cells[from]!;
  const there = step(here, DIRECTIONS[dir % 6]!);
  return ship.cells.find((c) => c.level === here.level && sameHex(c, there))?.id;
}

/** A random-play intent: a marker of the side to move (by index) steps or works a door toward `dir`, or the turn ends. */
export interface Intent {
  readonly piece: number;
  readonly dir: number;
  readonly kind: "move" | "open" | "close" | "end";
}

/** The intent as an action, or undefined when it names nothing (no marker on the map, no hex that way). */
export function intentAction(state: GameState, i: Intent): Action | undefined {
  if (i.kind === "end") return { type: "end" };
  const own = state.pieces.filter((p) => p.side === state.side && p.place.at === "cell");
  const p = own[i.piece % Math.max(1, own.length)];
  if (!p || p.place.at !== "cell") return undefined;
  const to = cellToward(state.ship, p.place.cell, i.dir);
  if (to === undefined) return undefined;
  return i.kind === "move" ? { type: "move", piece: p.id, to } : { type: i.kind, piece: p.id, door: to };
}
