// `--seed TEXT` of play and run: any text names a game's dice; the same text always gives the same game.
import { usageMistake } from "./failure.js";

export const SEED_HELP = "the seed of the dice: any text; the same text always gives the same game";

/** The seed as given, or a usage error for an empty one. */
export function checkedSeed(text: string): string {
  if (text === "") throw usageMistake("--seed takes some text (any text names a game), not nothing");
  return text;
}
