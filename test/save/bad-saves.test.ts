// Saves cut short, altered or not saves at all: one clear line naming the file, the file left as it was, an older copy used.
import { appendFileSync, readFileSync, readdirSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadSave, problemLine, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import {
  HIDE_AND_SEEK,
  HIDE_AND_SEEK_SCRIPT,
  play,
  scriptLines,
  session,
  snapshot,
  tempFolder,
} from "./game-fixture.js";

/** A save of the hide-and-seek script, played whole, and the session it came from. */
function savedGame(lines = scriptLines(HIDE_AND_SEEK_SCRIPT)) {
  const folder = tempFolder();
  const s = session(HIDE_AND_SEEK, 5);
  const saver = startSave(s, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
  play(s, lines);
  saver.close();
  return { folder, path: saver.path, session: s };
}

function expectProblem(path: string, kind: string, words: RegExp): string {
  const r = loadSave(path);
  if (r.ok) throw new Error("loaded a bad save");
  expect(r.kind).toBe(kind);
  const line = problemLine(r);
  expect(line.startsWith(`${path}: `)).toBe(true);
  expect(line).toMatch(words);
  expect(line).not.toContain("\n");
  return line;
}

/** A move for the side to move once the hide-and-seek script has been played. */
const NEXT = "move Grok w";

/** The save's lines (without the newline after the last), and writing them back. */
const linesOf = (path: string): string[] => readFileSync(path, "utf8").split("\n").slice(0, -1);
const writeLines = (path: string, lines: readonly string[]): void => writeFileSync(path, `${lines.join("\n")}\n`);

/** A line spoiled in the middle, its length kept: a write cut off part-way. */
const torn = (line: string): string => `${line.slice(0, 100)}${"\u0000".repeat(200)}${line.slice(300)}`;

describe("a write cut off in the side-turn in play", () => {
  test("the newer copy torn: the game goes on from the older, one action back, with a notice; resuming mends the file", () => {
    // The script ends on a turn's end: both copies of the next side-turn are whole and alike.
    const { path, session: s, folder } = savedGame();
    const resumed = resumeGame(path, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.session.command(NEXT).ok).toBe(true);
    resumed.saver.close();
    const lines = linesOf(path);
    // The first action of a side-turn goes over the first of the two copies: it is the newer.
    writeLines(path, [...lines.slice(0, -2), torn(lines.at(-2)!), lines.at(-1)!]);
    const back = loadSave(path);
    if (!back.ok) throw new Error(back.message);
    expect(back.notices.join("\n")).toMatch(/one of the two copies of the side-turn in play was cut off mid-write/);
    expect(back.session.actions).toEqual(s.actions);
    const again = resumeGame(path, { folder, fsync: false });
    if (!again.ok) throw new Error(again.message);
    expect(again.saver.path).toBe(path);
    again.saver.close();
    const mended = loadSave(path);
    if (!mended.ok) throw new Error(mended.message);
    expect(mended.notices).toEqual([]);
    expect(mended.session.actions).toEqual(s.actions);
  });

  test("the older copy torn: nothing is lost", () => {
    const { path, folder } = savedGame();
    const resumed = resumeGame(path, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.session.command(NEXT).ok).toBe(true);
    resumed.saver.close();
    const lines = linesOf(path);
    writeLines(path, [...lines.slice(0, -1), torn(lines.at(-1)!)]);
    const back = loadSave(path);
    if (!back.ok) throw new Error(back.message);
    expect(back.session.actions).toEqual(resumed.session.actions);
  });
});

describe("damaged saves", () => {
  test("an altered block fails its checksum; the file is left as it is and resuming uses the newest older copy", () => {
    const { path, folder, session: s } = savedGame();
    const lines = linesOf(path);
    const block = JSON.parse(lines[4]!);
    const journal = Buffer.from(block.journal, "base64");
    journal[40] = journal[40]! ^ 1;
    lines[4] = JSON.stringify({ ...block, journal: journal.toString("base64") }).padEnd(lines[4]!.length);
    writeLines(path, lines);
    const altered = readFileSync(path, "utf8");
    const before = statSync(path).mtimeMs;
    expectProblem(path, "damaged", /line 5 does not open \(altered or damaged\)/);
    const resumed = resumeGame(path, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.notices[0]).toMatch(/line 5 does not open/);
    expect(resumed.notices.join("\n")).toMatch(/resuming from this older copy.*left as it is/);
    expect(resumed.from).toBe(`${path}.1`);
    expect(resumed.saver.path).not.toBe(path);
    // The newest copy was written at the last turn's end: the script ends on one.
    expect(snapshot(resumed.session)).toBe(snapshot(s));
    resumed.session.command("end");
    resumed.saver.close();
    expect(readFileSync(path, "utf8")).toBe(altered);
    expect(statSync(path).mtimeMs).toBe(before);
    expect(loadSave(resumed.saver.path).ok).toBe(true);
    expect(readdirSync(folder).filter((f) => f.endsWith(".jsonl"))).toHaveLength(2);
  });

  test("truncated: to a part of a block, to its setup, to its header, to nothing", () => {
    const { path } = savedGame();
    const whole = readFileSync(path);
    truncateSync(path, whole.length - 30);
    expectProblem(path, "damaged", /is cut short or has bytes added/);
    const [header, setup] = linesOf(path);
    writeFileSync(path, `${header}\n${setup}\n`);
    expectProblem(path, "damaged", /is cut short or has bytes added: after its setup come 0 bytes/);
    writeFileSync(path, `${header}\n`);
    expectProblem(path, "damaged", /cut off: it holds no game setup/);
    writeFileSync(path, header!);
    expectProblem(path, "damaged", /cut off after its header/);
    writeFileSync(path, "");
    expectProblem(path, "damaged", /is empty/);
  });

  test("a block lost from the middle, two swapped, both copies of the turn in play torn", () => {
    const { path } = savedGame();
    const lines = linesOf(path);
    writeLines(path, [...lines.slice(0, 4), ...lines.slice(5)]);
    expectProblem(path, "damaged", /line 5 holds block 3 where block 2 belongs/);
    writeLines(path, [...lines.slice(0, 3), lines[4]!, lines[3]!, ...lines.slice(5)]);
    expectProblem(path, "damaged", /line 4 holds block 2 where block 1 belongs/);
    writeLines(path, [...lines.slice(0, -2), torn(lines.at(-2)!), torn(lines.at(-1)!)]);
    expectProblem(path, "damaged", /the two copies of the side-turn in play, are both damaged/);
  });

  test("garbage appended after whole lines is damage", () => {
    const { path } = savedGame();
    appendFileSync(path, "garbage\n");
    expectProblem(path, "damaged", /is cut short or has bytes added/);
  });

  test("with no good older copy, resuming says what is wrong with the save", () => {
    const folder = tempFolder();
    const path = join(folder, "lone.jsonl");
    writeFileSync(
      path,
      '{"format":"derelict-save","version":2,"id":"0123456789abcdef","scenario":"x","protection":null,"capacity":{"journal":64,"side":64},"blockBytes":200}\n{"setup":"x"}\n',
    );
    const r = resumeGame(path, { folder });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(problemLine(r)).toBe(
        `${path}: is cut short or has bytes added: after its setup come 0 bytes, not whole blocks of 200`,
      );
  });
});

describe("files that are not saves", () => {
  test.each([
    ["a YAML file", "name: Hide and seek\nship: small\n", "foreign", /not a derelict save/],
    ["other JSON", '{"name":"package","version":1}\n', "foreign", /not a derelict save/],
    ["binary", "\u0000\u0001\u0002PK\u0003\u0004", "foreign", /not a derelict save/],
    ["a damaged header", '{"format":"derelict-save","vers', "damaged", /damaged header/],
  ])("%s", (_, content, kind, words) => {
    const path = join(tempFolder(), "not-a-save.jsonl");
    writeFileSync(path, content);
    expectProblem(path, kind, words);
    expect(readFileSync(path, "utf8")).toBe(content);
  });

  test("a missing file and a folder", () => {
    const folder = tempFolder();
    expectProblem(join(folder, "nope.jsonl"), "unreadable", /no such save file/);
    expectProblem(folder, "unreadable", /is a folder/);
  });

  test("resuming with no save in the folder says so", () => {
    const folder = tempFolder();
    const r = resumeGame(undefined, { folder });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemLine(r)).toBe(`${folder}: holds no saved game to resume`);
  });
});
