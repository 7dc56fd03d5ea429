// How the computer's turn looks from outside: it always takes its strength's whole think time, and the
// line that shows it thinking counts that time, not the work done. How long a search runs and how many
// lines it plays out hang on the computer's own hidden markers (how many soldiers, which can act), so a
// person who timed its turns, or read a count of its work, would learn them; a fixed time tells nothing.
// A search that runs past its budget (its last play-out finished, on a loaded machine) is held to the next
// whole budget, so an overrun tells no more than that there was one: see docs/SEAT.md.

/** When an answer that came at ANSWERED_MS may be played in: the end of the first whole budget not yet passed. */
export function holdEnd(startedMs: number, budgetMs: number, answeredMs: number): number {
  if (budgetMs <= 0) return Math.max(startedMs, answeredMs);
  const budgets = Math.max(1, Math.ceil((answeredMs - startedMs) / budgetMs));
  return startedMs + budgets * budgetMs;
}

/** Milliseconds still to wait, at NOW_MS, before an answer that came then may be played in. */
export function holdLeft(startedMs: number, budgetMs: number, nowMs: number): number {
  return Math.max(0, holdEnd(startedMs, budgetMs, nowMs) - nowMs);
}

/** How far through its think time the computer is, 0 to 1, by the clock alone. */
export function thinkShare(startedMs: number, budgetMs: number, nowMs: number): number {
  if (budgetMs <= 0) return 1;
  return Math.min(1, Math.max(0, (nowMs - startedMs) / budgetMs));
}

/** The message line while the computer thinks (words at the edge: the share is the data). */
export function thinkingLine(share: number): string {
  return `the computer is thinking: ${Math.round(share * 100)}%`;
}
