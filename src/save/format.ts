// The save format (version 2): a clear header, the sealed setup, then one fixed-size block per side-turn.
//
// A save file is lines of JSON, one game per file:
//   line 1    the header, in clear: format, version, file id, created, scenario name, protection, sizes
//   line 2    the setup: {"setup": PART}, the scenario's path and a copy of its text, a fingerprint, the seed
//   then      one block line per side-turn that has ended, and last two lines for the side-turn in play
// A block line is {"block", "turn", "turnOf", "over", "journal": PART, "blue": PART, "yellow": PART},
// padded with spaces to exactly `blockBytes` bytes with its newline. In clear it says only which
// side-turn it is: which turn, whose, and whether the game ended in it, all of it known to both players.
// `journal` holds that side-turn's actions; `blue` and `yellow` each side's replay steps of it (what the
// side witnessed: its view at each step, as the change from the step before (json-patch.ts), and the
// events it saw). An open save (no passphrases) keeps no side parts: its journal tells everything.
//
// A PART is base64 of a sealed, fixed-size box: the content as JSON, deflated, its length in 4 bytes in
// front, zeros after, to `capacity.journal` or `capacity.side` bytes; sealed with AES-256-GCM (a protected
// save) or with a sha256 checksum (an open save), bound to the file id, the part's name, the block and its
// clear fields. Each part holds `seq`, the number of actions in the game once its side-turn was written.
//
// The journal part of the side-turn in play also holds both sides' travel goals and a write count (`rev`):
// a goal set or given up is written there at once, as an action is, and carried to each new side-turn.
//
// Keys (sealing.ts): each side's passphrase (scrypt) unwraps that side's key, which opens its own parts
// only; the journal's key (setup and actions) is wrapped under a key derived from both sides' passphrase
// keys, so only both players together open it. A side with no passphrase has the empty one.
//
// Writing (saver.ts): the whole file is written anew, to a temporary file then renamed into place, when a
// side-turn ends (and when the game starts or resumes); between, after every action, the side-turn's
// block is written over the older of the two last lines, in place, and flushed. The file's size and line
// count change only when a turn ends, which both players see; every line of it keeps its length. A write
// cut off leaves the other copy whole, one action older. Rotated copies (rotation.ts) are taken at turn ends.
// Should a side-turn outgrow its parts (some hundreds of actions), every part is made twice as big and the
// file written anew: that one time, the file grows within a turn.
import type { Action } from "../engine/rules.js";
import type { Side, Visibility } from "../engine/state.js";
import type { SidesGoals } from "../play/travel-goals.js";

/** The format this program writes; older ones are refused with a line saying why (migrate.ts). */
export const FORMAT_VERSION = 2;
export const FORMAT_NAME = "derelict-save";
/** Save files in the saves folder end so; rotated copies add .1 to .5. */
export const SAVE_EXTENSION = ".jsonl";

/** The bytes a side-turn's parts hold before compression's gain (deflated JSON, with its length). */
export const DEFAULT_CAPACITY: Capacity = { journal: 2048, side: 8192 };

/** Parameters of scrypt, kept in the header so later versions may raise them. */
export interface KdfParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** A key wrapped (AES-256-GCM) under another, base64. */
export interface WrappedKey {
  readonly nonce: string;
  readonly key: string;
}

/** A side's slot: whether it set a passphrase, the scrypt salt, and its own key wrapped under the passphrase's key. */
export interface SideSlot extends WrappedKey {
  readonly guarded: boolean;
  readonly salt: string;
}

export interface Protection {
  readonly kdf: "scrypt";
  readonly params: KdfParams;
  readonly cipher: "aes-256-gcm";
  readonly sides: Readonly<Record<Side, SideSlot>>;
  /** The journal's key, wrapped under the key both sides' passphrase keys make together. */
  readonly journal: WrappedKey;
}

export interface Capacity {
  readonly journal: number;
  readonly side: number;
}

/** Line 1, always in clear: what kind of file it is, and what a save list may show. */
export interface Header {
  readonly format: typeof FORMAT_NAME;
  readonly version: number;
  /** Random, per file: every part is bound to it, so lines cannot move between files. */
  readonly id: string;
  readonly created: string;
  readonly scenario: string;
  readonly protection: Protection | null;
  readonly capacity: Capacity;
  /** The length of every block line, its newline included. */
  readonly blockBytes: number;
  /** A game against the computer: the side it plays and its strength (absent: two people). */
  readonly computer?: ComputerSeat;
}

/** The side the computer plays in a game against one person, and how strong it is. */
export interface ComputerSeat {
  readonly side: "blue" | "yellow";
  readonly strength: 1 | 2 | 3;
}

/** How to rebuild the game's setup: the scenario file and a copy of its text, and the seed. */
export interface SetupRef {
  /** Absolute path of the scenario file the game was started from. */
  readonly scenarioPath: string;
  /** Its text when the game started: the game is rebuilt from this copy if the file changes or goes. */
  readonly scenarioText: string;
  /** sha256 of the setup the text built (ship, forces, rules; see fingerprint.ts): tells when the ship or rosters changed. */
  readonly fingerprint: string;
  readonly seed: string;
  /**
   * Open or fog, as the game was started (the scenario's, or `--visibility`'s). Absent in saves made
   * before visibility could be chosen: those games were played in fog.
   */
  readonly visibility?: Visibility;
}

/** What a block line shows in clear: the side-turn it holds. */
export interface Status {
  readonly turn: number;
  /** The side whose turn it is. */
  readonly turnOf: Side;
  /** The game ended in this side-turn. */
  readonly over: boolean;
}

/** A journal part: the side-turn's actions; in the side-turn in play, also both sides' travel goals. */
export interface JournalPart {
  readonly seq: number;
  readonly actions: readonly Action[];
  /**
   * The side-turn in play's only: each side's travel goals as they stand (src/play/travel-goals.ts), the
   * sides with none left out. Absent in saves made before they were kept: such a save loads with none.
   */
  readonly goals?: SidesGoals;
  /**
   * The side-turn in play's only: which write of it this is. Goals change with no action (same `seq`),
   * so of two whole copies the one with the higher `seq`, then `rev`, is the newer. Absent: 0.
   */
  readonly rev?: number;
  /**
   * The side-turn in play's only: the write count (`rev`) of the other copy when this one was written,
   * the write it follows. The two copies are always one write after the other, so an older copy put
   * back in either place (a rollback before a joint resume) is found and refused. Absent in saves made
   * before it was kept, and in the first of the two copies a whole write makes.
   */
  readonly after?: number;
}
