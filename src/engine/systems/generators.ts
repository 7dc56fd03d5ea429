// The power generators (module 96) cannot be damaged, but with every cooler off they may
// overheat: at the start of each turn two dice, 2 or 12, and ship's power fails for good.
import { die, draw } from "../rng.js";
import type { GameState } from "../state.js";
import { deviceIndex } from "../../ship/device-index.js";
import { powerFails, publicEvent, type Changed } from "./ship-state.js";
import { changedState } from "../shapes.js";

/** Totals of two dice that overheat the generators. */
export const OVERHEAT_ROLLS: readonly number[] = [2, 12];

export function allCoolersOff(state: GameState): boolean {
  const coolers = deviceIndex(state.ship).coolers;
  return coolers.length > 0 && coolers.every((c) => state.devices.coolersOff.includes(c));
}

/** The start-of-turn roll: public dice, heard by both sides (the alarms sound ship-wide). */
export function overheatRoll(state: GameState): Changed {
  if (!state.systems.power || !allCoolersOff(state)) return { state, events: [] };
  const roll = draw(state.rng, (below) => [die(below), die(below)] as const);
  const total = roll.value[0] + roll.value[1];
  const after = changedState(state, { rng: roll.rng });
  const hot = OVERHEAT_ROLLS.includes(total);
  const rolled = publicEvent(state, "overheat-roll", { rolls: [roll.value[0], roll.value[1]], hot });
  if (!hot) return { state: after, events: [rolled] };
  const failed = powerFails(after);
  return { state: failed.state, events: [rolled, ...failed.events] };
}
