// Checking a parsed file against its format's schema: each problem in plain words, at the value
// (or the key) it is about, with the keys a mapping allows when one is unknown.
import { z } from "zod";
import { nearMiss } from "./near-miss.js";
import { failed, loaded, oneLine, type Loaded, type Problem } from "./problem.js";
import { keyNode, locate, problemAt, type YamlFile } from "./yaml-document.js";

/** Checks the document against a schema; each problem points at the value it is about. */
export function checkSchema<T>(y: YamlFile, schema: z.ZodType<T>): Loaded<T> {
  const data = y.data;
  const result = schema.safeParse(data);
  if (result.success) return loaded(result.data);
  // A required key typed with a slip ('turn' for 'turns') is one mistake: named at the typo, as an
  // unknown key with its hint, not again as a missing key at the mapping above it.
  const slips = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const known = keysAt(schema, issue.path) ?? [];
    for (const k of issue.keys) {
      const near = nearMiss(k, known);
      if (near !== undefined) slips.add(JSON.stringify([...issue.path.map(String), near]));
    }
  }
  const issues = result.error.issues.filter(
    (issue) =>
      issue.code === "unrecognized_keys" ||
      valueAt(data, issue.path) !== undefined ||
      !slips.has(JSON.stringify(issue.path.map(String))),
  );
  const wrongKind = otherKind(y, issues);
  if (wrongKind) return failed([wrongKind]);
  const problems = issues.flatMap((issue): Problem[] => {
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    if (issue.code === "unrecognized_keys") {
      const known = keysAt(schema, issue.path);
      const expected = known ? `; expected ${known.map((k) => `'${k}'`).join(", ")}` : "";
      return issue.keys.map((k) => {
        const near = known ? nearMiss(k, known) : undefined;
        return {
          file: y.file,
          ...(keyNode(y, [...issue.path, k]) ?? locate(y, issue.path)),
          message: oneLine(`${where}unknown key '${k}'${near ? ` (did you mean '${near}'?)` : ""}${expected}`),
        };
      });
    }
    if (issue.code === "invalid_key") {
      // The key itself is wrong (an unknown level, a two-letter glyph): point at it, say what a key must be.
      const parent = issue.path.slice(0, -1);
      const key = String(issue.path.at(-1));
      const inner = issue.issues[0]?.message ?? "not allowed here";
      const at = keyNode(y, issue.path) ?? locate(y, issue.path);
      return [
        {
          file: y.file,
          ...at,
          message: oneLine(`${parent.length > 0 ? `${parent.join(".")}: ` : ""}key '${key}': ${inner}`),
        },
      ];
    }
    const value = valueAt(data, issue.path);
    const last = issue.path.at(-1);
    if (issue.code === "invalid_type" && value === undefined && last !== undefined && typeof last !== "symbol") {
      const parent = issue.path.slice(0, -1);
      const message = schemaMessage(issue, value).replace(/, found nothing$/, "");
      return [
        problemAt(
          y,
          parent,
          `${parent.length > 0 ? `${parent.join(".")}: ` : ""}missing key '${String(last)}': ${message}`,
        ),
      ];
    }
    return [problemAt(y, issue.path, `${where}${schemaMessage(issue, value)}`)];
  });
  return failed(problems);
}

/** The key only each kind of file has at its top level (docs/FORMATS.md, "Which kind of file"). */
const KIND_KEYS: Readonly<Record<string, string>> = {
  levels: "module",
  modules: "ship",
  types: "roster",
  formations: "force",
  sides: "scenario",
};

/**
 * A file of another kind where one kind was expected (a module named as a scenario's ship): said
 * once, at the key that tells its kind, instead of every key the expected kind misses.
 */
function otherKind(y: YamlFile, issues: readonly z.core.$ZodIssue[]): Problem | undefined {
  const data = y.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const missing = issues.find(
    (i) => i.path.length === 1 && KIND_KEYS[String(i.path[0])] && valueAt(data, i.path) === undefined,
  );
  if (!missing) return undefined;
  const wanted = String(missing.path[0]);
  const has = Object.keys(data).find((k) => KIND_KEYS[k] !== undefined && k !== wanted);
  if (has === undefined) return undefined;
  return {
    file: y.file,
    ...(keyNode(y, [has]) ?? { line: 1, col: 1 }),
    message: `this is a ${KIND_KEYS[has]} file (it has '${has}:'), expected a ${KIND_KEYS[wanted]} (with '${wanted}:')`,
  };
}

function schemaMessage(issue: z.core.$ZodIssue, value: unknown): string {
  // zod's own wording ("Invalid input: expected string, received number", "Too small: expected
  // number to be >=1") is for programmers; a schema's own message is kept as it is.
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input")) {
    return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, found ${describe(value)}`;
  }
  if (issue.code === "invalid_value" && issue.message.startsWith("Invalid option") && issue.values.length > 0) {
    const words = issue.values.map(String);
    const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
    return `expected ${list}, found ${describe(value)}`;
  }
  if ((issue.code === "too_small" || issue.code === "too_big") && /^Too (small|big):/.test(issue.message)) {
    const small = issue.code === "too_small";
    const limit = Number(small ? issue.minimum : issue.maximum);
    const bound = issue.inclusive ? (small ? "at least" : "at most") : small ? "more than" : "less than";
    const unit = SIZE_UNITS[issue.origin];
    const what = unit
      ? `${unit[0]} of ${bound} ${limit} ${limit === 1 ? unit[1] : `${unit[1]}s`}`
      : `${bound} ${limit}`;
    return `expected ${what}, found ${describe(value)}`;
  }
  return issue.message;
}

/** What a size limit counts, by the kind of value: a text's characters, a list's items. */
const SIZE_UNITS: Record<string, readonly [string, string]> = {
  string: ["text", "character"],
  array: ["a list", "item"],
  set: ["a list", "item"],
};

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "a mapping of keys and values (key: value lines)",
  record: "a mapping of keys and values (key: value lines)",
  array: "a list (- item lines)",
};

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "nothing (an empty value)";
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string")
    return `the text ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}...` : value)}`;
  return `${typeof value === "number" ? "the number" : ""} ${String(value)}`.trim();
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const step of path)
    v = typeof v === "object" && v !== null ? (v as Record<PropertyKey, unknown>)[step] : undefined;
  return v;
}

/** The keys an object schema allows at a path, to name them when a key is unknown. */
function keysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] | undefined {
  let s: z.core.$ZodType | undefined = schema;
  for (const step of [...path, undefined]) {
    while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      s = s.unwrap() as z.core.$ZodType;
    if (step === undefined) return s instanceof z.ZodObject ? Object.keys(s.shape) : undefined;
    if (s instanceof z.ZodObject) s = (s.shape as Record<string, z.core.$ZodType>)[String(step)];
    else if (s instanceof z.ZodArray) s = s.element as z.core.$ZodType;
    else if (s instanceof z.ZodRecord) s = s.valueType as z.core.$ZodType;
    else return undefined;
  }
  return undefined;
}
