// JSON Schemas of the YAML formats, built from their zod schemas, so editors check and complete the files.
import { join } from "node:path";
import { z } from "zod";
import { PACKAGE_ROOT } from "./catalog.js";
import { manifestSchema } from "./content-manifest.js";
import { forceSchema } from "./force-schema.js";
import { moduleSchema } from "./module-schema.js";
import { rosterSchema } from "./roster-schema.js";
import { shipSchema } from "./ship-schema.js";
import { scenarioSchema } from "./scenario-schema.js";
import { validationSchema } from "./validation-report.js";

export const SCHEMA_DIR = join(PACKAGE_ROOT, "docs", "schema");

export interface Format {
  /** The file written to docs/schema. */
  readonly file: string;
  readonly schema: z.ZodType;
  readonly title: string;
  readonly description: string;
}

export const FORMATS: readonly Format[] = [
  {
    file: "module.schema.json",
    schema: moduleSchema,
    title: "Derelict module",
    description:
      "One map sheet of a spaceship (maps/NN-name.yaml): its levels drawn as ASCII art, named areas. See docs/FORMATS.md.",
  },
  {
    file: "ship.schema.json",
    schema: shipSchema,
    title: "Derelict ship",
    description:
      "A ship (maps/ships/NAME.yaml): modules placed by number or file path, each at a ship hex. See docs/FORMATS.md.",
  },
  {
    file: "roster.schema.json",
    schema: rosterSchema,
    title: "Derelict roster",
    description:
      "A race's soldier types (scenarios/rosters/RACE.yaml): fighting numbers, points, kind and open-field abilities. See docs/FORMATS.md.",
  },
  {
    file: "force.schema.json",
    schema: forceSchema,
    title: "Derelict force",
    description:
      "A boarding party (scenarios/forces/NAME.yaml): level-1 formations of four-soldier fire teams and the specialists added to them. See docs/FORMATS.md.",
  },
  {
    file: "scenario.schema.json",
    schema: scenarioSchema,
    title: "Derelict scenario",
    description:
      "A scenario (scenarios/NAME.yaml): the ship, both sides' soldiers and starts, the turn limit, rules, named containers and each side's objectives. See docs/FORMATS.md.",
  },
  {
    file: "content.schema.json",
    schema: manifestSchema,
    title: "Derelict content folder manifest",
    description:
      "The optional manifest of a content folder (content.yaml): its name, version, author and description. See docs/FORMATS.md, Content folders.",
  },
  {
    file: "validate-output.schema.json",
    schema: validationSchema,
    title: "Derelict validate --json output",
    description:
      "What `derelict validate --json` prints: each file's kind, errors and warnings, each at FILE:LINE:COL. See docs/FORMATS.md, Warnings.",
  },
];

/**
 * The JSON Schema of a format, in draft 7: the draft editors' YAML support (yaml-language-server)
 * understands fully. It describes what a file may hold; the loader's own checks (the art, areas
 * naming real hexes) go further.
 */
export function jsonSchema(format: Format): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(format.schema, {
    target: "draft-07",
    io: "input",
    unrepresentable: "any",
  });
  return { $schema, title: format.title, description: format.description, ...rest };
}

/** Each schema file's name and text, exactly as `npm run schemas` writes it (the game logs': src/cli/game-log-schema.ts). */
export function jsonSchemaFiles(formats: readonly Format[] = FORMATS): { file: string; text: string }[] {
  return formats.map((f) => ({ file: f.file, text: `${JSON.stringify(jsonSchema(f), null, 2)}\n` }));
}
