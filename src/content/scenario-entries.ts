// The start menu's list of scenarios: each file's name, summary and intro mark, read from its
// header alone (the top-level keys `name`, `summary`, `intro`). The bundled ones come from the
// index the build writes (src/content/scenario-index.ts), so the menu draws without the YAML
// parser; a file changed since, and every content folder's, is read by the parser, loaded then.
// A file that cannot be read still gets an entry (its file name): one broken file hides no other.
import { namedFiles, nameOfFile } from "./catalog.js";
import { readScenarioIndex, type IndexEntry } from "./scenario-index.js";
import { formatProblem } from "./problem.js";
import { unprintable } from "./printable.js";
import { positionOfIndex, readTextFile } from "./text-source.js";

export interface ScenarioEntry {
  readonly file: string;
  readonly name: string;
  readonly summary: string;
  /** Marked `intro: true`: the one a newcomer should play first. */
  readonly intro: boolean;
  /** The content folder it comes from (src/content/content-folders.ts); none for a bundled one. */
  readonly content?: string;
  /** Why the file cannot be offered (it cannot be read, or its name or summary is no plain text), in one line, FILE:LINE:COL: what is wrong. */
  readonly problem?: string;
}

const HEADER_KEYS = new Set(["name", "summary", "intro"]);

/** The menu's scenarios: the bundled ones, the introduction first, then the content folders'. */
export async function menuScenarios(
  index: ReadonlyMap<string, IndexEntry> = readScenarioIndex(),
): Promise<ScenarioEntry[]> {
  const all = namedFiles("scenarios");
  const bundled = await scenarioEntries(
    all.filter((n) => n.content === undefined).map((n) => n.file),
    index,
  );
  const content = await Promise.all(
    all.flatMap((n) => (n.content === undefined ? [] : [scenarioEntry(n.file, index, n.content)])),
  );
  return [...bundled, ...content];
}

/** The entries of scenario files, the introduction first. */
export async function scenarioEntries(
  files: readonly string[],
  index: ReadonlyMap<string, IndexEntry> = readScenarioIndex(),
): Promise<ScenarioEntry[]> {
  const entries = await Promise.all(files.map((f) => scenarioEntry(f, index)));
  return [...entries.filter((e) => e.intro), ...entries.filter((e) => !e.intro)];
}

export async function scenarioEntry(
  file: string,
  index: ReadonlyMap<string, IndexEntry> = new Map(),
  content?: string,
): Promise<ScenarioEntry> {
  const from = content === undefined ? {} : { content };
  const broken = (problem: string): ScenarioEntry => ({
    file,
    name: nameOfFile(file),
    summary: "(this file cannot be read)",
    intro: false,
    problem,
    ...from,
  });
  // The one guarded reader (a pipe or a device in a content folder is refused, never waited on).
  const read = readTextFile(file);
  if (!read.ok) return broken(formatProblem(read.problems[0]!));
  const text = read.value;
  const known = index.get(file);
  if (known && known.header === headerOf(text))
    return { file, name: known.name, summary: known.summary, intro: known.intro, ...from };
  let data: unknown;
  try {
    data = (await import("yaml")).parse(text);
  } catch {
    return broken(
      formatProblem({ file, line: 1, col: 1, message: "not YAML that reads (derelict validate says where)" }),
    );
  }
  const get = (key: string): unknown =>
    data !== null && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  const name = get("name");
  const summary = get("summary");
  // The same printable check as every content read: a name or summary reaches other players' screens.
  for (const [key, value] of [
    ["name", name],
    ["summary", summary],
  ] as const) {
    const bad = typeof value === "string" ? unprintable(value) : undefined;
    if (bad === undefined) continue;
    const at = positionOfIndex(text, Math.max(0, text.search(new RegExp(`^${key}:`, "m"))));
    return broken(formatProblem({ file, ...at, message: `${key}: ${bad}` }));
  }
  return {
    file,
    name: typeof name === "string" ? name : nameOfFile(file),
    summary: typeof summary === "string" ? summary : "",
    intro: get("intro") === true,
    ...from,
  };
}

/**
 * The header keys' own lines: each top-level `key:` line whose key is a header key, with the
 * indented, blank and comment lines under it. Everything else (forces, objectives) is left out.
 */
export function headerOf(text: string): string {
  const kept: string[] = [];
  let keep = false;
  for (const line of text.split("\n")) {
    const top = /^([A-Za-z_][\w-]*):/.exec(line);
    if (top) keep = HEADER_KEYS.has(top[1]!);
    else if (line !== "" && !/^[ #]/.test(line)) keep = false;
    if (keep) kept.push(line);
  }
  while (kept.at(-1) === "") kept.pop();
  return `${kept.join("\n")}\n`;
}
