// Vitest: the tests under test/, and dist/ built once before any of them runs (test/build-once.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    dir: "test",
    globalSetup: ["test/build-once.ts"],
    testTimeout: 30_000,
    // Two test files at a time on threads: vitest's default (one fewer worker than cores) runs a
    // 2-core machine's files one by one, while many of them wait on a child process, tmux or ssh.
    pool: "threads",
    maxWorkers: 2,
  },
});
