// An engine event's words for one audience, as the screens write them (src/view/words): for tests that
// read what the engine's events say. Undefined when the audience did not witness the event.
import type { Audience, GameEvent } from "../../src/engine/events.js";
import { witnessed } from "../../src/view/witnessed.js";

export const wordsFor = (e: GameEvent, audience: Audience = "referee"): string | undefined =>
  witnessed([e], audience)[0]?.text;

/** The words of every audience that witnessed the event. */
export const allWords = (e: GameEvent): string[] =>
  (["referee", "blue", "yellow"] as const).flatMap((a) => {
    const w = wordsFor(e, a);
    return w === undefined ? [] : [w];
  });
