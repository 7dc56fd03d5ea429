// Every event kind's words, one function per kind composed from the groups' files: a kind told as
// facts (src/engine/event-facts.ts) without its words here does not compile.
import type { Facts } from "../../engine/event-facts.js";
import type { EventKind } from "../../engine/event-kinds.js";
import type { Audience } from "../../engine/events.js";
import { ACTIONS_WORDS } from "./actions.js";
import { COMBAT_WORDS } from "./combat.js";
import { HIDDEN_WORDS } from "./hidden.js";
import type { Words } from "./markers.js";
import { MOVES_WORDS } from "./moves.js";
import { SOLDIERS_WORDS } from "./soldiers.js";
import { SYSTEMS_WORDS } from "./systems.js";
import { TURNS_WORDS } from "./turns.js";

export const WORDS: { readonly [K in EventKind]: Words<Facts[K]> } = {
  ...MOVES_WORDS,
  ...ACTIONS_WORDS,
  ...COMBAT_WORDS,
  ...SOLDIERS_WORDS,
  ...HIDDEN_WORDS,
  ...TURNS_WORDS,
  ...SYSTEMS_WORDS,
};

/** The words of one event for one reader. */
export function wordsOf<K extends EventKind>(kind: K, facts: Facts[K], reader: Audience): string {
  return WORDS[kind](facts, reader);
}
