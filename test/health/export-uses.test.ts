// No exported value of src/ that nothing uses: not imported by src/, test/ or bench/, nor named again in its own file.
// The finder is shown to find one, so the check can fail.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unusedExports } from "./export-uses.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("exported values", () => {
  it("are each used somewhere", () => {
    expect(unusedExports(ROOT, ["src"], ["src", "test", "bench"])).toEqual([]);
  });

  it("are found unused when nothing imports them, through a re-export or not", () => {
    const root = mkdtempSync(join(tmpdir(), "derelict-exports-"));
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "src", "a.ts"), "export const used = 1;\nexport const dead = 2;\nexport type T = 3;\n");
    writeFileSync(join(root, "src", "b.ts"), 'export * from "./a.js";\nexport const local = 1;\nconsole.log(local);\n');
    writeFileSync(join(root, "src", "c.ts"), 'import { used } from "./b.js";\nconsole.log(used);\n');
    expect(unusedExports(root, ["src"], ["src"])).toEqual(["src/a.ts: dead"]);
  });
});
