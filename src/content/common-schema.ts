// Schema pieces shared by every YAML format: hex names, ids, levels.
import { z } from "zod";
import { LEVELS } from "../map/terrain.js";

export const hexNameSchema = z
  .string({
    error: (issue) =>
      typeof issue.input === "number"
        ? `hex names must be quoted: write "${String(issue.input).padStart(4, "0")}" (an unquoted number loses its leading zeros)`
        : 'expected a hex name in quotes, e.g. "0600"',
  })
  .regex(/^\d{4}$/, 'a hex name is four digits, column then row, e.g. "0600"')
  .describe('a hex name: column then row, two digits each, in quotes, e.g. "0600"');

export const levelSchema = z
  .enum(LEVELS, { error: `expected a level: ${LEVELS.join(", ")}` })
  .describe("a deck level: main, floor (a sunken floor), belowdecks (cramped passages) or upper (rooms above)");

export const moduleIdSchema = z
  .number({ error: "expected a module number such as 89" })
  .int("a module number is a whole number")
  .min(1, "a module number is at least 1")
  .max(9999, "a module number is at most 9999")
  .describe("a module number: 89-99 are the bundled modules, your own may be any other from 1 to 9999");
