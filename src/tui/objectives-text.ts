// A side's own objectives and the game's result in words, read from its view once the rules provide them.
import type { PlayerView } from "../seat/index.js";

/** The objectives and result fields of a view, for views built before victory conditions existed too. */
type WithObjectives = {
  readonly objectives?: {
    readonly mine: readonly { readonly text: string; readonly when: string }[];
    readonly otherwise: string;
  };
  readonly result?: { readonly winner: string | null; readonly reason: string } | null;
};

/** "Your objectives" as lines, or none when the scenario sets none. */
export function objectiveLines(view: PlayerView): string[] {
  const o = (view as PlayerView & WithObjectives).objectives;
  if (!o || o.mine.length === 0) return [];
  const otherwise = o.otherwise === "draw" ? "the game is a draw" : `${o.otherwise} wins`;
  return [
    "Your objectives (only you can see them)",
    "",
    ...o.mine.map((m) => `- ${m.text} (counts ${m.when})`),
    "",
    `If no side meets its objectives by the end, ${otherwise}.`,
  ];
}

/** Who won and why, once the game is over and the rules say so. */
export function resultLines(view: PlayerView): string[] {
  const r = (view as PlayerView & WithObjectives).result;
  if (!r) return [];
  return [r.winner ? `${r.winner.toUpperCase()} WINS` : "A DRAW", r.reason];
}
