// A scenario from flags written as a file, as `derelict play` needs it for its saves.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quickScenarioFileOrFail } from "../../src/cli/quick-options.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";

describe("quickScenarioFileOrFail", () => {
  it("writes a scenario file that loads anywhere, with both forces bought", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "derelict-quickfile-")), "saves");
    const file = quickScenarioFileOrFail(
      { ship: "small", blue: "colonials:25", yellow: "saurs" },
      dir,
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(file).toBe(join(dir, `quick-20260102T030405-${process.pid}.yaml`));
    expect(readFileSync(file, "utf8")).toMatch(/^# A quick scenario/);
    const s = loadScenarioFile(file);
    if (!s.ok) throw new Error(s.problems.map((p) => p.message).join("\n"));
    expect(s.value.name).toBe("Quick: Colonials 25 vs Saurs 25 on small");
    expect(s.value.forces.blue.soldiers.length).toBeGreaterThan(8);
    expect(s.value.forces.yellow.soldiers.every((x) => x.start.at === "outside")).toBe(true);
  });

  it("a bad flag is a usage mistake", () => {
    expect(() => quickScenarioFileOrFail({ ship: "small", blue: "colonials", yellow: "orcs" }, tmpdir())).toThrow(
      /--yellow: no race 'orcs'/,
    );
  });
});
