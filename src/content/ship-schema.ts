// The shape of a ship file (maps/ships/*.yaml): which modules go where, before any is loaded.
import { z } from "zod";
import { hexNameSchema, moduleIdSchema } from "./common-schema.js";

const moduleRefSchema = z.union(
  [moduleIdSchema, z.string().min(1, "expected a module number or a path to a module file")],
  {
    error: "expected a module number such as 89, or a path to a module file such as ./my-lab.yaml",
  },
);

const placementSchema = z.strictObject({
  module: moduleRefSchema,
  at: hexNameSchema,
});

export const shipSchema = z.strictObject({
  name: z.string().min(1, "a ship needs a name"),
  summary: z.string().optional(),
  modules: z
    .array(placementSchema, { error: 'expected a list of modules: - { module: 89, at: "0000" }' })
    .min(1, "a ship needs at least one module"),
});

export type ShipFile = z.infer<typeof shipSchema>;
