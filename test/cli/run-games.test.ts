// `derelict run --games N` by the built command: one line per game and a summary (held to
// docs/schema/games-output.schema.json), game K replayed alone by `--seed SEED/K`, and usage errors.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemaFiles, SCHEMA_DIR } from "../../src/content/schemas.js";
import { GAMES_FORMATS, gameLineSchema, summaryLineSchema } from "../../src/cli/games-schema.js";
import { winRate } from "../../src/play/win-rate.js";
import { derelict } from "./built-cli.js";

const BOTS = ["run", "introduction", "--blue", "bot", "--yellow", "bot", "--seed", "4"];

describe("derelict run --games N", () => {
  it("prints a line per game and a summary whose counts and intervals are those of the lines", () => {
    const r = derelict([...BOTS, "--games", "5"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toHaveLength(6);
    const games = lines.slice(0, 5).map((l) => gameLineSchema.parse(l));
    const summary = summaryLineSchema.parse(lines[5]);
    expect(games.map((g) => [g.game, g.seed])).toEqual([1, 2, 3, 4, 5].map((k) => [k, `4/${k}`]));
    const count = (w: string | null) => games.filter((g) => g.winner === w).length;
    expect(summary).toMatchObject({
      games: 5,
      seed: "4",
      visibility: "open",
      players: { blue: "bot", yellow: "bot" },
      blue: winRate(count("blue"), 5),
      yellow: winRate(count("yellow"), 5),
      draw: winRate(count(null), 5),
      unfinished: games.filter((g) => !g.over).length,
    });
    // Game 2 alone, by its seed, is the same game: its result and the turn it ended in.
    const alone = derelict([...BOTS.slice(0, -1), games[1]!.seed, "--json"]);
    expect(alone.status, alone.stderr).toBe(0);
    const log = JSON.parse(alone.stdout) as { result: unknown; seed: string };
    expect(log.result).toMatchObject({ winner: games[1]!.winner, reason: games[1]!.reason });
    expect(log.seed).toBe("4/2");
  }, 120_000);

  it("is refused without two players, with a count that is none, --as or --json (exit 2, one line)", () => {
    const cases: [string[], RegExp][] = [
      [["run", "introduction", "--games", "3"], /--games plays computer players/],
      [[...BOTS, "--games", "0"], /--games takes a number from 1/],
      [[...BOTS, "--games", "2x"], /--games takes a number from 1/],
      [[...BOTS, "--games", "2", "--as", "blue"], /no --as with it/],
      [[...BOTS, "--games", "2", "--json"], /no --json with it/],
    ];
    for (const [args, message] of cases) {
      const r = derelict(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
  }, 120_000);

  it.each(jsonSchemaFiles(GAMES_FORMATS).map((f) => [f.file, f.text] as const))(
    "docs/schema/%s is up to date (else: npm run schemas)",
    (file, text) => expect(readFileSync(join(SCHEMA_DIR, file), "utf8")).toBe(text),
  );
});
