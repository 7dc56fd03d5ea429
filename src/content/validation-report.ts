// What `derelict validate` finds in each file, as data: its kind, errors and warnings, each with
// its place. `--json` prints it (docs/schema/validate-output.schema.json is made from the schema here).
import { z } from "zod";
import type { Problem } from "./problem.js";

/** The version of the `--json` output; a change that removes or renames a field raises it. */
export const VALIDATION_VERSION = 1;

export interface FileReport {
  readonly file: string;
  /** module, ship, roster, force, scenario, content manifest; none when it could not be told. */
  readonly kind: string | null;
  /** No errors, and with --strict no warnings either. */
  readonly valid: boolean;
  readonly errors: readonly Problem[];
  readonly warnings: readonly Problem[];
}

const problemSchema = z
  .strictObject({
    file: z.string().describe("the file, as named on the command line or found in a content folder"),
    line: z.number().int().min(1).describe("from 1"),
    col: z.number().int().min(1).describe("from 1, in characters"),
    message: z.string().describe("what is wrong and what was expected, one line"),
  })
  .describe("a place in a file and what is wrong there");

export const validationSchema = z.strictObject({
  version: z.literal(VALIDATION_VERSION).describe("the version of this output"),
  strict: z.boolean().describe("whether --strict was given: warnings then make a file invalid"),
  valid: z.boolean().describe("every file is valid; the exit code is 0 exactly then"),
  files: z
    .array(
      z.strictObject({
        file: z.string().describe("the file (a file of a content folder given as a folder: each of its files)"),
        kind: z
          .enum(["module", "ship", "roster", "force", "scenario", "content manifest"])
          .nullable()
          .describe("what the file is, told from its top-level keys; null when it cannot be told"),
        valid: z.boolean().describe("no errors, and with --strict no warnings"),
        errors: z.array(problemSchema).describe("what makes the file unusable"),
        warnings: z.array(problemSchema).describe("what loads but is likely a mistake"),
      }),
    )
    .describe("one entry per file, in the order checked"),
});

export type Validation = z.infer<typeof validationSchema>;
