// Attacks: `fire WHO at TARGET` along a clear line, `melee WHO at TARGET` next to it, `ambush WHO` to
// fire in the enemy's turn (src/engine/combat/). TARGET is an enemy as the side sees it.
import { isRefusal } from "../../engine/refusal.js";
import type { Action } from "../../engine/rules.js";
import type { Verb, Who } from "../verb.js";
import { seenAs } from "./enemy-name.js";
import { oneMarker } from "./one-marker.js";

export interface AttackCommand<V extends "fire" | "melee" = "fire" | "melee"> {
  readonly verb: V;
  readonly who: Who;
  /** An enemy marker as the side sees it: "?7", a hex, or a hex and its type ("99:0604 Norx Brute"). */
  readonly target: string;
}

function attackVerb<V extends "fire" | "melee">(verb: V, usage: string, about: string): Verb<AttackCommand<V>> {
  return {
    verb,
    help: { usage, about },
    parse: (w) => {
      const who = w.word();
      w.expect("at");
      return { verb, who, target: w.rest() };
    },
    write: (c) => `${verb} ${c.who} at ${c.target}`,
    steps: (c) => [
      (r) => {
        const p = r.own(c.who);
        if (isRefusal(p)) return p;
        const target = r.enemy(c.target);
        return isRefusal(target) ? target : ({ type: verb, piece: p.id, target } as Action);
      },
    ],
    // Each enemy the side sees, named as the side names it: ?7, or a revealed one's hex and type ("wounded" if seen so).
    offers: ({ marker, view }) =>
      marker?.where.at !== "cell" || !marker.soldier
        ? []
        : view.enemies.map((e) => ({
            verb,
            who: marker.number,
            target: e.revealed ? `${e.hex} ${seenAs(e)}` : e.label,
          })),
  };
}

export const FIRE_VERB = attackVerb(
  "fire",
  "fire WHO at TARGET",
  "shoot at an enemy marker you see: ?7, or a hex (and its type if several: 92:0305 Brute)",
);
export const MELEE_VERB = attackVerb("melee", "melee WHO at TARGET", "close combat with an enemy next to it");
export const AMBUSH_VERB = oneMarker(
  "ambush",
  "a soldier that has not moved fires at the first enemy to come into sight",
);
