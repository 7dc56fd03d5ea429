// How hard each derelict of a run is (Derelict's own numbers, docs/RULES.md "Generated derelicts"):
// the enemy's points, the computer's strength, the wreck's damage and darkness rise with the depth
// (the derelict's place in the run, 1..7) and the run's level (1 easiest .. 3).

export type Level = 1 | 2 | 3;

/** Derelicts in a run; the last is the enemy's flagship. */
export const RUN_DERELICTS = 7;

export const isFlagship = (depth: number): boolean => depth >= RUN_DERELICTS;

/** The enemy's points: 10, +2 a derelict deeper, +3 a level above 1, +6 on the flagship. */
export const ENEMY_POINTS_BASE = 10;
export const ENEMY_POINTS_PER_DEPTH = 2;
export const ENEMY_POINTS_PER_LEVEL = 3;
export const FLAGSHIP_POINTS = 6;

export function enemyPoints(level: Level, depth: number): number {
  return (
    ENEMY_POINTS_BASE +
    ENEMY_POINTS_PER_DEPTH * (depth - 1) +
    ENEMY_POINTS_PER_LEVEL * (level - 1) +
    (isFlagship(depth) ? FLAGSHIP_POINTS : 0)
  );
}

/** The computer's strength for the enemy: the level, one more from the fourth derelict on, at most 3. */
export const STRONGER_FROM_DEPTH = 4;

export function computerStrength(level: Level, depth: number): 1 | 2 | 3 {
  return Math.min(3, level + (depth >= STRONGER_FROM_DEPTH ? 1 : 0)) as 1 | 2 | 3;
}

/** The odds the wreck generator draws with at this level and depth (each a probability). */
export function wreckOdds(level: Level, depth: number) {
  const harm = (depth - 1) / (RUN_DERELICTS - 1) + (level - 1) * 0.25; // 0 .. 1.5
  return {
    /** A floor hex seeds a cluster with this chance where the noise's damage is `d` (0..1). */
    seedChance: (d: number) => Math.max(0, d - (0.62 - 0.08 * harm)) * (0.9 + 0.4 * harm),
    /** At most this share of the eligible hexes is damaged. */
    maxShare: 0.04 + 0.04 * harm,
    /** A damaged cluster is open to vacuum (else debris) with this chance. */
    breachShare: 0.2 + 0.15 * harm,
    openDoor: 0.15,
    jamDoor: 0.05 + 0.06 * harm,
    powerOff: 0.02 + 0.06 * harm,
    lightsOff: 0.1 + 0.3 * harm,
    gravityOff: 0.05 + 0.15 * harm,
    airFailing: 0.05 + 0.15 * harm,
    coolersOff: 0.05 + 0.15 * harm,
  };
}
