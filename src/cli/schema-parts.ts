// Pieces every output schema of the command line shares: a side, and the format and version that open each message.
import { z } from "zod";

export const sideSchema = z.enum(["blue", "yellow"]);

/** The keys that open every message of an output: its name and its version. */
export function formatHead<F extends string, V extends number>(format: F, version: V, what: string) {
  return {
    format: z.literal(format).describe(`the ${what}'s name`),
    version: z.literal(version).describe(`the ${what}'s version: it goes up when a field changes meaning or goes away`),
  };
}
