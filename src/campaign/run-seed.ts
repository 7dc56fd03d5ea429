// A run's seed: fresh randomness, a chosen text, or the day's (the same for everyone on that UTC date);
// and the named seeds drawn from it (a boarding's game, a recruit's name), by HMAC as the engine's streams are.
import { createHmac, randomBytes } from "node:crypto";

/** 128 fresh bits as 32 hex digits: a run nobody can guess. */
export function freshRunSeed(): string {
  return randomBytes(16).toString("hex");
}

/** The UTC date of `now` as YYYY-MM-DD: a daily run's date, the same the world over at one moment. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day's run's seed text: everyone who starts a daily run on that UTC date gets it. */
export function dailySeed(date: string): string {
  return `daily ${date}`;
}

/** A seed text for LABEL drawn from the run's SEED: HMAC-SHA256, so one tells nothing of the run's seed. */
export function derivedSeed(seed: string, label: string): string {
  return createHmac("sha256", Buffer.from(seed, "utf8")).update(`derelict campaign ${label}`).digest("hex");
}

/** A whole number in [0, n) for LABEL, from the run's seed. */
export function derivedIndex(seed: string, label: string, n: number): number {
  const mac = createHmac("sha256", Buffer.from(seed, "utf8")).update(`derelict campaign ${label}`).digest();
  return Number(mac.readBigUInt64LE(0) % BigInt(n));
}

/** The seed of boarding INDEX's game. */
export const boardingSeed = (seed: string, index: number): string => derivedSeed(seed, `boarding/${index}`);
