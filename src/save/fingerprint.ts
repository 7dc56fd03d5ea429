// A fingerprint of a game's setup: tells when the ship, rosters or scenario a save was built from have changed.
import { createHash } from "node:crypto";
import type { Setup } from "../engine/setup.js";

/**
 * sha256 of the setup as JSON, without the seed and without file paths (a moved install is the same game),
 * and without the visibility, which the save keeps beside it (a save from before it existed played fog).
 */
export function setupFingerprint(setup: Setup): string {
  const { seed: _seed, visibility: _visibility, ...rest } = setup;
  const text = JSON.stringify(rest, (key, value: unknown) => {
    if (key === "file") return undefined;
    if (value instanceof Map) return [...value.entries()];
    if (value instanceof Set) return [...value.values()];
    return value;
  });
  return createHash("sha256").update(text).digest("hex");
}
