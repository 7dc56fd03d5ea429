// The bundled scenarios' headers (name, summary, intro), written at build time next to the compiled
// code (npm run build: src/content/write-indexes.ts), so the start menu lists them without
// loading the YAML parser. Each entry keeps the header's text: a file changed since the build no
// longer matches it and is read at run time, as content folders' scenarios always are.
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PACKAGE_ROOT } from "./catalog.js";

export interface IndexEntry {
  /** The scenario file, relative to the package root, with / between folders. */
  readonly file: string;
  /** The header's lines as headerOf (src/content/scenario-entries.ts) takes them from the file. */
  readonly header: string;
  readonly name: string;
  readonly summary: string;
  readonly intro: boolean;
}

export interface ScenarioIndex {
  readonly version: 1;
  readonly entries: readonly IndexEntry[];
}

/** Where the build writes the index: beside this module's compiled code (dist/content/). */
export const INDEX_FILE = fileURLToPath(new URL("./scenario-index.json", import.meta.url));

/** The index's entries by absolute file path; none when there is no index (a run from src/) or it is unreadable. */
export function readScenarioIndex(file = INDEX_FILE): ReadonlyMap<string, IndexEntry> {
  try {
    const index = JSON.parse(readFileSync(file, "utf8")) as ScenarioIndex;
    if (index.version !== 1 || !Array.isArray(index.entries)) return new Map();
    return new Map(index.entries.map((e) => [resolve(PACKAGE_ROOT, ...e.file.split("/")), e]));
  } catch {
    return new Map();
  }
}

/**
 * The index of some scenario files: each file's header, and its values as `parse` (the YAML
 * parser) reads them from the whole file. A file whose header alone reads otherwise (an alias to
 * an anchor further down) or that does not parse is left out: it is read at run time.
 */
export function buildScenarioIndex(
  files: readonly string[],
  headerOf: (text: string) => string,
  parse: (text: string) => unknown,
): ScenarioIndex {
  const entries: IndexEntry[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(/\r\n?/g, "\n");
    const header = headerOf(text);
    let whole: HeaderValues | undefined;
    let alone: HeaderValues | undefined;
    try {
      whole = headerValues(parse(text));
      alone = headerValues(parse(header));
    } catch {
      continue;
    }
    if (!whole || JSON.stringify(whole) !== JSON.stringify(alone)) continue;
    entries.push({ file: relative(PACKAGE_ROOT, file).split(sep).join("/"), header, ...whole });
  }
  return { version: 1, entries };
}

type HeaderValues = Pick<IndexEntry, "name" | "summary" | "intro">;

/** The header keys' values as the menu shows them; undefined for a file with no name. */
function headerValues(data: unknown): HeaderValues | undefined {
  const d = (data !== null && typeof data === "object" ? data : {}) as Record<string, unknown>;
  if (typeof d.name !== "string") return undefined;
  return { name: d.name, summary: typeof d.summary === "string" ? d.summary : "", intro: d.intro === true };
}
