// The ship's systems everyone aboard notices: power, lights, gravity (ship-wide and the rec
// deck's), air purification and its countdown. Changes here are told to both sides.
import type { LegacyKind } from "../event-facts.js";
import { event, toAll, type EventFields, type GameEvent } from "../events.js";
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

const WORDS: Readonly<Record<Switch, { name: string; on: string; off: string }>> = {
  lights: { name: "the interior lights", on: "the interior lights come on", off: "the interior lights go out" },
  gravity: {
    name: "the artificial gravity",
    on: "the artificial gravity comes back on",
    off: "the artificial gravity goes off: zero gravity",
  },
  recDeckGravity: {
    name: "the rec deck's gravity",
    on: "the rec deck's gravity comes back on",
    off: "the rec deck's gravity goes off",
  },
  airPurification: {
    name: "air purification",
    on: "air purification runs again: the air is clean",
    off: `air purification stops: the air will be unbreathable in ${AIR_TURNS} turns`,
  },
};

/** An event every side hears, in the same words and fields. */
export function publicEvent(state: GameState, kind: LegacyKind, text: string, fields: EventFields = {}): GameEvent {
  return event(state.turn, kind, { referee: text, blue: text, yellow: text }, toAll(fields));
}

/** Why a switch cannot be set so, or undefined when it can. */
export function switchRefusal(state: GameState, which: Switch, on: boolean): Refusal | undefined {
  if (state.systems[which] === on) return refusal("already", `${WORDS[which].name} is already ${on ? "on" : "off"}`);
  if (on && !state.systems.power)
    return refusal("no-power", `the ship has no power: ${WORDS[which].name} cannot come on`);
  return undefined;
}

/** Sets one switch, told to both sides; sight settles when the lights change. */
export function setSwitch(state: GameState, which: Switch, on: boolean): Changed {
  if (state.systems[which] === on) return { state, events: [] };
  const after = changedState(state, { systems: withSwitch(state.systems, which, on) });
  const events = [
    publicEvent(state, `${which}-${on ? "on" : "off"}`, on ? WORDS[which].on : WORDS[which].off, {
      device: which,
      result: on ? "on" : "off",
    }),
  ];
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
  const text = `ship's power fails: the lights, the gravity and air purification go off (the air lasts ${systems.airTurnsLeft} more turns)`;
  const settled = settleSight(state, after);
  return { state: settled.state, events: [publicEvent(state, "power-failed", text), ...settled.events] };
}
