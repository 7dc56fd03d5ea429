// The commonest form, `VERB WHO`: one of the side's markers does something that needs nothing more.
import type { Action } from "../../engine/rules.js";
import { isRefusal } from "../../engine/refusal.js";
import type { Help, Verb, Who } from "../verb.js";

export interface OneMarker<V extends string> {
  readonly verb: V;
  readonly who: Who;
}

/** The engine's action types whose action is `{ type, piece }` and nothing more (src/engine/rules.ts). */
type PieceOnly<A> = A extends { readonly type: infer T; readonly piece: number }
  ? Exclude<keyof A, "type" | "piece"> extends never
    ? T
    : never
  : never;

/**
 * The entry of a `VERB WHO` command whose engine action is `{ type: VERB, piece }`: any such action of
 * the engine's registry, so a new one needs no word here.
 */
export function oneMarker<V extends PieceOnly<Action>>(
  verb: V,
  about: string,
  more: Partial<Pick<Verb<OneMarker<V>>, "menu" | "offers">> = {},
): Verb<OneMarker<V>> {
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
    // Worth trying for any marker of the side: the game says whether it may (legal tries each).
    offers: ({ marker }) => (marker ? [{ verb, who: marker.number }] : []),
    ...more,
  };
}
