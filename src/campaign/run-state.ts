// A campaign run as plain data: the squad, the salvage, the derelicts boarded, where the run stands.
// Saved as JSON (run-file.ts); every rule is a function from one run to the next.
import type { Side, Visibility } from "../engine/state.js";
import type { Difficulty } from "./campaign-rules.js";

/** What became of a soldier at a boarding's end. */
export type Fate = "killed" | "wounded" | "fine";

/** One soldier of the squad, alive or dead: death is final, the record stays. */
export interface SquadSoldier {
  /** Unique in the run, one word: the game's label for him. */
  readonly name: string;
  /** His roster type key (changes with a promotion). */
  readonly type: string;
  readonly xp: number;
  readonly kills: number;
  /** Boardings he took part in. */
  readonly boardings: number;
  /** Dead (final), recovering from a wound (sits out boardings), or fit. */
  readonly status: "fit" | "recovering" | "dead";
  /** Boardings still to sit out while recovering. */
  readonly recovery: number;
  /** His deeds, in order: joined, promoted, wounded, patched, killed... one line each. */
  readonly deeds: readonly string[];
  /** The boarding (1..7) he joined before, 0 for the starting squad. */
  readonly joined: number;
  /** The boarding he died in. */
  readonly diedIn?: number;
}

/** A boarding as the run remembers it, once played. */
export interface BoardingRecord {
  readonly index: number;
  readonly ship: string;
  readonly mission: string;
  readonly enemy: string;
  readonly outcome: "won" | "lost" | "draw" | "forfeit";
  readonly reason: string;
  readonly turns: number;
  readonly boarders: readonly string[];
  readonly kills: number;
  readonly losses: readonly string[];
  readonly wounded: readonly string[];
  readonly salvage: number;
}

/** The boarding under way: recorded (and saved) before play, so its result cannot be undone. */
export interface BoardingUnderWay {
  readonly index: number;
  /** The game's seed: derived from the run's, so the dice are the same however often it is started. */
  readonly seed: string;
  readonly playerSide: Side;
  readonly boarders: readonly string[];
  /** The boarding's game save (absolute path), once the screens have started one. */
  readonly save?: string;
  /** The save's file id (its header's): a save of another game is refused. */
  readonly saveId?: string;
  /** The furthest side-turn the game has been seen at: an older copy of the save is refused. */
  readonly furthest: number;
  /** The ship, the mission and the enemy in words, for the record. */
  readonly ship: string;
  readonly mission: string;
  readonly enemy: string;
  /** The ship has a sickbay: won, it patches the squad's wounded at once. */
  readonly sickbay: boolean;
}

export interface Run {
  readonly format: "derelict-campaign";
  readonly version: 1;
  /** Random per run: names its folder. */
  readonly id: string;
  /** The run's secret seed text: every derelict and every boarding's dice are drawn from it. */
  readonly seed: string;
  /** The UTC date (YYYY-MM-DD) of a daily run. */
  readonly daily?: string;
  readonly race: string;
  readonly difficulty: Difficulty;
  readonly visibility: Visibility;
  readonly squad: readonly SquadSoldier[];
  readonly salvage: number;
  /** Salvage earned over the run (the score counts it, spending does not lower it). */
  readonly salvageEarned: number;
  /** Dummies bought (each boarding brings BASE_DUMMIES more). */
  readonly decoys: number;
  /** The next derelict, 1..7; DERELICTS + 1 once the flagship is boarded. */
  readonly next: number;
  readonly boardings: readonly BoardingRecord[];
  readonly underWay?: BoardingUnderWay;
  /** How the run ended: the flagship taken, the squad gone, or the flagship not taken. */
  readonly end?: { readonly outcome: "won" | "lost"; readonly why: string };
  /** Names drawn so far: the next recruit's name is drawn after them. */
  readonly namesDrawn: number;
  /** The program version that began the run. */
  readonly programVersion: string;
}
