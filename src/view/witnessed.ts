// Events as one side saw them: only those it witnessed, each with its facts and in words written for it.
import type { EventOf, Facts } from "../engine/event-facts.js";
import type { EventKind } from "../engine/event-kinds.js";
import type { Audience, GameEvent } from "../engine/events.js";
import { wordsOf } from "./words/index.js";

export interface SeenOf<K extends EventKind> {
  readonly turn: number;
  readonly kind: K;
  /** The event in the reader's words (src/view/words); a save written before keeps its stored words. */
  readonly text: string;
  /** What the words say, as data (src/engine/event-facts.ts). */
  readonly fields: Facts[K];
}

export type SeenEvent = { [K in EventKind]: SeenOf<K> }[EventKind];

function seen<K extends EventKind>(e: EventOf<K>, audience: Audience): SeenOf<K> | undefined {
  const facts = e.told[audience] as Facts[K] | undefined;
  if (facts === undefined) return undefined;
  return { turn: e.turn, kind: e.kind, text: wordsOf(e.kind, facts, audience), fields: facts };
}

export function witnessed(events: readonly GameEvent[], audience: Audience): SeenEvent[] {
  const out: SeenEvent[] = [];
  for (const e of events) {
    const s = seen(e as EventOf<EventKind>, audience);
    if (s) out.push(s as SeenEvent);
  }
  return out;
}
