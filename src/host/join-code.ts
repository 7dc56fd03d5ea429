// Join codes: the password a player gives to take a side's seat (or to open the lobby). Twelve
// letters and digits that cannot be mistaken for one another, about 59 bits; typed in any case,
// with or without the dashes.
import { randomInt, timingSafeEqual } from "node:crypto";

/** No 0/o, 1/i/l: a code read aloud or from a screen is typed right. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 12;

/** A new code, "k7m2-x9qa-4tfe". */
export function newCode(): string {
  let raw = "";
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** A typed code as it is compared: lower case, the dashes and spaces gone. */
export function normalCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, "");
}

/** Whether TYPED is CODE, in a time that does not hang on how much of it is right. */
export function sameCode(typed: string, code: string): boolean {
  const a = Buffer.from(normalCode(typed).slice(0, 64));
  const b = Buffer.from(normalCode(code));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether TEXT could be a code at all (checked before any look-up). */
export function looksLikeCode(text: string): boolean {
  const n = normalCode(text);
  return n.length === LENGTH && [...n].every((c) => ALPHABET.includes(c));
}
