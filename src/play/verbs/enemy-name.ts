// How a side names an enemy it sees on a hex, in TARGET: a leaf (types only), so the verbs' registry,
// loaded with the command help before any game, does not load the view and the engine with it.
import type { EnemyMarker } from "../../view/player-view.js";

/** An enemy as the side names it on its hex: its label, "wounded" before a revealed soldier seen wounded. */
export function seenAs(e: Pick<EnemyMarker, "label" | "wounded">): string {
  return e.wounded ? `wounded ${e.label}` : e.label;
}
