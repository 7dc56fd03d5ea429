// The ship's systems everyone aboard notices: power, lights, gravity (ship-wide and the rec
// deck's), air purification and its countdown. Changes here are told to both sides.
import type { EventOf, Facts, TypedKind } from "../event-facts.js";
import { told, type GameEvent } from "../events.js";
import { settleSight } from "../settle-sight.js";
import { refusal, type Refusal } from "../refusal.js";
import type { GameState, Systems } from "../state.js";
import { changedState } from "../shapes.js";

/** All systems on and working, the ship not moving (setup rule 5). */
export const INITIAL_SYSTEMS: Systems = {
  power: true,
  lights: true,
  gravity: true,
  recDeckGravity: true,
  airPurification: true,
  engines: true,
  moving: false,
  course: null,
  airTurnsLeft: null,
};

/** Turns the air lasts once purification stops. */
export const AIR_TURNS = 20;

export type Changed = { readonly state: GameState; readonly events: readonly GameEvent[] };

export type Switch = "lights" | "gravity" | "recDeckGravity" | "airPurification";

/** How a refusal names each switch. */
const NAMES: Readonly<Record<Switch, string>> = {
  lights: "the interior lights",
  gravity: "the artificial gravity",
  recDeckGravity: "the rec deck's gravity",
  airPurification: "air purification",
};

/** An event every side hears, told the same facts. */
export function publicEvent<K extends TypedKind>(state: GameState, kind: K, facts: Facts[K]): EventOf<K> {
  return told(state.turn, kind, { referee: facts, blue: facts, yellow: facts });
}

/** Why a switch cannot be set so, or undefined when it can. */
export function switchRefusal(state: GameState, which: Switch, on: boolean): Refusal | undefined {
  if (state.systems[which] === on) return refusal("already", `${NAMES[which]} is already ${on ? "on" : "off"}`);
  if (on && !state.systems.power) return refusal("no-power", `the ship has no power: ${NAMES[which]} cannot come on`);
  return undefined;
}

/** Sets one switch, told to both sides; sight settles when the lights change. */
export function setSwitch(state: GameState, which: Switch, on: boolean): Changed {
  if (state.systems[which] === on) return { state, events: [] };
  const after = changedState(state, { systems: withSwitch(state.systems, which, on) });
  const events = [publicEvent(state, `${which}-${on ? "on" : "off"}`, {})];
  if (which !== "lights") return { state: after, events };
  const settled = settleSight(state, after);
  return { state: settled.state, events: [...events, ...settled.events] };
}

function withSwitch(systems: Systems, which: Switch, on: boolean): Systems {
  const next = { ...systems, [which]: on };
  if (which !== "airPurification") return next;
  return { ...next, airTurnsLeft: on ? null : (systems.airTurnsLeft ?? AIR_TURNS) };
}

/** Ship's power fails: lights, gravity (the rec deck's too) and air purification go off. */
export function powerFails(state: GameState): Changed {
  let systems: Systems = { ...state.systems, power: false };
  for (const which of ["lights", "gravity", "recDeckGravity", "airPurification"] as const)
    systems = withSwitch(systems, which, false);
  const after = changedState(state, { systems });
  const settled = settleSight(state, after);
  const failed = publicEvent(state, "power-failed", { air: systems.airTurnsLeft ?? AIR_TURNS });
  return { state: settled.state, events: [failed, ...settled.events] };
}
