// Events as one side saw them: only those it witnessed, each with its facts and in words written for it.
import type { EventOf, Facts, LegacyFacts } from "../engine/event-facts.js";
import type { EventKind } from "../engine/event-kinds.js";
import type { Audience, EventFields, GameEvent } from "../engine/events.js";
import { wordsOf } from "./words/index.js";

/** What an audience is told of an event of kind K, as data: a kind not yet told as facts has its loose fields. */
export type FieldsOf<K extends EventKind> = Facts[K] extends LegacyFacts ? EventFields : Facts[K];

export interface SeenOf<K extends EventKind> {
  readonly turn: number;
  readonly kind: K;
  /** The event in the reader's words (src/view/words); a save written before keeps its stored words. */
  readonly text: string;
  /** What the words say, as data (src/engine/event-facts.ts). */
  readonly fields: FieldsOf<K>;
}

export type SeenEvent = { [K in EventKind]: SeenOf<K> }[EventKind];

function seen<K extends EventKind>(e: EventOf<K>, audience: Audience): SeenOf<K> | undefined {
  const facts = e.told[audience] as Facts[K] | undefined;
  if (facts === undefined) return undefined;
  const text = wordsOf(e.kind, facts, audience);
  if (!("text" in facts)) return { turn: e.turn, kind: e.kind, text, fields: facts as FieldsOf<K> };
  const { text: _words, ...fields } = facts as LegacyFacts;
  return { turn: e.turn, kind: e.kind, text, fields: fields as FieldsOf<K> };
}

export function witnessed(events: readonly GameEvent[], audience: Audience): SeenEvent[] {
  const out: SeenEvent[] = [];
  for (const e of events) {
    const s = seen(e as EventOf<EventKind>, audience);
    if (s) out.push(s as SeenEvent);
  }
  return out;
}
