// A content folder's optional manifest (content.yaml): what the folder is, for its users; checked
// by `derelict validate`. Files are found by the folder's name, not by the manifest's.
import { z } from "zod";
import { failed, loaded, type Loaded } from "./problem.js";
import { readTextFile } from "./text-source.js";
import { checkSchema } from "./schema-check.js";
import { parseYaml } from "./yaml-document.js";

const text = (what: string) =>
  z
    .string({
      error: (issue) =>
        typeof issue.input === "number"
          ? `expected text: quote it, "${String(issue.input)}" (unquoted, YAML reads a number)`
          : `expected text: ${what}`,
    })
    .min(1, `expected text: ${what}`)
    .describe(what);

export const manifestSchema = z.strictObject({
  name: text("what the content is called, e.g. Space hulks"),
  version: text('its version, in quotes, e.g. "1.2"').optional(),
  author: text("who made it").optional(),
  description: text("a line or two on what it holds").optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function loadManifestFile(file: string): Loaded<Manifest> {
  const read = readTextFile(file);
  if (!read.ok) return read;
  const parsed = parseYaml(file, read.value);
  if (!parsed.ok) return failed(parsed.problems);
  const checked = checkSchema(parsed.value, manifestSchema);
  return checked.ok ? loaded(checked.value) : checked;
}
