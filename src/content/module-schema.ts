// The shape of a module file (maps/*.yaml): what the YAML must hold before the art is read.
import { z } from "zod";
import { CARGO, TERRAIN } from "../map/terrain.js";
import { hexNameSchema, levelSchema, moduleIdSchema } from "./common-schema.js";

const meaningNames = [...Object.keys(TERRAIN), ...Object.keys(CARGO)] as [string, ...string[]];

const areaSchema = z
  .strictObject({
    level: levelSchema.optional().describe("the level the area is on (default: main)"),
    hexes: z.array(hexNameSchema).min(1).optional().describe('the hexes of the area, e.g. ["0605"]'),
    from: hexNameSchema.optional().describe("one corner of a rectangle of hexes (with 'to')"),
    to: hexNameSchema.optional().describe("the opposite corner of the rectangle (with 'from')"),
    note: z.string().optional().describe("what the area is, for players and scenario writers"),
  })
  .describe("a named hex or area the rules or scenarios refer to: give 'hexes', or 'from' and 'to'");

export const moduleSchema = z.strictObject({
  id: moduleIdSchema,
  name: z.string().min(1, "a module needs a name").describe("the module's name, e.g. Bridge"),
  summary: z.string().optional().describe("one line for `derelict maps list`"),
  legend: z
    .record(
      z.string().length(1, "a legend glyph is one character"),
      z.enum(meaningNames, { error: `expected a kind of hex or cargo: ${meaningNames.join(", ")}` }),
    )
    .optional()
    .describe("extra glyphs of your own for the art: glyph -> kind of hex or cargo"),
  levels: z
    .partialRecord(
      levelSchema,
      z
        .string({ error: "expected the level drawn as a block of text (use |)" })
        .describe("the level drawn as ASCII art in a block (|): hexes in rows, a space between"),
    )
    .refine((levels) => "main" in levels, "every module has a main level")
    // The refinement does not reach JSON Schema; `required` says the same to an editor.
    .meta({
      description: "the levels of the module, each drawn as ASCII art; every module has a main level",
      required: ["main"],
    }),
  areas: z
    .record(z.string().regex(/^[a-z][a-z0-9-]*$/, "area names are lower-case words joined by -"), areaSchema)
    .optional()
    .describe("named hexes and areas, by name (lower-case words joined by -)"),
  pieces: z.record(z.string(), z.string()).optional().describe("spare drawn pieces by name, e.g. airlock: A"),
});

export type ModuleFile = z.infer<typeof moduleSchema>;
