// Doors: `open WHO WAY` and `close WHO WAY` work the door next to a marker (src/engine/actions/door.ts).
import type { Action } from "../../engine/rules.js";
import { isRefusal } from "../../engine/refusal.js";
import { DIRECTIONS, type Direction } from "../../hex/coords.js";
import type { Verb, Who } from "../verb.js";

export interface DoorCommand<V extends "open" | "close" = "open" | "close"> {
  readonly verb: V;
  readonly who: Who;
  readonly way: Direction;
}

function doorVerb<V extends "open" | "close">(verb: V, about: string): Verb<DoorCommand<V>> {
  return {
    verb,
    help: { usage: `${verb} WHO WAY`, about },
    parse: (w) => ({ verb, who: w.word(), way: w.direction() }),
    write: (c) => `${verb} ${c.who} ${c.way}`,
    steps: (c) => [
      (r) => {
        const p = r.own(c.who);
        if (isRefusal(p)) return p;
        const door = r.towards(p, c.way);
        return isRefusal(door) ? door : ({ type: verb, piece: p.id, door } as Action);
      },
    ],
    offers: ({ marker }) =>
      marker?.where.at === "cell" ? DIRECTIONS.map((way) => ({ verb, who: marker.number, way })) : [],
  };
}

export const OPEN_VERB = doorVerb("open", "open the door next to it (1 MU)");
export const CLOSE_VERB = doorVerb("close", "close the door next to it (1 MU)");
