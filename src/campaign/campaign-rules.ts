// The campaign's own numbers (Derelict's, not the rule book's): docs/RULES.md, "The campaign", lists them all.

/** The derelicts of a run; the last is the flagship. */
export const DERELICTS = 7;

export const DIFFICULTIES = ["easy", "normal", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** What a difficulty sets: the starting squad's points, the score's multiplier, the generator's level. */
export interface DifficultyRules {
  readonly squadPoints: number;
  readonly scoreFactor: number;
  /** The generator's difficulty, 1 (easiest) to 3. */
  readonly level: 1 | 2 | 3;
}

export const DIFFICULTY_RULES: Readonly<Record<Difficulty, DifficultyRules>> = {
  easy: { squadPoints: 24, scoreFactor: 1, level: 1 },
  normal: { squadPoints: 16, scoreFactor: 2, level: 2 },
  hard: { squadPoints: 13, scoreFactor: 3, level: 3 },
};

/** The most soldiers a squad may have, living, at once. */
export const SQUAD_MAX = 10;
/** The most soldiers that board one derelict (the rest wait on the shuttle). */
export const BOARDERS_MAX = 8;
/** Dummies every boarding brings at the start, before any bought. */
export const BASE_DUMMIES = 2;
/** The most dummies bought for the squad. */
export const DECOYS_MAX = 4;

/** Experience: for each boarding a soldier comes through alive, and for each enemy soldier he kills. */
export const XP_BOARDING = 1;
export const XP_KILL = 2;
/** Experience at which a soldier is promoted: to the roster's low leader type, then to its medium one. */
export const XP_LOW_LEADER = 4;
export const XP_MEDIUM_LEADER = 9;
/** At most this many medium leaders in a squad (section 12's one a formation). */
export const MEDIUM_LEADERS_MAX = 1;

/** Boardings a soldier wounded at a boarding's end sits out, unless patched (a sickbay held, or bought). */
export const RECOVERY_BOARDINGS = 1;

/** Salvage: a derelict taken (its boarding won), plus this for each depth; each enemy killed; each container pushed out. */
export const SALVAGE_WIN = 4;
export const SALVAGE_PER_DEPTH = 1;
export const SALVAGE_DRAW = 1;
export const SALVAGE_KILL = 1;
export const SALVAGE_CARGO = 3;

/** The shop's prices in salvage: a recruit costs his roster points times this; patching a wound; a decoy. */
export const RECRUIT_FACTOR = 1;
export const PATCH_COST = 3;
export const DECOY_COST = 2;
/** Most Medics and Heroes in a squad. */
export const MEDICS_MAX = 2;
export const HEROES_MAX = 1;

/** The score: for each derelict taken (a base and a bonus by depth), each kill, each salvage earned, each soldier lost; the flagship's bonus. */
export const SCORE_TAKEN = 50;
export const SCORE_PER_DEPTH = 25;
export const SCORE_KILL = 10;
export const SCORE_SALVAGE = 2;
export const SCORE_LOSS = 25;
export const SCORE_FLAGSHIP = 500;
