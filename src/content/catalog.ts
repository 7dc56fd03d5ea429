// Where bundled content and content folders keep their files, and how a name or a path on the
// command line or in a file finds its file. Only the file system is read here: no parser.
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_KINDS, contentFolders, kindFolder, type ContentFolder, type ContentKind } from "./content-folders.js";
import { nearMiss } from "./near-miss.js";

/** The package root: the nearest folder above this file with a package.json (src/, dist/ and the bench's dist-dev/src/ alike). */
export const PACKAGE_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));

function packageRoot(here: string): string {
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, "package.json"))) return dir;
  return resolve(here, "..", "..");
}

export const MODULES_DIR = join(PACKAGE_ROOT, "maps");
export const SHIPS_DIR = join(PACKAGE_ROOT, "maps", "ships");
export const SCENARIOS_DIR = join(PACKAGE_ROOT, "scenarios");
export const ROSTERS_DIR = join(SCENARIOS_DIR, "rosters");
export const FORCES_DIR = join(SCENARIOS_DIR, "forces");

/** The kinds of file found by name (modules go by number: src/content/module-files.ts). */
export type NamedKind = Exclude<ContentKind, "maps">;

const BUNDLED: Readonly<Record<NamedKind, string>> = {
  ships: SHIPS_DIR,
  scenarios: SCENARIOS_DIR,
  rosters: ROSTERS_DIR,
  forces: FORCES_DIR,
};

/** How messages name each kind. */
export const KIND_WORD: Readonly<Record<ContentKind, string>> = {
  maps: "module",
  ships: "ship",
  scenarios: "scenario",
  rosters: "roster",
  forces: "force",
};

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

export const nameOfFile = (file: string): string => basename(file).replace(/\.ya?ml$/i, "");

/** A file's name as typed: bundled files and content files of a name no other file has go by it alone. */
export interface Named {
  readonly name: string;
  readonly file: string;
  /** The content folder it comes from; none for a bundled file. */
  readonly content?: string;
}

/** Every file of a kind: the bundled ones, then each content folder's, with the name each is typed by. */
export function namedFiles(kind: NamedKind): Named[] {
  const bundled = yamlFilesIn(BUNDLED[kind]);
  const taken = new Set(bundled.map(nameOfFile));
  const content = contentFolders().flatMap((folder) =>
    yamlFilesIn(kindFolder(folder, kind)).map((file) => ({ folder, file, plain: nameOfFile(file) })),
  );
  const count = new Map<string, number>();
  for (const c of content) count.set(c.plain, (count.get(c.plain) ?? 0) + 1);
  return [
    ...bundled.map((file) => ({ name: nameOfFile(file), file })),
    ...content.map((c) => ({
      name: taken.has(c.plain) || count.get(c.plain)! > 1 ? `${c.folder.name}/${c.plain}` : c.plain,
      file: c.file,
      content: c.folder.name,
    })),
  ];
}

/** Whether a file is one of the bundled files of a kind (else it is a content folder's, or the user's own). */
export function isBundled(kind: NamedKind, file: string): boolean {
  return dirname(file) === BUNDLED[kind];
}

/** A file found by name or path, a reason it cannot be chosen, or undefined: nothing has that name. */
export type Lookup = { readonly file: string } | { readonly problem: string } | undefined;

/**
 * The file a reference names: a path (relative to `base`), `FOLDER/NAME` for a content folder's
 * file, or a plain name. A plain name is the bundled file's when there is one (a content folder
 * never hides a bundled file), else the one content folder's that has it; two content folders
 * with it must be told apart by their qualified names.
 */
