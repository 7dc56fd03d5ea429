// The start menu's list of scenarios: each file's name, summary and intro mark, read from its
// header alone (the top-level keys `name`, `summary`, `intro`), so the menu draws without
// loading the whole file or the full YAML parser. A header outside the plain subset of
// src/content/yaml-plain.ts is read by the full parser; a file that cannot be read still gets
// an entry (its file name), so one broken file does not hide the rest.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { bundledScenarioFiles } from "./catalog.js";
import { readPlainYaml } from "./yaml-plain.js";

export interface ScenarioEntry {
  readonly file: string;
  readonly name: string;
  readonly summary: string;
  /** Marked `intro: true`: the one a newcomer should play first. */
  readonly intro: boolean;
}

const HEADER_KEYS = new Set(["name", "summary", "intro"]);

/** The entries of scenario files (the bundled ones when none are given), the introduction first. */
export async function scenarioEntries(files: readonly string[] = bundledScenarioFiles()): Promise<ScenarioEntry[]> {
  const entries = await Promise.all(files.map(scenarioEntry));
  return [...entries.filter((e) => e.intro), ...entries.filter((e) => !e.intro)];
}

export async function scenarioEntry(file: string): Promise<ScenarioEntry> {
  const fallback = basename(file).replace(/\.ya?ml$/i, "");
  try {
    const text = readFileSync(file, "utf8");
    const data = readPlainYaml(headerOf(text))?.value ?? (await import("yaml")).parse(text);
    const get = (key: string): unknown =>
      data !== null && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
    const name = get("name");
    const summary = get("summary");
    return {
      file,
      name: typeof name === "string" ? name : fallback,
      summary: typeof summary === "string" ? summary : "",
      intro: get("intro") === true,
    };
  } catch {
    return { file, name: fallback, summary: "(this file cannot be read)", intro: false };
  }
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
