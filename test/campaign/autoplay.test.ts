// A whole run played headless on a bundled stand-in derelict: determinism from the seed, the files it
// leaves (run file, boarding folders), and the record file of a lost run.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { autoplay } from "../../src/campaign/autoplay.js";
import { bundledDerelicts } from "../../src/campaign/bundled-derelict.js";
import { generatedDerelicts } from "../../src/campaign/generated-derelict.js";
import { recordRun, readScores } from "../../src/campaign/high-scores.js";
import { loadRun, runFile, saveRun } from "../../src/campaign/run-files.js";
import type { Run } from "../../src/campaign/run-state.js";
import { runScore } from "../../src/campaign/score.js";
import { roster, run } from "./fixtures.js";

const scratch = mkdtempSync(join(tmpdir(), "derelict-campaign-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = (name: string) => ({ XDG_DATA_HOME: join(scratch, name) });

async function played(seed: string, folder: string, difficulty: "easy" | "hard" = "easy"): Promise<Run> {
  const start = run({ seed, id: `run-${folder}`, difficulty });
  saveRun(start, env(folder));
  return autoplay(start, roster(), { make: bundledDerelicts("first-boarding", 2), squadStrength: 1, env: env(folder) });
}

describe("a run played to its end", () => {
  it("is the same from the same seed, in another folder", async () => {
    const a = await played("same seed", "a");
    const b = await played("same seed", "b");
    const strip = (r: Run) => ({ ...r, id: "" });
    expect(strip(a)).toEqual(strip(b));
    expect(a.end).toBeDefined();
    expect(a.boardings.length).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(scratch, "a", "derelict", "campaign", "runs", a.id, "derelict-1", "scenario.yaml"))).toBe(
      true,
    );
  }, 300_000);

  it("boards generated derelicts, the same from the same seed: ships, missions, fates", async () => {
    const go = async (folder: string) => {
      const start = run({ seed: "generated", id: `gen-${folder}`, difficulty: "easy" });
      return autoplay(start, roster(), {
        make: generatedDerelicts(),
        squadStrength: 1,
        env: env(folder),
        boardings: 2,
      });
    };
    const a = await go("g1");
    const b = await go("g2");
    expect(a.boardings).toHaveLength(2);
    expect({ ...a, id: "" }).toEqual({ ...b, id: "" });
    const folder = join(scratch, "g1", "derelict", "campaign", "runs", a.id, "derelict-1");
    expect(readFileSync(join(folder, "scenario.yaml"), "utf8")).toContain("ship: ./ship.yaml");
    expect(readFileSync(join(folder, "ship.yaml"), "utf8")).toMatch(/^modules:$/m);
    expect(a.boardings[0]!.ship).not.toMatch(/small|freighter|full/);
  }, 300_000);

  it("leaves a record file of a lost run with every soldier's fate and the seed, and a high score", async () => {
    // Hard, against the bot: find a seed whose run is lost (few tries).
    let lost: Run | undefined;
    for (let i = 0; i < 6 && !lost; i++) {
      const r = await played(`lost ${i}`, `lost-${i}`, "hard");
      if (r.end?.outcome === "lost") lost = r;
    }
    expect(lost).toBeDefined();
    const e = env("records");
    const file = recordRun(lost!, roster(), "2026-12-04T22:00:00.000Z", e);
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^Lost: /m);
    expect(text).toContain(`seed "${lost!.seed}"`);
    for (const s of lost!.squad) expect(text).toContain(`${s.name}, `);
    for (const s of lost!.squad.filter((x) => x.status === "dead"))
      expect(text).toContain(`killed in boarding ${s.diedIn}`);
    for (const b of lost!.boardings) expect(text).toContain(`${b.index}. ${b.ship}`);
    const scores = readScores(e);
    expect(scores).toEqual([
      expect.objectContaining({ id: lost!.id, score: runScore(lost!), outcome: "lost", record: file }),
    ]);
    // Entered once: recording it again does not add a second line.
    recordRun(lost!, roster(), "2026-12-04T22:00:00.000Z", e);
    expect(readScores(e)).toHaveLength(1);
  }, 300_000);

  it("round-trips through its run file, and a damaged run file is one line", () => {
    const r = run({ id: "file-test" });
    const file = saveRun(r, env("files"));
    expect(file).toBe(runFile(r, env("files")));
    expect(loadRun(file)).toEqual(r);
    const bad = join(scratch, "bad.json");
    writeFileSync(bad, '{"format":"derelict-campaign","version":1}');
    expect(loadRun(bad)).toMatch(/bad\.json:1:1: expected a campaign run: /);
  });
});
