// The save format: a journal file of JSON lines, a clear header first, then the setup and one line per action.
//
// A save file (format 1) is JSON lines, one game per file:
//   line 1   the header, always in clear: format, version, file id, created, scenario name, protection
//   line 2   record 0: the setup (scenario path, a copy of the scenario's text, a fingerprint of the setup, seed)
//   line n+2 record n: the n-th action, exactly as Session.act took it
// Each record may also carry, in clear, the game's status after it: turn, turnOf (whose turn), over.
// Plain records hold their content as JSON plus `sum`, a sha256 chain from the file id through every line,
// so an edit, a lost line or a line from another file is found. Protected records hold `sealed` instead:
// the content encrypted with AES-256-GCM under a random data key, bound to the file id, record number and
// status; the data key is wrapped under a key scrypt derives from each side's passphrase (either opens it).
// Lines are appended and flushed one action at a time; a new file is written whole and renamed into place.
// The scenario is kept as a copy of its text because ships and rosters are found by name and path and may
// change: the copy rebuilds the scenario if its file changes or goes, and the fingerprint tells when the
// ship or rosters changed under it (the journal still replays, or says which action no longer applies).
import type { Action } from "../engine/actions/action.js";
import type { Side } from "../engine/state.js";

/** The format this program writes; older ones are migrated on load (see migrate.ts). */
export const FORMAT_VERSION = 1;
export const FORMAT_NAME = "derelict-save";
/** Save files in the saves folder end so; rotated copies add .1 to .5. */
export const SAVE_EXTENSION = ".jsonl";

/** Parameters of scrypt, kept in the header so later versions may raise them. */
export interface KdfParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The data key, wrapped (AES-256-GCM) under the key one side's passphrase derives. */
export interface WrappedKey {
  readonly side: Side;
  /** base64: scrypt salt, GCM nonce, and the wrapped key with its tag. */
  readonly salt: string;
  readonly nonce: string;
  readonly key: string;
}

export interface Protection {
  readonly kdf: "scrypt";
  readonly params: KdfParams;
  readonly cipher: "aes-256-gcm";
  readonly keys: readonly WrappedKey[];
}

/** Line 1, always in clear: what kind of file it is, and what a save list may show. */
export interface Header {
  readonly format: typeof FORMAT_NAME;
  readonly version: number;
  /** Random, per file: sealed lines and checksums are bound to it, so lines cannot move between files. */
  readonly id: string;
  readonly created: string;
  readonly scenario: string;
  readonly protection: Protection | null;
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
}

/** What every record line may show in clear: the game's state after it (absent on lines written in a batch). */
export interface Status {
  readonly turn?: number;
  /** The side whose turn it is. */
  readonly turnOf?: Side;
  readonly over?: boolean;
}

/** The content of a record line: n = 0 is the setup, n >= 1 the n-th action. */
export type Body = { readonly setup: SetupRef } | { readonly action: Action };
