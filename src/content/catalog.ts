// Where bundled content lives, and how a name or a path on the command line finds its file.
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root: two folders up from this file, in src/ and in dist/ alike. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export const MODULES_DIR = join(PACKAGE_ROOT, "maps");
export const SHIPS_DIR = join(PACKAGE_ROOT, "maps", "ships");
export const SCENARIOS_DIR = join(PACKAGE_ROOT, "scenarios");

/** A command-line argument names a file when it looks like a path, else a bundled item. */
export function looksLikePath(ref: string): boolean {
  return ref.includes("/") || ref.includes("\\") || /\.ya?ml$/i.test(ref);
}

export function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()
    .map((f) => join(dir, f));
}

export function bundledModuleFiles(): string[] {
  return yamlFilesIn(MODULES_DIR);
}

/**
 * The file of a module given by number (bundled) or by path (relative to `base`, a folder).
 * `bundled`: the bundled module files when already listed (a ship names many modules).
 */
export function moduleFileFor(
  ref: string | number,
  base = process.cwd(),
  bundled?: readonly string[],
): string | undefined {
  if (typeof ref === "string" && looksLikePath(ref)) return resolve(base, ref);
  const id = String(ref);
  if (!/^\d+$/.test(id)) return undefined;
  return (bundled ?? bundledModuleFiles()).find((f) => basename(f).split("-")[0] === id.padStart(2, "0"));
}

export function bundledShipFiles(): string[] {
  return yamlFilesIn(SHIPS_DIR);
}

export function shipFileFor(ref: string, base = process.cwd()): string | undefined {
  if (looksLikePath(ref)) return resolve(base, ref);
  return bundledShipFiles().find((f) => basename(f).replace(/\.ya?ml$/i, "") === ref);
}

export function bundledScenarioFiles(): string[] {
  return yamlFilesIn(SCENARIOS_DIR);
}

export function scenarioFileFor(ref: string, base = process.cwd()): string | undefined {
  if (looksLikePath(ref)) return resolve(base, ref);
  return bundledScenarioFiles().find((f) => basename(f).replace(/\.ya?ml$/i, "") === ref);
}
