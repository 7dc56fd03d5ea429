// The shape of a module file (maps/*.yaml): what the YAML must hold before the art is read.
import { z } from "zod";
import { CARGO, TERRAIN } from "../map/terrain.js";
import { hexNameSchema, levelSchema, moduleIdSchema } from "./common-schema.js";

const meaningNames = [...Object.keys(TERRAIN), ...Object.keys(CARGO)] as [string, ...string[]];

const areaSchema = z.strictObject({
  level: levelSchema.optional(),
  hexes: z.array(hexNameSchema).min(1).optional(),
  from: hexNameSchema.optional(),
  to: hexNameSchema.optional(),
  note: z.string().optional(),
});

export const moduleSchema = z.strictObject({
  id: moduleIdSchema,
  name: z.string().min(1, "a module needs a name"),
  summary: z.string().optional(),
  legend: z
    .record(
      z.string().length(1, "a legend glyph is one character"),
      z.enum(meaningNames, { error: `expected a kind of hex or cargo: ${meaningNames.join(", ")}` }),
    )
    .optional(),
  levels: z
    .partialRecord(levelSchema, z.string({ error: "expected the level drawn as a block of text (use |)" }))
    .refine((levels) => "main" in levels, "every module has a main level"),
  areas: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, "area names are lower-case words joined by -"), areaSchema).optional(),
  pieces: z.record(z.string(), z.string()).optional(),
});

export type ModuleFile = z.infer<typeof moduleSchema>;
