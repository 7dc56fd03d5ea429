// Travel goals in the save: each side's comes back as it was left, to its own seat alone, crash-safe; older saves load.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { TravelGoals } from "../../src/play/travel-goals.js";
import { seating } from "../../src/seating/seats.js";
import { blockClear, blockLine, blockPart } from "../../src/save/blocks.js";
import { loadSave, readSave, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import { readLayout, type Layout } from "../../src/save/save-layout.js";
import { OPEN } from "../../src/save/sealing.js";
import {
  HIDE_AND_SEEK,
  HIDE_AND_SEEK_SCRIPT,
  play,
  scriptLines,
  session,
  TEST_KDF,
  tempFolder,
} from "./game-fixture.js";

const goal = (hex: string, cell: number, sighted: string[] = []) => ({ hex, cell, sighted });
const BLUE: TravelGoals = { Vance: goal("99:0306", 40, ["?3 at 99:0406"]), d1: goal("99:0708", 77) };
const YELLOW: TravelGoals = { Sarge: goal("99:0102", 5) };

/** A game of hide-and-seek a few actions in, saved as it goes (open, or protected with both passphrases). */
function savedGame(passphrases?: { blue: string; yellow: string }) {
  const folder = tempFolder();
  const s = session(HIDE_AND_SEEK, 5);
  const saver = startSave(s, HIDE_AND_SEEK, {
    folder,
    fsync: false,
    ...(passphrases ? { passphrases, kdf: TEST_KDF } : {}),
  }) as Saver;
  play(s, scriptLines(HIDE_AND_SEEK_SCRIPT).slice(0, 3));
  return { s, saver, path: saver.path };
}

const goalsIn = (path: string, passphrases = {}) => {
  const back = loadSave(path, { passphrases });
  if (!back.ok) throw new Error(back.message);
  return { blue: back.session.travelGoals("blue"), yellow: back.session.travelGoals("yellow"), back };
};

describe("travel goals in the save", () => {
  test("are on disk as soon as they are set, with no action, and come back to each side's own seat", () => {
    const { s, saver, path } = savedGame();
    const actions = s.actions.length;
    s.setTravelGoals("blue", BLUE);
    expect(s.actions).toHaveLength(actions);
    expect(goalsIn(path)).toMatchObject({ blue: BLUE, yellow: {} });
    // Set again with no action between (each write over the older of the two copies in turn): the newer is read.
    for (const blue of [{ Vance: BLUE.Vance! }, { d1: BLUE.d1! }, { Vance: BLUE.Vance! }] as TravelGoals[]) {
      s.setTravelGoals("yellow", { ...YELLOW, ...blue });
      s.setTravelGoals("blue", blue);
      expect(goalsIn(path)).toMatchObject({ blue, yellow: { ...YELLOW, ...blue } });
    }
    s.setTravelGoals("yellow", YELLOW);
    saver.close();
    const resumed = resumeGame(path, { fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    const { seats } = seating(resumed.session);
    expect(seats.blue.travelGoals()).toEqual({ Vance: BLUE.Vance });
    expect(seats.yellow.travelGoals()).toEqual(YELLOW);
    resumed.saver.close();
  });

  test("are carried into the next side-turns, and given up goals stay given up", () => {
    const { s, saver, path } = savedGame();
    s.setTravelGoals("blue", BLUE);
    const turn = s.turn;
    play(s, ["end", "end"]);
    expect(s.turn).toBe(turn + 1);
    expect(goalsIn(path).blue).toEqual(BLUE);
    s.setTravelGoals("blue", {});
    expect(goalsIn(path).blue).toEqual({});
    play(s, ["end"]);
    expect(goalsIn(path).blue).toEqual({});
    saver.close();
  });

  test("a write of them cut off leaves the other copy whole: the goals as they were one write before", () => {
    const { s, saver, path } = savedGame();
    s.setTravelGoals("blue", BLUE);
    s.setTravelGoals("blue", YELLOW);
    saver.close();
    // The newer copy of the side-turn in play (the higher write count) cut off mid-write.
    const layout = readLayout(path);
    if (!("header" in layout)) throw new Error(layout.message);
    const [a, b] = layout.live.map((line) => ({ line, rev: rev(layout, line) }));
    const newer = a!.rev > b!.rev ? a! : b!;
    expect(newer.rev).toBeGreaterThan(Math.min(a!.rev, b!.rev));
    const cut = newer.line.slice(0, 40).padEnd(newer.line.length - 1) + "\n";
    writeFileSync(path, readFileSync(path, "utf8").replace(newer.line, cut));
    const { blue, back } = goalsIn(path);
    expect(blue).toEqual(BLUE);
    expect(back.notices.join(" ")).toMatch(/cut off mid-write/);
  });

  test("a save written before goals were kept (its journal without them) loads with none, the game whole", () => {
    const { s, saver, path } = savedGame();
    const actions = s.actions;
    saver.close();
    const layout = readLayout(path);
    if (!("header" in layout)) throw new Error(layout.message);
    // The side-turn in play's lines as the older writer made them: the journal part held seq and actions only.
    let text = readFileSync(path, "utf8");
    for (const line of layout.live) {
      const clear = blockClear(line);
      const part = blockPart(layout.header, "journal", OPEN, line);
      if (typeof clear === "string" || typeof part === "string") throw new Error("a damaged test save");
      expect(part).toHaveProperty("goals");
      const old = blockLine(layout.header, { journal: OPEN }, clear.block, clear.status, {
        journal: { seq: part.seq as number, actions: part.actions as never },
      });
      text = text.replace(line, (old as string).slice(0, -1));
    }
    writeFileSync(path, text);
    const { blue, yellow, back } = goalsIn(path);
    expect({ blue, yellow }).toEqual({ blue: {}, yellow: {} });
    expect(back.session.actions).toEqual(actions);
    expect(back.notices).toEqual([]);
  });

  test("in a protected save they are sealed: not in the file's clear text, and back with both passphrases", () => {
    const passphrases = { blue: "blue secret", yellow: "yellow secret" };
    const { s, saver, path } = savedGame(passphrases);
    s.setTravelGoals("blue", BLUE);
    saver.close();
    expect(readFileSync(path, "utf8")).not.toMatch(/99:0306|Vance/);
    expect(readSave(path, { passphrases: { blue: passphrases.blue } }).ok).toBe(false);
    expect(goalsIn(path, passphrases).blue).toEqual(BLUE);
  });
});

/** The write count of a block line's journal part (an open save's). */
function rev(layout: Layout, line: string): number {
  const part = blockPart(layout.header, "journal", OPEN, line);
  if (typeof part === "string") throw new Error(part);
  return (part.rev as number | undefined) ?? 0;
}
