// The game logs `run --json` and `replay --json` print: the format and its version, the scenario, the
// result once over, every event with its fields beside its text, the seed for the referee only and only
// after the game; each held to its schema (docs/schema, made from src/cli/game-log-schema.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { jsonSchemaFiles, SCHEMA_DIR } from "../../src/content/schemas.js";
import type { MarkerRef } from "../../src/engine/events.js";
import { markerRefSchema, seenEventSchema } from "../../src/cli/facts-schema.js";
import { GAME_LOG_FORMATS, replayOutputSchema, runOutputSchema } from "../../src/cli/game-log-schema.js";
import { startSave, type Saver } from "../../src/save/index.js";
import {
  HIDE_AND_SEEK,
  HIDE_AND_SEEK_SCRIPT,
  play,
  scriptLines,
  session,
  tempFolder,
  TEST_KDF,
} from "../save/game-fixture.js";
import { derelict } from "./built-cli.js";

// The schema and the engine's types say the same: each assignable to the other, or this file does not compile.
const refFrom = (r: MarkerRef): z.infer<typeof markerRefSchema> => r;
const refTo = (r: z.infer<typeof markerRefSchema>): MarkerRef => r;
void [refFrom, refTo];

const AUDIENCES = ["blue", "yellow", "referee"] as const;
const SEED = "3";

/** hide-and-seek's script, then turn ends until the turn limit ends the game (or not, `finish` false). */
function scriptFile(finish: boolean): string {
  const path = join(tempFolder(), finish ? "finished.script" : "unfinished.script");
  const lines = scriptLines(HIDE_AND_SEEK_SCRIPT);
  writeFileSync(path, [...lines, ...(finish ? Array<string>(40).fill("end") : [])].join("\n"));
  return path;
}

/** `run --json`, parsed and held to the schema; a script that ends the game early stops with exit 1, after printing. */
function run(script: string, as: string) {
  const r = derelict(["run", HIDE_AND_SEEK, "--script", script, "--seed", SEED, "--as", as, "--json"]);
  expect(r.stdout, r.stderr).not.toBe("");
  return runOutputSchema.parse(JSON.parse(r.stdout));
}

describe("run --json", { timeout: 60_000 }, () => {
  it("gives each audience its format, version, scenario, view and events with fields; over, the result", () => {
    const script = scriptFile(true);
    const logs = AUDIENCES.map((as) => run(script, as));
    for (const [i, log] of logs.entries()) {
      expect(log).toMatchObject({
        format: "derelict-run",
        version: 1,
        scenario: "Hide and seek",
        visibility: "open",
        as: AUDIENCES[i],
      });
      expect(log.over).toBe(true);
      expect(log.result).not.toBeNull();
      // Events in words and as data: most name a marker or a hex.
      expect(log.events.length).toBeGreaterThan(10);
      const told = log.events.filter((e) => Object.keys(e.fields).length > 0);
      expect(told.length).toBeGreaterThan(log.events.length / 2);
      expect(log.events.some((e) => e.kind === "move" && e.fields.marker !== undefined && e.fields.to !== "")).toBe(
        true,
      );
    }
    // The same result for all; the seed for the referee alone.
    expect(new Set(logs.map((l) => JSON.stringify(l.result))).size).toBe(1);
    expect(logs.map((l) => l.seed)).toEqual([undefined, undefined, SEED]);
  });

  it("before the end: no result, and no seed even for the referee", () => {
    const script = scriptFile(false);
    for (const as of AUDIENCES) {
      const log = run(script, as);
      expect(log.over).toBe(false);
      expect(log.result).toBeNull();
      expect(log).not.toHaveProperty("seed");
    }
    // The visibility played is at the top: the scenario's (open), or the one asked for.
    const r = derelict(["run", HIDE_AND_SEEK, "--script", script, "--seed", SEED, "--visibility", "fog", "--json"]);
    expect(Object.entries(runOutputSchema.parse(JSON.parse(r.stdout))).slice(0, 4)).toEqual([
      ["format", "derelict-run"],
      ["version", 1],
      ["scenario", "Hide and seek"],
      ["visibility", "fog"],
    ]);
  });
});

