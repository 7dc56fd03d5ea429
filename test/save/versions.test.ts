// Save format versions: older ones (0, 1) are refused with a line saying why; a newer or unknown one too.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { FORMAT_VERSION, loadSave, problemLine, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import { HIDE_AND_SEEK, play, session, snapshot, tempFolder } from "./game-fixture.js";

const V0 = join(import.meta.dirname, "fixtures", "version-0.json");

test("saves of formats 0 and 1 are refused with one line: their dice came from another generator", () => {
  const folder = tempFolder();
  const before = readFileSync(V0, "utf8");
  const old = loadSave(V0);
  expect(!old.ok && old.kind).toBe("version");
  expect(!old.ok && problemLine(old)).toBe(
    `${V0}: is a save of an older derelict (format 0), whose dice this one no longer rolls: its game cannot be rebuilt, so finish it with the derelict that wrote it`,
  );
  const resumed = resumeGame(V0, { folder, fsync: false });
  expect(!resumed.ok && resumed.kind).toBe("version");
  expect(readFileSync(V0, "utf8")).toBe(before);
  const v1 = join(folder, "v1.jsonl");
  writeFileSync(
    v1,
    '{"format":"derelict-save","version":1,"id":"0123456789abcdef","created":"","scenario":"Hide and seek","protection":null}\n{"n":0,"setup":{}}\n',
  );
  const one = loadSave(v1);
  expect(!one.ok && problemLine(one)).toMatch(
    /is a save of an older derelict \(format 1\), whose dice this one no longer rolls/,
  );
  expect(readdirSync(folder)).toEqual(["v1.jsonl"]);
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
    /written by a newer derelict \(save format 3; this one reads format 2\): update derelict/,
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
