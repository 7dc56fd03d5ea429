// A generated mission's turn limit, from the walk it asks for (Derelict's rule, docs/RULES.md
// "Generated derelicts"): the farthest of the player's locks from the objective, in move units,
// walked as many times as the mission needs (there and back for a rescue), at a pace of 3 MU a
// turn (a soldier's 4, less the doors and the fighting), plus turns to fight, within 10 to 30.
export const PACE_MU = 3;
export const FIGHTING_TURNS = 8;
export const MIN_TURNS = 10;
export const MAX_TURNS = 30;

export function turnLimit(farthestMu: number, legs: number): number {
  const walk = Number.isFinite(farthestMu) ? Math.ceil((farthestMu * legs) / PACE_MU) : MAX_TURNS;
  return Math.min(MAX_TURNS, Math.max(MIN_TURNS, walk + FIGHTING_TURNS));
}