/** A saved hide-and-seek game: the script, then turn ends to the end (`finish`). */
function savedGame(finish: boolean): string {
  const s = session(HIDE_AND_SEEK, SEED);
  // Blue's passphrase: an unfinished game's replay opens for the side that proves who it is.
  const passphrases = { blue: "azure" };
  const saver = startSave(s, HIDE_AND_SEEK, {
    folder: tempFolder(),
    fsync: false,
    passphrases,
    kdf: TEST_KDF,
  }) as Saver;
  play(s, scriptLines(HIDE_AND_SEEK_SCRIPT));
  for (let i = 0; finish && i < 40 && !s.over; i++) play(s, ["end"]);
  saver.close();
  return saver.path;
}

/** Blue's passphrase for the revealed replay of a finished game (yellow set none). */
const BLUE = { DERELICT_PASSPHRASE_BLUE: "azure", DERELICT_PASSPHRASE_YELLOW: "" };

describe("replay --json", { timeout: 60_000 }, () => {
  it("a finished game: format, version, scenario, the result, steps whose events carry fields; the referee's seed", () => {
    const path = savedGame(true);
    for (const as of AUDIENCES) {
      const r = derelict(["replay", path, "--as", as, "--json"], BLUE);
      expect(r.status, r.stderr).toBe(0);
      const log = replayOutputSchema.parse(JSON.parse(r.stdout));
      expect(log).toMatchObject({ format: "derelict-replay", version: 1, scenario: "Hide and seek", as, over: true });
      expect(log.visibility).toBe("open");
      expect(log.result).not.toBeNull();
      expect(log.steps!.length).toBe(log.count);
      const events = log.steps!.flatMap((s) => s.events);
      expect(events.filter((e) => "marker" in e.fields && e.fields.marker !== undefined).length).toBeGreaterThan(5);
      expect(log.seed).toBe(as === "referee" ? SEED : undefined);
      const one = replayOutputSchema.parse(
        JSON.parse(derelict(["replay", path, "--as", as, "--json", "--step", "1"], BLUE).stdout),
      );
      expect(one.step).toEqual(log.steps![1]);
    }
  });

  it("an unfinished game: a side's steps, no result, no seed", () => {
    const path = savedGame(false);
    const r = derelict(["replay", path, "--as", "blue", "--json"], { DERELICT_PASSPHRASE: "azure" });
    expect(r.status, r.stderr).toBe(0);
    const log = replayOutputSchema.parse(JSON.parse(r.stdout));
    expect(log).toMatchObject({ as: "blue", over: false, result: null });
    expect(log).not.toHaveProperty("seed");
  });
});

describe("the game logs' schemas", () => {
  it.each(jsonSchemaFiles(GAME_LOG_FORMATS).map((f) => [f.file, f.text] as const))(
    "docs/schema/%s is up to date (else: npm run schemas)",
    (file, text) => expect(readFileSync(join(SCHEMA_DIR, file), "utf8")).toBe(text),
  );

  it("refuse a field the engine does not have, and a log without its version", () => {
    const move = (fields: object) => seenEventSchema.safeParse({ turn: 1, kind: "move", text: "x", fields }).success;
    expect(move({ marker: { side: "blue", number: 3 }, to: "89:1006" })).toBe(true);
    expect(move({ marker: { side: "blue", number: 3, secret: 1 }, to: "89:1006" })).toBe(false);
    expect(move({ marker: { side: "blue", number: 3 }, to: "89:1006", dice: [4] })).toBe(false);
    expect(move({ marker: { side: "blue", number: 3 } })).toBe(false);
    const log = {
      ...{ format: "derelict-run", version: 1, scenario: "x", visibility: "fog", as: "blue" },
      ...{ over: false, result: null, view: {} },
    };
    expect(runOutputSchema.safeParse({ ...log, events: [] }).success).toBe(true);
    expect(runOutputSchema.safeParse({ ...log, version: 2, events: [] }).success).toBe(false);
    expect(runOutputSchema.safeParse({ ...log, events: [{ turn: 1, kind: "move", text: "t" }] }).success).toBe(false);
  });
});
