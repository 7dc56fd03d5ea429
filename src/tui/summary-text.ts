// "What you saw": the events a side witnessed during the enemy's turn, shown when its own turn begins.
import type { SeenEvent } from "../seat/index.js";
import { enemyOf, type Side } from "./sides.js";

/** Turn bookkeeping says nothing of the enemy; everything else a side witnessed does. */
export function seenOfEnemy(events: readonly SeenEvent[]): SeenEvent[] {
  return events.filter((e) => e.kind !== "turn-ended" && e.kind !== "turn-started");
}

export function summaryLines(side: Side, events: readonly SeenEvent[]): string[] {
  const seen = seenOfEnemy(events);
  const title = `What you saw during ${enemyOf(side)}'s turn`;
  if (seen.length === 0) return [title, "", `Nothing: no ${enemyOf(side)} marker came into your sight.`];
  return [title, "", ...seen.map((e) => `T${e.turn}  ${e.text}`)];
}
