// Save format versions: an old (version 0) save loads and goes on in a new file; a newer or unknown one says why not.
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { FORMAT_VERSION, loadSave, problemLine, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import { HIDE_AND_SEEK, play, session, snapshot, tempFolder } from "./game-fixture.js";

const V0 = join(import.meta.dirname, "fixtures", "version-0.json");
const V0_COMMANDS = ["open 89:1006 e", "move Osaka se e e e", "end", "move Grok e e e e", "end"];

test("a version 0 save loads as the game it holds", () => {
  const back = loadSave(V0);
  if (!back.ok) throw new Error(back.message);
  expect(back.contents.version).toBe(0);
  expect(back.notices.join("\n")).toMatch(/an old save \(format 0\)/);
  const fresh = session(HIDE_AND_SEEK, 7);
  play(fresh, V0_COMMANDS);
  expect(snapshot(back.session)).toBe(snapshot(fresh));
});

test("resuming a version 0 save goes on in a new file of today's format and leaves the old one alone", () => {
  const folder = tempFolder();
  const before = readFileSync(V0, "utf8");
  const r = resumeGame(V0, { folder, fsync: false });
  if (!r.ok) throw new Error(r.message);
  expect(r.saver.path.startsWith(folder)).toBe(true);
  expect(r.notices.join("\n")).toMatch(/goes on in a new save file/);
  r.session.command("end");
  r.saver.close();
  expect(readFileSync(V0, "utf8")).toBe(before);
  const saved = readFileSync(r.saver.path, "utf8");
  expect(JSON.parse(saved.split("\n")[0]!).version).toBe(FORMAT_VERSION);
  expect(loadSave(r.saver.path).ok).toBe(true);
});

test("a version 0 save whose scenario is gone cannot load, and says so", () => {
  const folder = tempFolder();
  const path = join(folder, "old.json");
  copyFileSync(V0, path);
  const r = loadSave(path);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.kind).toBe("version");
    expect(problemLine(r)).toMatch(
      /old\.json: is a version 0 save, which kept no copy of its scenario, and .*hide-and-seek\.yaml is gone/,
    );
  }
});

test("a save from a newer derelict, and an unknown version", () => {
  const folder = tempFolder();
  const s = session();
  const saver = startSave(s, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
  saver.close();
  const lines = readFileSync(saver.path, "utf8").split("\n");
  const bump = (v: number | string) =>
    [JSON.stringify({ ...JSON.parse(lines[0]!), version: v }), ...lines.slice(1)].join("\n");
  writeFileSync(saver.path, bump(FORMAT_VERSION + 1));
  const newer = loadSave(saver.path);
  expect(!newer.ok && newer.kind === "version" && problemLine(newer)).toMatch(
    /written by a newer derelict \(save format 2; this one reads formats up to 1\): update derelict/,
  );
  writeFileSync(saver.path, bump(-3));
  const odd = loadSave(saver.path);
  expect(!odd.ok && problemLine(odd)).toMatch(/save format -3, which this derelict cannot read/);
  writeFileSync(saver.path, bump("one"));
  const bad = loadSave(saver.path);
  expect(!bad.ok && problemLine(bad)).toMatch(/damaged header: no format version/);
  // Not one of these was written over; no new file appeared.
  expect(readdirSync(folder).filter((f) => f.endsWith(".jsonl"))).toHaveLength(1);
});

test("a changed scenario file: the save's copy of it is used, with a notice", () => {
  const folder = tempFolder();
  const scenario = join(folder, "hide.yaml");
  const text = readFileSync(HIDE_AND_SEEK, "utf8");
  writeFileSync(scenario, text);
  const s = session(scenario, 9);
  const saver = startSave(s, scenario, { folder, fsync: false }) as Saver;
  play(s, ["open 89:1006 e", "move Osaka se e"]);
  saver.close();
  // Someone moves Osaka's start and cuts the turns: the saved game must not change with it.
  writeFileSync(scenario, text.replace('"89:0905"', '"89:0705"').replace("turns: 6", "turns: 3"));
  const back = loadSave(saver.path);
  if (!back.ok) throw new Error(back.message);
  expect(back.notices.join("\n")).toMatch(
    /hide\.yaml has changed since this game began: using the copy of it kept in the save/,
  );
  expect(snapshot(back.session)).toBe(snapshot(s));
  // And the copy is found when the file is gone altogether.
  writeFileSync(scenario, "");
  expect(loadSave(saver.path).ok).toBe(true);
  expect(readdirSync(folder).filter((f) => f.includes("saved-copy"))).toEqual([]);
});
