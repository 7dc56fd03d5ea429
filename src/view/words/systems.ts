// The words of the ship's systems (src/engine/facts/systems.ts). None converted yet.
import type { SystemsFacts } from "../../engine/facts/systems.js";
import type { Words } from "./markers.js";

export const SYSTEMS_WORDS: Readonly<{ [K in keyof SystemsFacts]: Words<SystemsFacts[K]> }> = {};
