// The bundled full ship (modules 89-99) and games on it for the device tests, with dice that
// the test chooses: a generator state found whose next rolls are the ones wanted.
import { loadShipFile } from "../../../src/content/ship-load.js";
import { findCell } from "../../../src/ship/find-cell.js";
import { apply } from "../../../src/engine/apply.js";
import type { Action } from "../../../src/engine/rules.js";
import type { GameEvent } from "../../../src/engine/events.js";
import type { RngState } from "../../../src/engine/rng.js";
import { rolling } from "../combat/dice.js";
import { createGame } from "../../../src/engine/setup.js";
import type { SoldierType } from "../../../src/engine/soldier-type.js";
import type { DeviceDice, Sleeper } from "../../../src/engine/systems/devices.js";
import type { GameState, Piece, Side } from "../../../src/engine/state.js";
import type { Ship } from "../../../src/ship/ship.js";
import { checkFields } from "../field-check.js";
import { TYPES } from "../fixture.js";
import { wordsFor } from "../event-words.js";

const loaded = loadShipFile(new URL("../../../maps/ships/full.yaml", import.meta.url).pathname);
if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("\n"));
export const full: Ship = loaded.value;

export const KINDS: Readonly<Record<string, SoldierType>> = {
  ...TYPES,
  leader: { ...TYPES.marine, id: "test/leader", name: "Sergeant", leader: "low" },
  hero: { ...TYPES.marine, id: "test/hero", name: "Hero", hero: true },
};

export interface Spec {
  /** A soldier kind; none for a dummy. */
  readonly kind?: keyof typeof KINDS;
  readonly at: string;
  readonly name?: string;
}

export function cellOf(name: string, ship: Ship = full): number {
  const id = findCell(ship, name);
  if (id === undefined) throw new Error(`no cell ${name}`);
  return id;
}

export function game(
  pieces: { readonly blue?: readonly Spec[]; readonly yellow?: readonly Spec[] },
  options: { seed?: number | string; sleepers?: Sleeper[]; ship?: Ship } = {},
): GameState {
  const ship = options.ship ?? full;
  const force = (specs: readonly Spec[] = []) => ({
    soldiers: specs
      .filter((s) => s.kind)
      .map((s, i) => ({
        type: KINDS[s.kind!]!,
        name: s.name ?? `${s.kind}${i + 1}`,
        start: { at: "cell" as const, cell: cellOf(s.at, ship) },
      })),
    dummies: specs.filter((s) => !s.kind).map((s) => ({ at: "cell" as const, cell: cellOf(s.at, ship) })),
  });
  return createGame({
    ship,
    seed: String(options.seed ?? 1),
    first: "blue",
    turnLimit: 60,
    markers: { blue: 20, yellow: 20 },
    visibility: "fog",
    forces: { blue: force(pieces.blue), yellow: force(pieces.yellow) },
    ...(options.sleepers ? { sleepers: options.sleepers } : {}),
  });
}

export function piece(state: GameState, name: string): Piece {
  const p = state.pieces.find((q) => q.soldier?.name === name);
  if (!p) throw new Error(`no soldier ${name}`);
  return p;
}

export const id = (state: GameState, name: string) => piece(state, name).id;

/** Applies actions, collecting their events; fails the test with the reason of a refusal. */
export function run(state: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const out = apply(state, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.reason}`);
    checkFields(out.events);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

export const play = (state: GameState, ...actions: Action[]) => run(state, ...actions).state;

export const END: Action = { type: "end" };

export function refusal(state: GameState, action: Action): string {
  const out = apply(state, action);
  if (out.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return out.reason;
}

/** A generator state whose next dice are `values` (src/engine/rng.ts; test/engine/combat/dice.ts finds it). */
export const diceGiving = (values: readonly number[]): RngState => rolling(values);

/** The state with a side's bridge or auto-doc dice set to give these values next. */
export function deviceDice(state: GameState, dice: DeviceDice, side: Side, values: readonly number[]): GameState {
  const streams = { ...state.devices.dice, [dice]: { ...state.devices.dice[dice], [side]: diceGiving(values) } };
  return { ...state, devices: { ...state.devices, dice: streams } };
}

/** The state with the public dice set to give these values next. */
export function publicDice(state: GameState, values: readonly number[]): GameState {
  return { ...state, rng: diceGiving(values) };
}

export function texts(events: readonly GameEvent[], audience: "referee" | Side): string[] {
  return events.flatMap((e) => {
    const w = wordsFor(e, audience);
    return w === undefined ? [] : [w];
  });
}
