// Events as one side saw them: only those it witnessed, in the words written for it.
import type { Audience, GameEvent } from "../engine/events.js";

export interface SeenEvent {
  readonly turn: number;
  readonly kind: string;
  readonly text: string;
}

export function witnessed(events: readonly GameEvent[], audience: Audience): SeenEvent[] {
  const seen: SeenEvent[] = [];
  for (const e of events) {
    const text = e.text[audience];
    if (text !== undefined) seen.push({ turn: e.turn, kind: e.kind, text });
  }
  return seen;
}
