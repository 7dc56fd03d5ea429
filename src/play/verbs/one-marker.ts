// The commonest form, `VERB WHO`: one of the side's markers does something that needs nothing more.
import type { Action } from "../../engine/rules.js";
import { isRefusal } from "../../engine/refusal.js";
import type { Help, Verb, Who } from "../verb.js";

export interface OneMarker<V extends string> {
  readonly verb: V;
  readonly who: Who;
}

/** The entry of a `VERB WHO` command whose engine action is `{ type: VERB, piece }`. */
export function oneMarker<
  V extends "board" | "exit" | "remove" | "drop" | "ambush" | "transport" | "launch" | "identify",
>(verb: V, about: string, more: Partial<Pick<Verb<OneMarker<V>>, "menu">> = {}): Verb<OneMarker<V>> {
  const help: Help = { usage: `${verb} WHO`, about };
  return {
    verb,
    help,
    parse: (w) => ({ verb, who: w.word() }),
    write: (c) => `${verb} ${c.who}`,
    steps: (c) => [
      (r) => {
        const p = r.own(c.who);
        return isRefusal(p) ? p : ({ type: verb, piece: p.id } as Action);
      },
    ],
    ...more,
  };
}
