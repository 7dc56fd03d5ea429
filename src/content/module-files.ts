// Modules by number: bundled sheets are known by their file names (89-bridge.yaml), a content
// folder's by the `id:` inside each file, so those are read (with the one YAML parser) when asked.
import { basename, dirname, resolve } from "node:path";
import {
  bundledModuleFiles,
  looksLikePath,
  moduleFileFor,
  MODULES_DIR,
  packOf,
  qualifiedName,
  yamlFilesIn,
  type Lookup,
} from "./catalog.js";
import { contentFolders, kindFolder, type ContentFolder } from "./content-folders.js";
import { readTextFile } from "./text-source.js";
import { parseYaml } from "./yaml-document.js";

export interface ContentModule {
  readonly folder: ContentFolder;
  readonly file: string;
  /** The number its file gives; undefined when the file cannot be read (loading it says why). */
  readonly id: number | undefined;
}

/** Every module file of the content folders in use, with its number. */
export function contentModules(folders: readonly ContentFolder[] = contentFolders()): ContentModule[] {
  return folders.flatMap((folder) =>
    yamlFilesIn(kindFolder(folder, "maps")).map((file) => ({ folder, file, id: moduleIdIn(file) })),
  );
}

function moduleIdIn(file: string): number | undefined {
  const text = readTextFile(file);
  const yaml = text.ok ? parseYaml(file, text.value) : undefined;
  const data = yaml?.ok ? (yaml.value.data as { id?: unknown } | null) : undefined;
  return typeof data?.id === "number" ? data.id : undefined;
}

/**
 * The module a reference names: a path (relative to `base`), a bundled number, `FOLDER/NUMBER` for
 * a content folder's, or a number only content folders have (one of them: two must be told apart).
 * `bundled` and `content`: the lists, when a ship names many modules.
 */
export function moduleLookup(
  ref: string | number,
  base = process.cwd(),
  bundled: readonly string[] = bundledModuleFiles(),
  content?: () => readonly ContentModule[],
): Lookup {
  const text = String(ref);
  const q = typeof ref === "string" ? qualifiedName(ref) : undefined;
  if (q) {
    const own = contentModules([q.folder]);
    const found = own.find((m) => String(m.id) === q.name);
    if (found) return { file: found.file };
    const ids = own.flatMap((m) => (m.id === undefined ? [] : [m.id]));
    return {
      problem: `content folder '${q.folder.name}' has no module ${q.name} (${ids.length > 0 ? `it has: ${ids.join(", ")}` : "its maps/ folder holds none"})`,
    };
  }
  if (typeof ref === "string" && looksLikePath(ref)) return { file: resolve(base, ref) };
  if (!/^\d+$/.test(text)) return undefined;
  // The referring file's own content folder first: a pack's ship finds the pack's module, whatever
  // other folders (another copy of the same pack among them) hold.
  const pack = packOf(base);
  if (pack) {
    const mine = contentModules([pack]).filter((m) => m.id === Number(text));
    if (mine.length === 1) return { file: mine[0]!.file };
    if (mine.length > 1)
      return {
        problem: `module ${text} is given by ${mine.length} files of ${pack.dir}: ${mine.map((m) => basename(m.file)).join(", ")} (each module needs an id of its own)`,
      };
  }
  const own = moduleFileFor(text, base, bundled);
  if (own) return { file: own };
  // Then the content folders in order: the first that has it.
  const found = (content ?? contentModules)().filter((m) => m.id === Number(text));
  const first = found.filter((m) => m.folder.dir === found[0]?.folder.dir);
  if (first.length === 1) return { file: first[0]!.file };
  if (first.length > 1)
    return {
      problem: `module ${text} is given by ${first.length} files of ${first[0]!.folder.dir}: ${first.map((m) => basename(m.file)).join(", ")} (each module needs an id of its own)`,
    };
  return undefined;
}

/** The other module files of FILE's own folder that give the same id: each module needs one of its own. */
export function sameIdFiles(file: string, id: number): string[] {
  const dir = dirname(file);
  // The bundled sheets go by their file names, and a content folder's maps/ by the ids inside.
  if (basename(dir) !== "maps" || resolve(dir) === resolve(MODULES_DIR)) return [];
  return yamlFilesIn(dir).filter((f) => resolve(f) !== resolve(file) && moduleIdIn(f) === id);
}

/** A module file with the reference it is typed by: its number, or FOLDER/NUMBER when another module has it. */
export interface NamedModule {
  readonly ref: string;
  readonly file: string;
  readonly content?: string;
}

/** Every module file: the bundled sheets, then the content folders' (by the number each file gives). */
export function namedModules(): NamedModule[] {
  const bundled = bundledModuleFiles().map((file) => ({ ref: String(Number(basename(file).split("-")[0])), file }));
  const content = contentModules();
  const taken = new Set(bundled.map((b) => b.ref));
  const count = new Map<number, number>();
  for (const m of content) if (m.id !== undefined) count.set(m.id, (count.get(m.id) ?? 0) + 1);
  return [
    ...bundled,
    ...content.map((m) => {
      const plain = m.id === undefined ? undefined : String(m.id);
      const alone = plain !== undefined && !taken.has(plain) && count.get(m.id!) === 1;
      // A file whose number cannot be read goes by its path: loading it says what is wrong.
      const ref = alone ? plain : plain !== undefined ? `${m.folder.name}/${plain}` : m.file;
      return { ref, file: m.file, content: m.folder.name };
    }),
  ];
}
