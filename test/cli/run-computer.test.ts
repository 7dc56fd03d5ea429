// `derelict run SCENARIO --blue computer --yellow computer|bot [--strength N]`: headless games with
// computer players, the same for the same seed, and one-line usage errors (exit 2).
import { describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

describe("derelict run with computer players", () => {
  it("plays a whole game headless and prints the log as a side saw it, the same for a seed", () => {
    const args = ["run", "introduction", "--blue", "computer", "--yellow", "bot", "--strength", "1", "--seed", "4"];
    const one = derelict([...args, "--as", "yellow"]);
    expect(one.stderr).toBe("");
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(/the game is over/);
    expect(derelict([...args, "--as", "yellow"]).stdout).toBe(one.stdout);
  }, 120_000);

  it("refuses a lone computer, a script beside players and a strength out of range, one line each", () => {
    const cases: [string[], RegExp][] = [
      [["run", "introduction", "--blue", "computer"], /give --yellow computer \(or bot\) too/],
      [["run", "introduction", "--blue", "bot", "--yellow", "bot", "--script", "x"], /not both/],
      [
        ["run", "introduction", "--blue", "computer", "--yellow", "bot", "--strength", "5"],
        /--strength takes 1, 2, 3 or 4/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = derelict(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  }, 120_000);
});
