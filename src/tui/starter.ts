// Where games come from: new ones from scenario files, saved ones resumed. The CLI provides it (and the saving).
import type { ScenarioEntry } from "../content/scenario-entries.js";
import type { Briefing, RefereeHandle, Seat } from "../seat/index.js";
import type { Side } from "./sides.js";

export type Passphrases = Partial<Record<Side, string>>;

/** The computer as the opponent: the side it plays and its strength (src/ai/search/strength.ts). */
export interface Opponent {
  readonly side: Side;
  readonly strength: 1 | 2 | 3 | 4;
}

export interface Started {
  /** One seat per side: the screen shows each side only through its own. */
  readonly seats: Readonly<Record<Side, Seat>>;
  /** The game revealed, once it is over. */
  readonly referee: RefereeHandle;
  /** Lines to show at the first handover: a save file written, an older copy used. */
  readonly notices?: readonly string[];
  /** Passphrases the handovers ask for: those set at the start, or those that opened the save (every side's). */
  readonly passphrases?: Passphrases;
  /** A new game's briefing, read by both players before the first handover. */
  readonly briefing?: Briefing;
  /** A game against the computer: it plays this side, the other side's seat alone is at this screen. */
  readonly computer?: Opponent;
}

/** An unfinished saved game as the menu lists it: its file, a line naming it, a line under the list about it. */
export interface SavedGame {
  readonly path: string;
  /** "Introduction, turn 3, blue to move, saved 2026-12-05 00:41", or the file's name when it is broken. */
  readonly label: string;
  /** What the menu says of it when it is chosen: where it is, or why it does not read. */
  readonly note: string;
  /** The file does not read as a save (resuming it tries its older copies, else says why). */
  readonly broken?: boolean;
}

/** A saved game, or the side whose passphrase it still needs (`wrong`: the one typed was not it), or its problems. */
export type Resumed =
  Started | { readonly locked: string; readonly side: Side; readonly wrong: boolean } | readonly string[];

export interface Starter {
  readonly scenarios: readonly ScenarioEntry[];
  /** Games are saved as they are played, so quitting loses nothing. */
  readonly saves?: boolean;
  /** The scenario file's problems, checked before any passphrase is asked; none when it is good. */
  check?(file: string): readonly string[] | undefined;
  /** A new game (against the computer when COMPUTER is given), or the scenario file's problems. */
  newGame(file: string, passphrases: Passphrases, computer?: Opponent): Started | readonly string[];
  /** The unfinished saved games the menu offers to resume, newest first; none when games are not saved. */
  savedGames?(): readonly SavedGame[];
  /**
   * The saved game (PATH, else the one `--resume` named, else the newest) opened with these
   * passphrases, a request for one more, or why it cannot be resumed.
   */
  resume?(passphrases?: Passphrases, path?: string): Resumed;
  /** The opponent chosen on the menu the last time (remembered in the config folder); none: a second player. */
  readonly opponent?: Opponent;
  /** Keeps the menu's opponent for the next time; a line saying why it could not be kept, else undefined. */
  rememberOpponent?(opponent: Opponent | undefined): string | undefined;
  /** The game on screen is over or left: stop saving it; a line for the game-over screen (where its record is), if any. */
  finished?(): string | void;
}
