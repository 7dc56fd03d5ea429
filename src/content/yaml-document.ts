// YAML parsing that keeps positions, so every problem can name its line and column.
import { isNode, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { failed, loaded, type Loaded, type Problem } from "./problem.js";

export interface YamlFile {
  readonly file: string;
  readonly text: string;
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
}

export function parseYaml(file: string, text: string): Loaded<YamlFile> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, strict: true });
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const pos = lines.linePos(error.pos[0]);
    problems.push({ file, line: pos.line, col: pos.col, message: yamlMessage(error.code, error.message) });
  }
  if (problems.length > 0) return failed(problems.slice(0, 1));
  if (doc.contents === null) return failed([{ file, line: 1, col: 1, message: "the file is empty, expected a YAML mapping" }]);
  return loaded({ file, text, doc, lines });
}

/** The line and column of the value at a path, or of the nearest enclosing value that exists. */
export function locate(y: YamlFile, path: readonly PropertyKey[]): Pick<Problem, "line" | "col"> {
  for (let n = path.length; n >= 0; n--) {
    const node = y.doc.getIn(path.slice(0, n) as unknown[], true);
    if (isNode(node) && node.range) return y.lines.linePos(node.range[0]);
    if (n > 0) {
      // A key that is itself the problem (an unknown key) has a position of its own.
      const parent = y.doc.getIn(path.slice(0, n - 1) as unknown[], true);
      const key = path[n - 1];
      if (isMapNode(parent)) {
        const pair = parent.items.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === key);
        if (pair && isNode(pair.key) && pair.key.range) return y.lines.linePos(pair.key.range[0]);
      }
    }
  }
  return { line: 1, col: 1 };
}

export function problemAt(y: YamlFile, path: readonly PropertyKey[], message: string): Problem {
  return { file: y.file, ...locate(y, path), message };
}

/** Checks the document against a schema; each problem points at the value it is about. */
export function checkSchema<T>(y: YamlFile, schema: z.ZodType<T>): Loaded<T> {
  const result = schema.safeParse(y.doc.toJS({ maxAliasCount: 100 }));
  if (result.success) return loaded(result.data);
  const problems = result.error.issues.map((issue) => {
    const path = issue.path;
    const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
    const at = unknownKey === undefined ? path : [...path, unknownKey];
    return problemAt(y, at, schemaMessage(issue, unknownKey));
  });
  return failed(problems);
}

function schemaMessage(issue: z.core.$ZodIssue, unknownKey: string | undefined): string {
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  if (unknownKey !== undefined) return `${where}unknown key '${unknownKey}'`;
  return `${where}${issue.message}`;
}

function yamlMessage(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  if (code === "TAB_AS_INDENT") return "tab used for indentation, expected spaces";
  if (code === "DUPLICATE_KEY") return "duplicate key: each key may appear once";
  return `YAML syntax: ${first}`;
}

function isMapNode(node: unknown): node is { items: { key: unknown }[] } {
  return typeof node === "object" && node !== null && Array.isArray((node as { items?: unknown }).items);
}
