// The bundled files' YAML read at build time (npm run build: src/content/write-indexes.ts) and kept
// as data beside the compiled code: a bundled file whose text is as it was then is not parsed again,
// so loading the eleven-module ship costs no eleven parses. Its document, for the place of a problem
// or a warning, is parsed from the text when first asked for. A file changed since, or any other
// file, is parsed as always; without the cache (a run from src/) everything is.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PACKAGE_ROOT } from "./catalog.js";

export const PARSED_CACHE_FILE = fileURLToPath(new URL("./parsed-bundled.json", import.meta.url));

export interface ParsedCache {
  readonly version: 1;
  /** By path from the package root, with / between folders. */
  readonly files: Readonly<Record<string, { readonly sha1: string; readonly data: unknown }>>;
}

export const textHash = (text: string): string => createHash("sha1").update(text).digest("hex");

export const cacheKey = (file: string): string => relative(PACKAGE_ROOT, resolve(file)).split(sep).join("/");

export function readParsedCache(file = PARSED_CACHE_FILE): ParsedCache {
  try {
    const cache = JSON.parse(readFileSync(file, "utf8")) as ParsedCache;
    if (cache.version === 1 && typeof cache.files === "object" && cache.files !== null) return cache;
  } catch {
    // No cache (a run from src/, a build without it): every file is parsed.
  }
  return { version: 1, files: {} };
}

// Read once per process, when the first file is: the bundled files do not change while it runs.
let built: ParsedCache | undefined;

/** A copy of the data of a bundled file read at build time, if its text is what it was then. */
export function parsedAtBuild(file: string, text: string, cache = (built ??= readParsedCache())): unknown {
  const entry = cache.files[cacheKey(file)];
  if (!entry || entry.sha1 !== textHash(text)) return undefined;
  return structuredClone(entry.data);
}
