// Typing a passphrase on a blank screen: shown as stars, Enter takes it, Esc goes back.
import type { Line } from "./cover-text.js";
import { LOOKS } from "./theme.js";

export interface SecretEntry {
  typed: string;
  error?: string;
}

/** Edits the entry; says when the player pressed Enter or Esc. */
export function secretKey(entry: SecretEntry, key: string): "enter" | "cancel" | undefined {
  if (key === "enter") return "enter";
  if (key === "escape") return "cancel";
  delete entry.error;
  if (key === "backspace") entry.typed = entry.typed.slice(0, -1);
  else if (key === "C-u") entry.typed = "";
  else if (key === "space") entry.typed += " ";
  else if ([...key].length === 1) entry.typed += key;
  return undefined;
}

export function secretLines(prompt: readonly Line[], entry: SecretEntry): Line[] {
  return [
    ...prompt,
    { text: "" },
    { text: `passphrase: ${"*".repeat(entry.typed.length)}_`, look: LOOKS.key },
    { text: entry.error ?? "", look: LOOKS.warning },
  ];
}

/** AGAIN: the passphrase was typed once and is asked for a second time, to be sure of it. */
export const newPassphrasePrompt = (side: string, again = false): Line[] => [
  { text: `${side.toUpperCase()} PLAYER`, look: LOOKS.heading },
  { text: "" },
  {
    text: again
      ? "Type the same passphrase again, then Enter (Esc: back to the menu)."
      : "Type a passphrase to guard your turns, then Enter; or just Enter for none.",
  },
  { text: "It is asked at every handover to you, and it locks the save file." },
  { text: "The other player should look away." },
];

/** Asking a side for its passphrase to open the saved game: both players sit down to resume it. */
export const unlockPrompt = (side: string, why: string): Line[] => [
  { text: "THE SAVED GAME IS LOCKED", look: LOOKS.heading },
  { text: "" },
  { text: why },
  { text: `${side.toUpperCase()} PLAYER: type your passphrase, then Enter (Esc: back to the menu).` },
  { text: "It opens the save only with the other side's: each of you types your own." },
  { text: "The other player should look away." },
];

/**
 * Fewer characters than this and a passphrase is warned of, not refused: whoever holds the save file can
 * try guesses offline (scrypt, about a tenth of a second each), and a three-letter one falls in minutes.
 */
export const SHORT_PASSPHRASE = 10;

/** The warning for a passphrase short enough to guess offline, or undefined. */
export function shortPassphrase(typed: string): string | undefined {
  const length = [...typed].length;
  if (length >= SHORT_PASSPHRASE) return undefined;
  return `Short: ${length} character${length === 1 ? "" : "s"} can be guessed by whoever holds the save file. A few words are safer; type it again to keep it.`;
}
