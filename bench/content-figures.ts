// Content figures: the loader on a module file just under the size limit, walls throughout (the
// slowest of test/content/bad-fixtures.test.ts's big files: every hex valid and looked at; a few
// seconds, where a check gone quadratic would take minutes).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadModuleFile } from "../src/content/module-load.js";
import { median, timeEach } from "./stats.js";

export function bigModuleMs(trials: number): number {
  const dir = mkdtempSync(join(tmpdir(), "derelict-bench-big-"));
  try {
    const file = join(dir, "big.yaml");
    const rows = Array.from(
      { length: 700 },
      (_, y) => `    ${y % 2 ? " " : ""}${Array<string>(640).fill("#").join(" ")}`,
    );
    writeFileSync(file, `id: 201\nname: big\nlevels:\n  main: |2\n${rows.join("\n")}\n`);
    return median(timeEach(trials, () => loadModuleFile(file)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
