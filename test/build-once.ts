// Vitest's global setup: builds dist/ once before any test file runs (the CLI, save and terminal
// tests run the built `derelict`), unless a build made since src/ last changed is there already.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const STAMP = join(ROOT, "dist", ".test-build");

// The last file `npm run build` writes (src/content/write-indexes.ts): a whole build made since src/
// last changed (as `npm install` makes one in a clean clone) serves as well as one made here.
const BUILT = join(ROOT, "dist", "content", "parsed-bundled.json");

export default function setup(): void {
  const newest = newestIn(join(ROOT, "src"));
  if ([STAMP, BUILT].some((f) => existsSync(f) && newest < statSync(f).mtimeMs)) return;
  const started = new Date();
  // From nothing, as a clean clone builds: a file left by an older layout would ship or be tested.
  rmSync(join(ROOT, "dist"), { recursive: true, force: true });
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", ROOT], {
    cwd: ROOT,
    encoding: "utf8",
  });
  // Type errors elsewhere in the tree still emit JavaScript; the type check is its own step of `npm test`.
  if (!existsSync(join(ROOT, "dist", "cli", "main.js"))) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
  // The rest of `npm run build`: the bundled scenarios' header index and the bundled files read once.
  const index = spawnSync(process.execPath, [join(ROOT, "dist", "content", "write-indexes.js")], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (index.status !== 0) throw new Error(`scenario index failed:\n${index.stdout}${index.stderr}`);
  writeFileSync(STAMP, "");
  // A source saved while tsc ran is newer than the build: date the stamp at the start.
  utimesSync(STAMP, started, started);
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}
