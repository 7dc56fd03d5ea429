// "What you saw": the events a side witnessed during the enemy's turn, shown when its own turn begins.
import { eventLine } from "../seat/event-words.js";
import type { SeenEvent } from "../seat/index.js";
import { enemyOf, type Side } from "./sides.js";

/**
 * Turn bookkeeping says nothing of the enemy, nor does the side's own deployment (on its first turn
 * of play, a resumed game's too, the summary reaches back to it); everything else a side witnessed does.
 */
export function seenOfEnemy(events: readonly SeenEvent[], side?: Side): SeenEvent[] {
  return events.filter(
    (e) =>
      e.kind !== "turn-ended" &&
      e.kind !== "turn-started" &&
      e.kind !== "marker-deployed" &&
      !(e.kind === "deployed" && side !== undefined && e.fields.side === side),
  );
}

export function summaryLines(side: Side, events: readonly SeenEvent[]): string[] {
  const seen = seenOfEnemy(events, side);
  const title = `What you saw during ${enemyOf(side)}'s turn`;
  if (seen.length === 0) return [title, "", `Nothing: no ${enemyOf(side)} marker came into your sight.`];
  return [title, "", ...seen.map((e) => eventLine(e, "  "))];
}
