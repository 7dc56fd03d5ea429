// Pieces every output schema of the command line shares: a side, a hex, a marker, and the format and version
// that open each message.
import { z } from "zod";

export const sideSchema = z.enum(["blue", "yellow"]);

export const hexSchema = z.string().describe('a hex as the map names it: "89:1006", "90:0305@floor"');

/** A marker as an audience knows it (src/engine/events.ts, MarkerRef). */
export const markerRefSchema = z
  .strictObject({
    side: sideSchema,
    number: z.number().int().min(1).optional().describe("its marker number, when the audience knows it by number"),
    label: z
      .string()
      .optional()
      .describe("its stable label (a soldier's name, a dummy's d1, d2...): told to its owner and the referee only"),
    type: z.string().optional().describe("its soldier type, once the audience has been shown it"),
    dummy: z.literal(true).optional().describe("a dummy: told to its owner and the referee only"),
  })
  .describe("a marker as the audience knows it");

/** The keys that open every message of an output: its name and its version. */
export function formatHead<F extends string, V extends number>(format: F, version: V, what: string) {
  return {
    format: z.literal(format).describe(`the ${what}'s name`),
    version: z.literal(version).describe(`the ${what}'s version: it goes up when a field changes meaning or goes away`),
  };
}
