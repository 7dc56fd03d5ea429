// Vitest: the tests under test/, and dist/ built once before any of them runs (test/build-once.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    dir: "test",
    globalSetup: ["test/build-once.ts"],
    testTimeout: 30_000,
  },
});
