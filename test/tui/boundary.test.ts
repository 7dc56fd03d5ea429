// The renderer boundary: nothing in src/tui reaches into the engine; screens read views and events only.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TUI = join(import.meta.dirname, "..", "..", "src", "tui");

describe("the terminal UI's imports", () => {
  it("never import the engine (its state, actions or rules): only views, sessions, the ship and the map", () => {
    const offending: string[] = [];
    for (const file of readdirSync(TUI).filter((f) => f.endsWith(".ts"))) {
      const text = readFileSync(join(TUI, file), "utf8");
      for (const m of text.matchAll(/(?:import|export)[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
        const spec = m[1] ?? m[2] ?? "";
        if (/(^|\/)engine\//.test(spec) || /\/save\//.test(spec)) offending.push(`${file}: ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("keeps files small (under 250 lines as the formatter lays them out), kebab-case, each with a header comment", () => {
    for (const file of readdirSync(TUI)) {
      expect(file).toMatch(/^[a-z][a-z0-9-]*\.ts$/);
      const text = readFileSync(join(TUI, file), "utf8");
      expect(text.startsWith("// "), file).toBe(true);
      expect(text.split("\n").length, file).toBeLessThan(250);
    }
  });
});