export function lookUp(kind: NamedKind, ref: string, base = process.cwd()): Lookup {
  const word = KIND_WORD[kind];
  const q = qualifiedName(ref);
  if (q) {
    const files = yamlFilesIn(kindFolder(q.folder, kind));
    const file = files.find((f) => nameOfFile(f) === q.name);
    if (file) return { file };
    const has = files.map(nameOfFile);
    return {
      problem: `content folder '${q.folder.name}' (${q.folder.dir}) has no ${word} '${q.name}' (${has.length > 0 ? `it has: ${has.join(", ")}` : `its ${kind}/ folder holds none`})`,
    };
  }
  if (looksLikePath(ref)) return { file: resolve(base, ref) };
  // A name in a content folder's file is its own folder's first: two copies of a pack in use at once
  // (the user's folder and --content) each find their own.
  const pack = packOf(base);
  const mine = pack && yamlFilesIn(kindFolder(pack, kind)).find((f) => nameOfFile(f) === ref);
  if (mine) return { file: mine };
  const bundled = yamlFilesIn(BUNDLED[kind]).find((f) => nameOfFile(f) === ref);
  if (bundled) return { file: bundled };
  const found = contentFolders().flatMap((folder) =>
    yamlFilesIn(kindFolder(folder, kind))
      .filter((f) => nameOfFile(f) === ref)
      .map((file) => ({ folder, file })),
  );
  if (found.length === 1) return { file: found[0]!.file };
  if (found.length > 1) {
    const names = found.map((f) => `${f.folder.name}/${ref}`);
    return { problem: `${word} '${ref}' is in ${found.length} content folders: say which, ${names.join(" or ")}` };
  }
  return undefined;
}

/**
 * The content folder a referring file's folder BASE lies in (BASE is its ships/, scenarios/, ... folder),
 * whether or not it is in use: `validate PACK` resolves a pack's names in the pack. None for the bundled tree.
 */
export function packOf(base: string): ContentFolder | undefined {
  if (!(CONTENT_KINDS as readonly string[]).includes(basename(base))) return undefined;
  const dir = resolve(dirname(base));
  if (dir === PACKAGE_ROOT || dir === SCENARIOS_DIR || dir === MODULES_DIR) return undefined;
  const used = contentFolders().find((f) => resolve(f.dir) === dir);
  return used ?? { dir, name: basename(dir), given: false };
}

/** `FOLDER/NAME` when FOLDER is the name of a content folder in use (and NAME no file name). */
export function qualifiedName(ref: string): { folder: ContentFolder; name: string } | undefined {
  const m = /^([^/\\]+)\/([^/\\]+)$/.exec(ref);
  if (!m || /\.ya?ml$/i.test(ref)) return undefined;
  const folder = contentFolders().find((f) => f.name === m[1]);
  return folder ? { folder, name: m[2]! } : undefined;
}

/** The file of a lookup, or undefined for a problem or nothing found (for callers that word their own). */
const fileOf = (found: Lookup): string | undefined => (found && "file" in found ? found.file : undefined);

export function bundledModuleFiles(): string[] {
  return yamlFilesIn(MODULES_DIR);
}

/**
 * The file of a bundled module given by number, or of a module given by path (relative to `base`,
 * a folder). `bundled`: the bundled module files when already listed (a ship names many modules).
 * Content folders' modules, known by the number inside them, are src/content/module-files.ts's.
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
  return fileOf(lookUp("ships", ref, base));
}

export function bundledScenarioFiles(): string[] {
  return yamlFilesIn(SCENARIOS_DIR);
}

export function scenarioFileFor(ref: string, base = process.cwd()): string | undefined {
  return fileOf(lookUp("scenarios", ref, base));
}

/** What to say when nothing has a name: the names there are (a near miss first), and that a path would do. */
export function noSuch(kind: NamedKind, ref: string): string {
  const word = kind === "rosters" ? "race" : KIND_WORD[kind];
  const names = namedFiles(kind).map((n) => n.name);
  const near = nearMiss(ref, names);
  const hint = near ? `did you mean '${near}'? ` : "";
  const shown = names.length > 40 ? [...names.slice(0, 40), `... (derelict ${kind} list)`] : names;
  return `no ${word} '${ref}': ${hint}expected one of ${shown.join(", ") || "none"}, or a ${KIND_WORD[kind]} file's path`;
}
