// The key of each stream of dice: HMAC-SHA256 of the stream's name under the game's seed.
//
// A hash, not I/O: the engine stays pure. One key tells nothing of the seed nor of any other stream's key,
// so the dice a side sees (the public stream) or rolls in secret (its own) lead to no other stream.
import { createHmac } from "node:crypto";
import type { Side } from "./state.js";

/** The names of the streams, each drawn on by one thing only. */
export const STREAMS = {
  /** The dice both sides see: fire, close combat, the generators, the auxiliary control room. */
  public: "public",
  /** A side's secret draws: its starting marker numbers, fresh numbers for dummies, hiding and sleepers. */
  private: (side: Side) => `private/${side}`,
  /** A soldier's own dice (morale, rallies, a Medic's tries), by piece id. */
  soldier: (piece: number) => `soldier/${piece}`,
  /** The same for a sleeper in a cryo cell, by his place in the scenario's list, for once he is woken. */
  sleeper: (index: number) => `sleeper/${index}`,
  /** A side's bridge or auto-doc. */
  device: (device: "bridge" | "autodoc", side: Side) => `${device}/${side}`,
} as const;

/** Eight 32-bit words (little-endian) of HMAC-SHA256(key = the seed, message = "derelict stream " + label). */
export function streamKey(seed: string, label: string): number[] {
  const mac = createHmac("sha256", Buffer.from(seed, "utf8")).update(`derelict stream ${label}`).digest();
  const words: number[] = [];
  for (let i = 0; i < 8; i++) words.push(mac.readUInt32LE(i * 4));
  return words;
}
