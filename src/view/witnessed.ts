// Events as one side saw them: only those it witnessed, in the words and with the fields written for it.
import type { Audience, EventFields, GameEvent } from "../engine/events.js";

export interface SeenEvent {
  readonly turn: number;
  readonly kind: string;
  readonly text: string;
  /** What the text says, as data (src/engine/events.ts): empty for events told in words only. */
  readonly fields: EventFields;
}

export function witnessed(events: readonly GameEvent[], audience: Audience): SeenEvent[] {
  const seen: SeenEvent[] = [];
  for (const e of events) {
    const text = e.text[audience];
    if (text !== undefined) seen.push({ turn: e.turn, kind: e.kind, text, fields: e.fields?.[audience] ?? {} });
  }
  return seen;
}
