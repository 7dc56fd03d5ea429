// A side's own objectives and the game's result in words, read from its view once the rules provide them.
import type { ObjectiveLine, PlayerView } from "../seat/index.js";
import type { Keymap } from "./keymap.js";
import { objectiveHow } from "./objective-how.js";

/** The objectives and result fields of a view, for views built before victory conditions existed too. */
type WithObjectives = {
  readonly objectives?: {
    readonly mine: readonly ObjectiveLine[];
    readonly otherwise: string;
  };
  readonly result?: { readonly winner: string | null; readonly reason: string } | null;
};

/** "Your objectives" as lines, or none when the scenario sets none; with KEYMAP (the `O` page), how to meet each too. */
export function objectiveLines(view: PlayerView, keymap?: Keymap): string[] {
  const o = (view as PlayerView & WithObjectives).objectives;
  if (!o || o.mine.length === 0) return [];
  const otherwise = o.otherwise === "draw" ? "the game is a draw" : `${o.otherwise} wins`;
  return [
    "Your objectives (only you can see them)",
    "",
    ...o.mine.flatMap((m) => [`- ${m.text} (counts ${m.when})`, ...(keymap ? [`  ${objectiveHow(m, keymap)}`] : [])]),
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
