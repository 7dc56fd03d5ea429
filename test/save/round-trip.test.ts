// A game saved as it is played, loaded back: the same game, seen the same way by both sides.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadSave, resumeGame, startSave } from "../../src/save/index.js";
import {
  HIDE_AND_SEEK,
  HIDE_AND_SEEK_SCRIPT,
  FIRST_BOARDING,
  BOARDING_SCRIPT,
  play,
  scriptLines,
  session,
  snapshot,
  tempFolder,
} from "./game-fixture.js";

describe("round trip", () => {
  test("every action is on disk as soon as it is taken, and loading gives the same game", () => {
    const folder = tempFolder();
    const s = session(HIDE_AND_SEEK, 11);
    const saver = startSave(s, HIDE_AND_SEEK, { folder });
    if (!saver.ok) throw new Error(saver.message);
    const lines = scriptLines(HIDE_AND_SEEK_SCRIPT);
    for (const line of lines) {
      play(s, [line]);
      expect(saver.state.saved).toBe(s.actions.length);
      const back = loadSave(saver.path);
      if (!back.ok) throw new Error(back.message);
      expect(snapshot(back.session)).toBe(snapshot(s));
    }
    saver.close();
    expect(readdirSync(folder).filter((f) => f.endsWith(".jsonl"))).toHaveLength(1);
  });

  test("a resumed game goes on in the same file", () => {
    const folder = tempFolder();
    const lines = scriptLines(BOARDING_SCRIPT);
    const s = session(FIRST_BOARDING, 3);
    const saver = startSave(s, FIRST_BOARDING, { folder });
    if (!saver.ok) throw new Error(saver.message);
    play(s, lines.slice(0, 10));
    saver.close();
    const resumed = resumeGame(undefined, { folder });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.saver.path).toBe(saver.path);
    expect(resumed.notices).toEqual([]);
    play(resumed.session, lines.slice(10));
    play(s, lines.slice(10));
    resumed.saver.close();
    const back = loadSave(saver.path);
    if (!back.ok) throw new Error(back.message);
    expect(snapshot(back.session)).toBe(snapshot(s));
    // Turn ends left older copies beside it.
    expect(readdirSync(folder).filter((f) => /\.jsonl\.\d$/.test(f)).length).toBe(5);
    expect(
      readFileSync(
        join(
          folder,
          readdirSync(folder).find((f) => f.endsWith(".jsonl"))!,
        ),
        "utf8",
      ),
    ).toContain('"format":"derelict-save"');
  });
});
