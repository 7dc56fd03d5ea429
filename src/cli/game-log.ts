// What `run --json` and `replay --json` print around a side's (or the referee's) view and events: the
// format's name and version, the scenario and its visibility, whether it is over and the result, and the seed, told to the
// referee only and only once the game is over (docs/FORMATS.md, Game logs; docs/schema).
import type { PlayerView, ResultView, Side } from "../seat/index.js";

/** The version of both game logs: it goes up when a field changes meaning or goes away. */
export const GAME_LOG_VERSION = 1;

/** Who won and why, as the final view tells it (a replay of a save written before results had a cause has none). */
export type GameResult = Omit<ResultView, "cause"> & { readonly cause?: ResultView["cause"] };

/** The head every game log starts with. */
export function logHead(
  format: "derelict-run" | "derelict-replay",
  game: {
    readonly scenario: string;
    /** The visibility played: open (every marker on the table) or fog. Public, as the scenario is. */
    readonly visibility: PlayerView["visibility"];
    readonly as: Side | "referee";
    readonly over: boolean;
    readonly result: GameResult | null;
    readonly seed?: string;
  },
) {
  const { scenario, visibility, as, over, result, seed } = game;
  return {
    format,
    version: GAME_LOG_VERSION,
    scenario,
    visibility,
    as,
    over,
    result: over && result ? result : null,
    // The seed would let a side work out every die to come: only the referee, only after the end.
    ...(as === "referee" && over && seed !== undefined ? { seed } : {}),
  };
}
