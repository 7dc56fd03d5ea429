// Content folders: the user's own modules, ships, scenarios, rosters and forces, in folders laid
// out like the bundled tree (`--content DIR`, and $XDG_DATA_HOME/derelict/content/), found by name
// like the bundled files (src/content/catalog.ts). Only the file system is read here: no parser.
import { realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename, isAbsolute, join, resolve } from "node:path";

/** The sub-folders of a content folder, one per kind of file (docs/FORMATS.md, Content folders). */
export const CONTENT_KINDS = ["maps", "ships", "scenarios", "rosters", "forces"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The optional manifest at the top of a content folder: name, version, author, description. */
export const MANIFEST_FILE = "content.yaml";

export interface ContentFolder {
  /** Absolute, as given (links not followed). */
  readonly dir: string;
  /** What its qualified names start with: the folder's own name (`my-pack/boarding`). */
  readonly name: string;
  /** Named by --content; otherwise it is the user's default folder. */
  readonly given: boolean;
}

let given: readonly string[] = [];

/** The folders --content names, for every look-up from now on (the command line sets them once, first). */
export function useContentFolders(dirs: readonly string[]): void {
  given = dirs.map((d) => resolve(d));
}

/** The folders --content named (absolute). */
export function givenContentFolders(): readonly string[] {
  return given;
}

/** $XDG_DATA_HOME/derelict/content (by default ~/.local/share/derelict/content), as the saves' folder is found. */
export function defaultContentFolder(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  // The XDG spec says to ignore a relative value.
  const data = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".local", "share");
  return join(data, "derelict", "content");
}

/** Why a folder given with --content cannot be used, or undefined when it can. */
export function contentFolderProblem(dir: string): string | undefined {
  try {
    if (!statSync(dir).isDirectory()) return `${dir}: not a folder: --content takes a content folder`;
  } catch {
    return `${dir}: no such folder: --content takes a content folder`;
  }
  return undefined;
}

/**
 * The content folders in use: those given with --content, in order, then the default one if it
 * exists; each once (by its real path). Two folders of the same name cannot both be used: the
 * qualified names would clash. The second is left out and named in `clashes`.
 */
export function contentFolders(env: NodeJS.ProcessEnv = process.env): ContentFolder[] {
  return listFolders(env).folders;
}

export function contentFolderClashes(env: NodeJS.ProcessEnv = process.env): string[] {
  return listFolders(env).clashes;
}

function listFolders(env: NodeJS.ProcessEnv): { folders: ContentFolder[]; clashes: string[] } {
  const fallback = defaultContentFolder(env);
  const candidates = [
    ...given.map((dir) => ({ dir, given: true })),
    ...(isFolder(fallback) ? [{ dir: fallback, given: false }] : []),
  ];
  const folders: ContentFolder[] = [];
  const clashes: string[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const real = realPath(c.dir);
    if (seen.has(real)) continue;
    seen.add(real);
    const name = basename(c.dir);
    const other = folders.find((f) => f.name === name);
    if (other) {
      clashes.push(
        `content folders ${other.dir} and ${c.dir} have the same name '${name}': rename one (their files are named ${name}/...); ${c.dir} is left out`,
      );
      continue;
    }
    folders.push({ dir: c.dir, name, given: c.given });
  }
  return { folders, clashes };
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function realPath(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/** The folder of one kind of file in a content folder. */
export function kindFolder(folder: ContentFolder, kind: ContentKind): string {
  return join(folder.dir, kind);
}
