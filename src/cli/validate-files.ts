// What `derelict validate` checks: a file (its kind found from its keys, loaded, looked over for
// warnings) or a content folder (its manifest and every file in it, found by name as it will be).
import { readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isBundled, KIND_WORD, lookUp, nameOfFile, yamlFilesIn, type NamedKind } from "../content/catalog.js";
import { loadManifestFile } from "../content/content-manifest.js";
import { CONTENT_KINDS, MANIFEST_FILE, type ContentKind } from "../content/content-folders.js";
import { bundledModuleFiles } from "../content/catalog.js";
import type { Problem } from "../content/problem.js";
import { readTextFile } from "../content/text-source.js";
import type { FileReport } from "../content/validation-report.js";
import { parseYaml, problemAt, type YamlFile } from "../content/yaml-document.js";
import { typoOf } from "../content/near-miss.js";
import { FILE_KINDS, type Checked, type FileKind } from "./file-kinds.js";

/** A file's report; `inFolder`: the kind of content-folder file it is, for the warnings only those have. */
export function validateFile(file: string, inFolder?: ContentKind): FileReport {
  const report = (kind: string | null, c: Checked): FileReport => ({ file, kind, valid: c.errors.length === 0, ...c });
  if (isFolder(file))
    return report(null, {
      errors: [
        {
          file,
          line: 1,
          col: 1,
          message: `is a folder with none of ${MANIFEST_FILE}, ${CONTENT_KINDS.map((k) => `${k}/`).join(", ")}: expected a YAML file or a content folder`,
        },
      ],
      warnings: [],
    });
  const text = readTextFile(file);
  if (!text.ok) return report(null, { errors: text.problems, warnings: [] });
  const yaml = parseYaml(file, text.value);
  if (!yaml.ok) return report(null, { errors: yaml.problems, warnings: [] });
  const y = yaml.value;
  const keys = topLevelKeys(y);
  // A file with no kind's key (its one key misspelt: `modles:`) is read as the kind of the folder it
  // is in, so the problem names the key the kind expected rather than "cannot tell what it is".
  const folder = inFolder ?? kindOfFolder(file);
  // Elsewhere, a kind's key with a slip of the keyboard (`sids:`) tells the kind just as well.
  const kind =
    keys &&
    (FILE_KINDS.find((k) => keys.includes(k.key)) ??
      (folder && basename(file) !== MANIFEST_FILE ? FILE_KINDS.find((k) => k.name === KIND_WORD[folder]) : undefined) ??
      slipOfOneKind(keys));
  if (kind) {
    const checked = kind.check(file, y);
    const more = checked.errors.length === 0 && inFolder ? folderWarnings(y, inFolder, kind.name) : [];
    return report(kind.name, { errors: checked.errors, warnings: [...checked.warnings, ...more] });
  }
  if (basename(file) === MANIFEST_FILE) {
    const manifest = loadManifestFile(file);
    return report("content manifest", { errors: manifest.ok ? [] : manifest.problems, warnings: [] });
  }
  const kinds = FILE_KINDS.map((k) => `a ${k.name} (it has '${k.key}:')`);
  const expected = `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}`;
  const what = keys === undefined ? "not a YAML mapping" : "cannot tell what kind of file this is";
  return report(null, { errors: [problemAt(y, [], `${what}: expected ${expected}`)], warnings: [] });
}

/** The one kind whose key a top-level key is a slip of (`modles:`, a ship), if exactly one fits. */
function slipOfOneKind(keys: readonly string[]): FileKind | undefined {
  const fits = FILE_KINDS.filter((k) => keys.some((key) => typoOf(k.key, key)));
  return fits.length === 1 ? fits[0] : undefined;
}

/** The kind a file's folder holds (`ships/` ships...), when it is in one of the kinds' folders. */
function kindOfFolder(file: string): ContentKind | undefined {
  const parent = basename(dirname(file));
  return (CONTENT_KINDS as readonly string[]).includes(parent) ? (parent as ContentKind) : undefined;
}

function topLevelKeys(y: YamlFile): string[] | undefined {
  const data = y.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  return Object.keys(data);
}

/** Whether a folder looks like a content folder: a manifest, or one of the kinds' folders. */
export function isContentFolder(dir: string): boolean {
  return [MANIFEST_FILE, ...CONTENT_KINDS].some((name) => exists(join(dir, name)));
}

/** Every file of a content folder, checked as it is found by name, and the files in it that nothing finds. */
export function validateFolder(dir: string): FileReport[] {
  const reports: FileReport[] = [];
  if (exists(join(dir, MANIFEST_FILE))) reports.push(validateFile(join(dir, MANIFEST_FILE)));
  for (const kind of CONTENT_KINDS)
    for (const file of yamlFilesIn(join(dir, kind))) reports.push(validateFile(file, kind));
  // YAML files anywhere else in the folder: no name finds them, which is seldom what their maker meant.
  for (const file of strayFiles(dir)) {
    const report = validateFile(file);
    const warning = {
      file,
      line: 1,
      col: 1,
      message: `not in a folder of ${CONTENT_KINDS.map((k) => `${k}/`).join(", ")}: no name finds this file (it is used only by its path)`,
    };
    reports.push({ ...report, warnings: [...report.warnings, warning] });
  }
  return reports;
}

function strayFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string, top: boolean): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!(top && (CONTENT_KINDS as readonly string[]).includes(entry.name))) walk(path, false);
      } else if (/\.ya?ml$/i.test(entry.name) && !(top && entry.name === MANIFEST_FILE)) found.push(path);
    }
  };
  walk(dir, true);
  return found.sort();
}

/**
 * A content folder's file in the wrong kind's folder (nothing finds it there), that a bundled one
 * keeps the name of, or whose race is not its file name.
 */
function folderWarnings(y: YamlFile, kind: ContentKind, is: string): Problem[] {
  const data = y.data as { id?: unknown; race?: unknown };
  const home = CONTENT_KINDS.find((k) => KIND_WORD[k] === is);
  if (KIND_WORD[kind] !== is && home)
    return [
      problemAt(
        y,
        [],
        `a ${is} in ${kind}/, which holds ${KIND_WORD[kind]}s: move it to ${home}/, where ${home === "maps" ? "its number" : "its name"} finds it`,
      ),
    ];
  if (kind === "maps") {
    const bundled = bundledModuleFiles().some((f) => Number(basename(f).split("-")[0]) === data.id);
    return bundled
      ? [
          problemAt(
            y,
            ["id"],
            `bundled module ${String(data.id)} has this number: this one goes by FOLDER/${String(data.id)}`,
          ),
        ]
      : [];
  }
  const named = kind as NamedKind;
  const name = nameOfFile(y.file);
  const warnings: Problem[] = [];
  const found = lookUp(named, name);
  if (found && "file" in found && isBundled(named, found.file))
    warnings.push(
      problemAt(
        y,
        [],
        `a bundled ${KIND_WORD[kind]} is named '${name}': this one goes by ${basename(dirname(dirname(y.file)))}/${name}`,
      ),
    );
  if (kind === "rosters" && typeof data.race === "string" && data.race !== name)
    warnings.push(
      problemAt(
        y,
        ["race"],
        `race '${data.race}' is not the file's name '${name}': scenarios find this roster as race: ${name}`,
      ),
    );
  return warnings;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
