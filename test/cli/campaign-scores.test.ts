// `derelict campaign scores`, run as built: none yet, the table best first, JSON, a damaged file in one line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recordRun, scoresFile } from "../../src/campaign/high-scores.js";
import { runScore } from "../../src/campaign/score.js";
import { roster, run } from "../campaign/fixtures.js";
import { derelict } from "./built-cli.js";

const scratch = mkdtempSync(join(tmpdir(), "derelict-scores-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("derelict campaign scores", () => {
  it("says so when no run has ended", () => {
    const r = derelict(["campaign", "scores"], { XDG_DATA_HOME: join(scratch, "none") });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/No campaign run has ended yet/);
  });

  it("lists the runs best first, with the race, the outcome and the record's folder; --json too", () => {
    const env = { XDG_DATA_HOME: join(scratch, "some") };
    const low = { ...run({ id: "low" }), end: { outcome: "lost" as const, why: "the squad was lost aboard the X" } };
    const high = {
      ...low,
      id: "high",
      salvageEarned: 30,
      end: { outcome: "lost" as const, why: "the flagship was not taken" },
    };
    recordRun(low, roster(), "2026-12-01T10:00:00.000Z", env);
    recordRun(high, roster(), "2026-12-02T10:00:00.000Z", env);
    const r = derelict(["campaign", "scores"], env);
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^#\s+score\s+run\s+derelicts\s+race/);
    expect(lines[1]).toMatch(
      new RegExp(`^1\\s+${runScore(high)}\\s+lost\\s+0/7\\s+StarMarines\\s+normal\\s+2026-12-02`),
    );
    expect(lines[2]).toMatch(new RegExp(`^2\\s+${runScore(low)}\\s+`));
    expect(r.stdout).toContain(join(scratch, "some", "derelict", "campaign", "records"));
    const j = derelict(["campaign", "scores", "--json"], env);
    expect((JSON.parse(j.stdout) as { scores: { id: string }[] }).scores.map((s) => s.id)).toEqual(["high", "low"]);
  });

  it("names a damaged scores file in one line, exit 1, and escapes a terminal code written into it", () => {
    const env = { XDG_DATA_HOME: join(scratch, "bad") };
    mkdirSync(join(scratch, "bad", "derelict", "campaign"), { recursive: true });
    writeFileSync(scoresFile(env), "{ not json");
    const r = derelict(["campaign", "scores"], env);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/scores\.json:1:1: expected the campaign's high scores \(JSON\)/);
    const entry = {
      score: 5,
      id: "x",
      race: "Evil\u001b[2J",
      difficulty: "easy",
      outcome: "lost",
      taken: 0,
      why: "w",
      date: "d",
      record: "/r",
    };
    writeFileSync(scoresFile(env), JSON.stringify({ format: "derelict-scores", scores: [entry] }));
    const s = derelict(["campaign", "scores"], env);
    expect(s.status).toBe(0);
    expect(s.stdout).not.toContain("\u001b");
    expect(s.stdout).toContain("Evil\\u001b[2J");
  });
});
