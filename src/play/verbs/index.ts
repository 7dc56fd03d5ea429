// The registry of the command language: one entry per verb, in the order the help lists them. A new
// verb is a file with its entry (src/play/verb.ts) and one line here; with its engine rule
// (src/engine/rules.ts), a new device action touches four files (docs/VERBS.md).
import type { Verb } from "../verb.js";
import { BOARD_VERB, EXIT_VERB, LEAVE_VERB } from "./air-locks.js";
import { AMBUSH_VERB, FIRE_VERB, MELEE_VERB } from "./attacks.js";
import { BRIDGE_VERB } from "./bridge.js";
import { IDENTIFY_VERB } from "./camera.js";
import { PUSH_VERB } from "./cargo.js";
import { WAKE_VERB } from "./cryo.js";
import { CLOSE_VERB, OPEN_VERB } from "./doors.js";
import { DUMMY_VERB, REMOVE_VERB } from "./dummies.js";
import { LAUNCH_VERB } from "./escape-pods.js";
import { MOVE_VERB, SKIP_VERB } from "./moving.js";
import { STATION_VERB } from "./station.js";
import { SWITCH_VERB } from "./switch.js";
import { TRAVEL_VERB } from "./travel.js";
import { TRANSPORT_VERB } from "./transporter.js";
import { DEPLOY_VERB, END_VERB, READY_VERB } from "./turns.js";
import { CARRY_VERB, DROP_VERB, HEAL_VERB } from "./wounded.js";

export const VERBS = [
  MOVE_VERB,
  TRAVEL_VERB,
  OPEN_VERB,
  CLOSE_VERB,
  SKIP_VERB,
  BOARD_VERB,
  LEAVE_VERB,
  EXIT_VERB,
  PUSH_VERB,
  DUMMY_VERB,
  REMOVE_VERB,
  FIRE_VERB,
  MELEE_VERB,
  CARRY_VERB,
  DROP_VERB,
  HEAL_VERB,
  AMBUSH_VERB,
  STATION_VERB,
  BRIDGE_VERB,
  SWITCH_VERB,
  TRANSPORT_VERB,
  LAUNCH_VERB,
  WAKE_VERB,
  IDENTIFY_VERB,
  END_VERB,
  DEPLOY_VERB,
  READY_VERB,
] as const;

/** The command a verb's entry takes. */
type CommandOf<V> = V extends Verb<infer C> ? C : never;

/** Every command of the language as data: `{ verb: "move", who: 7, ways: ["e"] }`. */
export type Command = CommandOf<(typeof VERBS)[number]>;
export type VerbName = Command["verb"];

const BY_VERB: ReadonlyMap<string, Verb> = new Map(VERBS.map((v) => [v.verb, v as unknown as Verb]));

/** A verb's entry by its word, or undefined. */
export const verbOf = (word: string): Verb | undefined => BY_VERB.get(word);
