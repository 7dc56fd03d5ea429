// Win rates of a series of games with their 95% confidence intervals (Wilson's score interval), for
// `derelict run --games N`: a count out of N, and the range the true rate lies in with 95% confidence.

/** The normal quantile for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface WinRate {
  /** How many of the games. */
  readonly count: number;
  /** count / games. */
  readonly rate: number;
  /** The Wilson score interval's bounds, 95%. */
  readonly low: number;
  readonly high: number;
}

/**
 * COUNT successes out of GAMES: the rate and its Wilson interval. Wilson's, not the normal
 * approximation's, because it stays inside 0..1 and keeps its width at 0 or N wins of a few games.
 */
export function winRate(count: number, games: number): WinRate {
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(count) || count < 0 || count > games)
    throw new RangeError(`a win rate takes 0..${games} wins of games >= 1, not ${count} of ${games}`);
  const p = count / games;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  // Rounded to 4 places: enough for a rate, and the same digits on every machine.
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return { count, rate: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)) };
}
