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

describe("a torn last line", () => {
  test("is dropped with a notice, and resuming trims it and goes on in the same file", () => {
    const { path, session: s, folder } = savedGame();
    const whole = readFileSync(path);
    // Cut the last line in half: a write killed part-way.
    const cut = whole.length - 30;
    truncateSync(path, cut);
    const back = loadSave(path);
    if (!back.ok) throw new Error(back.message);
    expect(back.notices.join("\n")).toMatch(/cut off mid-write and is dropped/);
    expect(back.session.actions).toEqual(s.actions.slice(0, -1));
    const resumed = resumeGame(path, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.saver.path).toBe(path);
    resumed.session.command("end");
    resumed.saver.close();
    const again = loadSave(path);
    if (!again.ok) throw new Error(again.message);
    expect(again.notices).toEqual([]);
    expect(again.session.actions).toHaveLength(s.actions.length);
  });
});

describe("damaged saves", () => {
  test("an altered action fails its checksum; the file is left as it is and resuming uses the newest older copy", () => {
    const { path, folder, session: s } = savedGame();
    const text = readFileSync(path, "utf8");
    const lines = text.split("\n");
    lines[5] = lines[5]!.replace(/"piece":\d+/, '"piece":1');
    const altered = lines.join("\n");
    expect(altered).not.toBe(text);
    writeFileSync(path, altered);
    const before = statSync(path).mtimeMs;
    expectProblem(path, "damaged", /line 6 fails its checksum/);
    const resumed = resumeGame(path, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.notices[0]).toMatch(/line 6 fails its checksum/);
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

  test("truncated to its header, or to nothing", () => {
    const { path } = savedGame();
    const header = readFileSync(path, "utf8").split("\n")[0]!;
    writeFileSync(path, `${header}\n`);
    expectProblem(path, "damaged", /cut off: it holds no game setup/);
    writeFileSync(path, header);
    expectProblem(path, "damaged", /cut off after its header/);
    writeFileSync(path, "");
    expectProblem(path, "damaged", /is empty/);
  });

  test("a line lost from the middle, and bytes flipped", () => {
    const { path } = savedGame();
    const lines = readFileSync(path, "utf8").split("\n");
    writeFileSync(path, [...lines.slice(0, 4), ...lines.slice(5)].join("\n"));
    expectProblem(path, "damaged", /line 5 holds record 4 where record 3 belongs/);
    const bytes = Buffer.from(lines.join("\n"));
    bytes[bytes.length - 20] = 0x00;
    writeFileSync(path, bytes);
    expectProblem(path, "damaged", /line \d+ (is not a JSON record|fails its checksum)/);
  });

  test("garbage appended after whole lines is damage, not a torn line", () => {
    const { path } = savedGame();
    appendFileSync(path, "garbage\n");
    expectProblem(path, "damaged", /is not a JSON record/);
  });

  test("with no good older copy, resuming says what is wrong with the save", () => {
    const folder = tempFolder();
    const path = join(folder, "lone.jsonl");
    writeFileSync(
      path,
      '{"format":"derelict-save","version":1,"id":"0123456789abcdef","scenario":"x","protection":null}\n{"n":0,"garbage',
    );
    const r = resumeGame(path, { folder });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemLine(r)).toBe(`${path}: is cut off: it holds no game setup`);
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
