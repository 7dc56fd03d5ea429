// The wounded: `carry WHO FRIEND` lifts one, `drop WHO` puts him down, `heal WHO FRIEND` is a Medic's
// try (src/engine/combat/carry.ts, medic.ts).
import { isRefusal } from "../../engine/refusal.js";
import type { Action } from "../../engine/rules.js";
import type { Verb, Who } from "../verb.js";
import { oneMarker } from "./one-marker.js";

export interface FriendCommand<V extends "carry" | "heal" = "carry" | "heal"> {
  readonly verb: V;
  readonly who: Who;
  readonly friend: Who;
}

function friendVerb<V extends "carry" | "heal">(verb: V, about: string): Verb<FriendCommand<V>> {
  return {
    verb,
    help: { usage: `${verb} WHO FRIEND`, about },
    parse: (w) => ({ verb, who: w.word(), friend: w.word() }),
    write: (c) => `${verb} ${c.who} ${c.friend}`,
    steps: (c) => [
      (r) => {
        const p = r.own(c.who);
        if (isRefusal(p)) return p;
        const f = r.own(c.friend);
        return isRefusal(f) ? f : ({ type: verb, piece: p.id, friend: f.id } as Action);
      },
    ],
    // Each other soldier of the side on the map: the game says whether he is near and wounded.
    offers: ({ marker, view }) =>
      marker?.where.at !== "cell" || !marker.soldier
        ? []
        : view.own
            .filter((f) => f.number !== marker.number && f.soldier && f.where.at === "cell")
            .map((f) => ({ verb, who: marker.number, friend: f.number })),
  };
}

export const CARRY_VERB = friendVerb("carry", "lift a wounded friend on or next to its hex");
export const DROP_VERB = oneMarker("drop", "put down the friend it carries");
export const HEAL_VERB = friendVerb("heal", "a Medic tends a wounded friend on or next to its hex");
