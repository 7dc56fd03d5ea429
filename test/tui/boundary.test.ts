// The terminal UI's files: small, kebab-case, each with a header line. (What they may import is
// held by the lint rule of the seat: test/seat/imports.test.ts.)
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";

const TUI = join(import.meta.dirname, "..", "..", "src", "tui");
/** Every file of src/tui, its folders' (the terminal adapter's) included, relative to it. */
const FILES = (readdirSync(TUI, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts"));

describe("the terminal UI's files", () => {
  it("keeps files small (under 250 lines as the formatter lays them out), kebab-case, each with a header comment", () => {
    for (const file of FILES) {
      expect(basename(file)).toMatch(/^[a-z][a-z0-9-]*\.ts$/);
      const text = readFileSync(join(TUI, file), "utf8");
      expect(text.startsWith("// "), file).toBe(true);
      expect(text.split("\n").length, file).toBeLessThan(250);
    }
  });
});
