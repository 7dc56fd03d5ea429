// A derelict's state when the boarding begins (the scenario's `condition:` block, docs/FORMATS.md):
// systems already off, coolers off, doors standing open, and the lasting damage of the wreck.
// Derelict's rules, not the book's (docs/RULES.md "Wrecks"). Everything here is public: both sides
// read the same scenario, so both know it from the start.
import { deviceIndex } from "../ship/device-index.js";
import { AIR_TURNS } from "./systems/ship-state.js";
import { SIDES, withSide, type GameState, type Systems } from "./state.js";
import { changedState } from "./shapes.js";
import type { Wreck } from "./wreck.js";

export interface Condition {
  /** The ship's power is out: the lights, the gravity and air purification with it. */
  readonly powerOff?: boolean;
  readonly lightsOff?: boolean;
  readonly gravityOff?: boolean;
  /** Air purification has stopped: the air lasts this many more turns. */
  readonly airTurns?: number;
  /** Every cooler of the generators is off: they may overheat from the first turn. */
  readonly coolersOff?: boolean;
  /** Doors standing open (every other door starts closed). */
  readonly openDoors: readonly number[];
  readonly wreck: Wreck;
}

/** The systems of a ship in this condition, from all on. */
export function conditionedSystems(systems: Systems, c: Condition): Systems {
  const air = c.powerOff || c.airTurns !== undefined;
  return {
    ...systems,
    power: !c.powerOff,
    lights: !(c.powerOff || c.lightsOff),
    gravity: !(c.powerOff || c.gravityOff),
    recDeckGravity: !(c.powerOff || c.gravityOff),
    airPurification: !air,
    airTurnsLeft: air ? (c.airTurns ?? AIR_TURNS) : null,
  };
}

/** A new game's state (before sight settles) put in the condition; both sides know its open doors. */
export function inCondition(state: GameState, c: Condition): GameState {
  const openDoors: Record<number, true> = {};
  for (const d of c.openDoors) openDoors[d] = true;
  let known = state.known;
  for (const side of SIDES)
    known = withSide(known, side, { ...known[side], doors: { ...known[side].doors, ...openDoors } });
  const coolersOff = c.coolersOff ? [...deviceIndex(state.ship).coolers] : state.devices.coolersOff;
  return changedState(state, {
    systems: conditionedSystems(state.systems, c),
    openDoors,
    known,
    devices: { ...state.devices, coolersOff },
    wreck: c.wreck,
  });
}
