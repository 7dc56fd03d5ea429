// Every read of a user's file goes through the one guarded reader (src/content/text-source.ts: a
// regular file only, size-limited, never waiting on a pipe). A module of src/ that reads with node:fs
// itself is one of these, each for its reason; a new one fails here until it uses the reader or
// says why it need not.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");

/** node:fs's reads, by name, where a module imports them. */
const READS = /\b(readFileSync|readSync|readFile|createReadStream)\b/;
const FROM_FS = /import\s*\{([^}]*)\}\s*from\s*"node:fs(?:\/promises)?"/g;

const ALLOWED: Readonly<Record<string, string>> = {
  "content/text-source.ts": "the guarded reader itself",
  "cli/script-file.ts": "a script may come down a pipe or standard input: read by chunks up to its own limit",
  "content/parsed-cache.ts": "the package's own build output (dist/), written by the build",
  "content/scenario-index.ts": "the package's own build output and bundled scenarios, at build time",
  "cli/main.ts": "the package's own package.json, for --version",
  "save/save-lock.ts": "its own lock file and /proc, to tell a live lock from a stale one",
  "save/saver.ts": "the save it has just written itself, copied aside before the next write",
};

function readersIn(): string[] {
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts"));
  return files
    .map((f) => f.split("\\").join("/"))
    .filter((f) => [...readFileSync(join(SRC, f), "utf8").matchAll(FROM_FS)].some((m) => READS.test(m[1]!)))
    .sort();
}

describe("reads of files", () => {
  it("go through the guarded reader, but for the modules listed with their reason", () => {
    expect(readersIn().filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it("lists no module that no longer reads for itself", () => {
    expect(Object.keys(ALLOWED).filter((f) => !readersIn().includes(f))).toEqual([]);
  });
});
