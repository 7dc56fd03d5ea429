// Vitest: the tests under test/, and dist/ built once before any of them runs (test/build-once.ts).
// Test files share their thread's modules (not loaded again for each file), but those that mock a
// module (vi.mock), found by reading them, each get a fresh set of their own.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defineConfig } from "vitest/config";

const ROOT = import.meta.dirname;

/** The test files that mock a module: the mock must reach no other file, nor miss a module another file loaded first. */
const mocking = readdirSync(join(ROOT, "test"), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith(".test.ts"))
  .map((e) => join(e.parentPath, e.name))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")))
  .map((file) => relative(ROOT, file));

export default defineConfig({
  test: {
    globalSetup: ["test/build-once.ts"],
    testTimeout: 30_000,
    // Two test files at a time on threads: vitest's default (one fewer worker than cores) runs a
    // 2-core machine's files one by one, while many of them wait on a child process, tmux or ssh.
    pool: "threads",
    maxWorkers: 2,
    projects: [
      // Loading every module again for each file took about half the unit tests' time (test/engine,
      // hex, map, view: 165 s with, 80 s without, at load ~13).
      { extends: true, test: { name: "shared", isolate: false, include: ["test/**/*.test.ts"], exclude: mocking } },
      { extends: true, test: { name: "isolated", include: mocking } },
    ],
  },
});
