// The systems a generated derelict has lost (Derelict's rules, docs/RULES.md "Generated derelicts"):
// drawn with the wreck, written into the condition once the turn limit is known, since the air is
// timed by it. A dead ship's air lasts past the turn limit (nothing aboard can restore it); failing
// purifiers give a few turns less than the limit, and the life-support area can start them again.
import type { ConditionFile } from "../content/condition-schema.js";
import { deviceIndex } from "../ship/device-index.js";
import type { Ship } from "../ship/ship.js";
import type { RotRng } from "./seeded-rot.js";
import type { wreckOdds } from "./schedule.js";

export interface FailedSystems {
  readonly powerOff: boolean;
  readonly lightsOff: boolean;
  readonly gravityOff: boolean;
  /** Air purification stopped (the ship has purifiers to restart it). */
  readonly airFailing: boolean;
  readonly coolersOff: boolean;
}

/** Turns the purifiers' failure leaves short of the turn limit; never fewer than MIN_AIR. */
export const AIR_SHORT = 4;
export const MIN_AIR = 8;
/** The most turns of air a condition may give (the rule book's 20); a dead ship's mission is no longer (turnLimit). */
export const MAX_AIR = 20;

export function failedSystems(rng: RotRng, ship: Ship, odds: ReturnType<typeof wreckOdds>): FailedSystems {
  const devices = deviceIndex(ship);
  const roll = (p: number) => rng.getUniform() < p;
  const powerOff = roll(odds.powerOff);
  return {
    powerOff,
    lightsOff: roll(odds.lightsOff) && !powerOff,
    gravityOff: roll(odds.gravityOff) && !powerOff,
    airFailing: roll(odds.airFailing) && !powerOff && devices.purifierSpots.size > 0,
    coolersOff: roll(odds.coolersOff) && !powerOff && devices.coolers.length > 0,
  };
}

/** The systems' part of the condition block, and their hazards in words, for a mission of `turns`. */
export function systemsCondition(s: FailedSystems, turns: number): { condition: ConditionFile; hazards: string[] } {
  if (s.powerOff)
    return {
      condition: { power: "off", air: Math.min(MAX_AIR, turns + 1) },
      hazards: ["the power is dead: no lights, no gravity, no fresh air"],
    };
  const air = Math.min(MAX_AIR, Math.max(MIN_AIR, turns - AIR_SHORT));
  return {
    condition: {
      ...(s.lightsOff ? { lights: "off" } : {}),
      ...(s.gravityOff ? { gravity: "off" } : {}),
      ...(s.airFailing ? { air } : {}),
      ...(s.coolersOff ? { coolers: "off" } : {}),
    },
    hazards: [
      ...(s.lightsOff ? ["the lights are out"] : []),
      ...(s.gravityOff ? ["the artificial gravity is off"] : []),
      ...(s.airFailing
        ? [`air purification has failed: the air lasts ${air} turns unless it is restarted in life support`]
        : []),
      ...(s.coolersOff ? ["the generators' coolers are off: they may overheat and kill the power"] : []),
    ],
  };
}
