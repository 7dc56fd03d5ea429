// The seed of a program playing a side (the bot, the computer): a number drawn from the game's own
// named stream `player/SIDE`, so a headless game is reproduced by its seed text and no player's
// choices follow from a guessable hash of it.
import { draw, stream } from "../engine/rng.js";
import type { Side } from "../engine/state.js";

export function playerSeed(seed: string, side: Side): number {
  return draw(stream(seed, `player/${side}`), (below) => below(0x100000000)).value;
}
