// `derelict run --games N`: N headless games between players, one JSON line per game as it ends and a
// summary line with each side's win rate and its 95% confidence interval (docs/SCRIPTS.md, Many games).
import type { Scenario } from "../content/scenario-load.js";
import type { Side } from "../engine/state.js";
import { playGame, type Player } from "../seating/computer-game.js";
import { playerSeed } from "../play/player-seed.js";
import { winRate } from "../play/win-rate.js";

/** The output's name and version in every line: the version goes up when a key changes meaning or goes away. */
export const GAMES_FORMAT = "derelict-games";
export const GAMES_VERSION = 1;

/**
 * Game K's seed (1-based): the run's seed, a slash and K. `run --seed SEED/K` with the same players
 * plays that game alone, so any game of a series can be looked at again.
 */
export const gameSeed = (seed: string, k: number): string => `${seed}/${k}`;

/** A player as the output names it: `bot`, or `computer` and its strength. */
const playerName = (p: Player): string => (p.kind === "computer" ? `computer ${p.strength}` : p.kind);

/** Plays the series, writing each line with WRITE as it comes. */
export function runGames(
  scenario: Scenario,
  seed: string,
  players: Readonly<Record<Side, Player>>,
  games: number,
  write: (line: string) => void,
): void {
  const head = { format: GAMES_FORMAT, version: GAMES_VERSION } as const;
  const out = (message: object) => write(`${JSON.stringify({ ...head, ...message })}\n`);
  const wins = { blue: 0, yellow: 0, draw: 0 };
  let turns = 0;
  let unfinished = 0;
  for (let k = 1; k <= games; k++) {
    const s = gameSeed(seed, k);
    // The same seeds as `run --seed S` with these players gives (src/cli/run-command.ts).
    const played = playGame(scenario, { game: s, players: playerSeed(s, "blue") }, players);
    wins[played.winner ?? "draw"]++;
    turns += played.turns;
    const over = played.session.over;
    if (!over) unfinished++;
    out({ type: "game", game: k, seed: s, over, winner: played.winner, reason: played.reason, turns: played.turns });
  }
  out({
    type: "summary",
    scenario: scenario.name,
    visibility: scenario.visibility,
    players: { blue: playerName(players.blue), yellow: playerName(players.yellow) },
    seed,
    games,
    blue: winRate(wins.blue, games),
    yellow: winRate(wins.yellow, games),
    draw: winRate(wins.draw, games),
    unfinished,
    turns: Math.round((turns / games) * 100) / 100,
  });
}
