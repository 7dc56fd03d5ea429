// Protected saves: nothing secret readable in the file; the journal (seed and actions) opens only with both passphrases.
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { loadSave, problemLine, readSave, readSideLog, resumeGame, startSave } from "../../src/save/index.js";
import { blockPart } from "../../src/save/blocks.js";
import { readLayout } from "../../src/save/save-layout.js";
import { openAll, openSide } from "../../src/save/sealing.js";
import {
  FIRST_BOARDING,
  BOARDING_SCRIPT,
  TEST_KDF,
  play,
  scriptLines,
  session,
  protectedStart,
  snapshot,
  tempFolder,
} from "./game-fixture.js";

const PASSPHRASES = { blue: "blue moon rising", yellow: "norx eat marines" };
const SOLDIERS = ["Osaka", "Menkovich", "Rojas", "Steinberger", "Grok", "Vrask", "Thrum", "Harg"];
/** Words of the actions and the setup that must not be readable; quoted, as they would stand in JSON. */
const WORDS = [
  '"move"',
  '"open"',
  '"board"',
  '"leave"',
  '"end"',
  '"action"',
  '"piece"',
  '"seed"',
  "scenarioPath",
  "scenarioText",
  "sergeant",
  "starmarines",
  "norx",
];

/** Runs of four or more printable characters, as `strings` finds them. */
function strings(bytes: Buffer): string[] {
  return bytes.toString("latin1").match(/[\x20-\x7e\t]{4,}/g) ?? [];
}

/**
 * Whether the text shows `word` standing on its own. Inside a longer run of base64 it is no leak:
 * ciphertext under a fresh nonce spells any four letters now and then ("Grok", "norx").
 */
function shows(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9+/])${escaped}(?![A-Za-z0-9+/])`).test(text);
}

function protectedGame(lines = 14) {
  const { folder, session: s, saver } = protectedStart(PASSPHRASES, "the secret seed 21");
  play(s, scriptLines(BOARDING_SCRIPT).slice(0, lines));
  saver.close();
  return { folder, path: saver.path, session: s };
}

test("strings on a protected save and its older copies shows no soldier, no action, no seed", () => {
  const { folder, session: s } = protectedGame();
  const files = readdirSync(folder);
  expect(files.length).toBeGreaterThan(1);
  for (const f of files) {
    const found = strings(readFileSync(join(folder, f))).join("\n");
    for (const word of [...SOLDIERS, ...WORDS, s.setup.seed])
      expect(shows(found, word), `${f} shows ${word}`).toBe(false);
    // What is in clear: the kind of file, the scenario's name, and which side-turn each block is.
    if (f.endsWith(".jsonl"))
      expect(found).toMatch(/"scenario":"First boarding"[\s\S]*"turn":\d+,"turnOf":"(blue|yellow)"/);
  }
});

test("both passphrases open the whole game", () => {
  const { path, session: s } = protectedGame();
  const back = loadSave(path, { passphrases: PASSPHRASES });
  if (!back.ok) throw new Error(back.message);
  expect(snapshot(back.session)).toBe(snapshot(s));
  expect(back.contents.setup.seed).toBe(s.setup.seed);
});

test("either passphrase alone opens neither the journal nor the game to resume, not even on a copy", () => {
  const { path, folder } = protectedGame();
  for (const side of ["blue", "yellow"] as const) {
    const other = side === "blue" ? "yellow" : "blue";
    const one = { [side]: PASSPHRASES[side] };
    const read = readSave(path, { passphrases: one });
    expect(!read.ok && read.kind).toBe("locked");
    expect(!read.ok && read.sides).toEqual([other]);
    expect(!read.ok && problemLine(read)).toBe(`${path}: is protected: it opens with ${other}'s passphrase`);
    // The finding: copy the save and resume the copy, to play the game to its end alone.
    const copy = join(folder, `copy-${side}.jsonl`);
    copyFileSync(path, copy);
    const resumed = resumeGame(copy, { folder, passphrases: one, fsync: false });
    expect(!resumed.ok && resumed.kind).toBe("locked");
    // Nor does a side's passphrase stand in for the other's: each slot wants its own.
    const both = resumeGame(copy, { folder, passphrases: { blue: PASSPHRASES[side], yellow: PASSPHRASES[side] } });
    expect(!both.ok && both.kind).toBe("wrong-passphrase");
  }
});

test("a side's own key opens its own parts and nothing else: not the journal, not the enemy's log", () => {
  const { path } = protectedGame();
  const layout = readLayout(path);
  if (!("header" in layout)) throw new Error(layout.message);
  const protection = layout.header.protection!;
  const blue = openSide(protection, layout.header.id, "blue", PASSPHRASES.blue)!;
  expect(blue).toBeDefined();
  expect(openSide(protection, layout.header.id, "blue", PASSPHRASES.yellow)).toBeUndefined();
  const line = layout.blocks[1]!;
  expect(typeof blockPart(layout.header, "blue", blue, line)).toBe("object");
  expect(blockPart(layout.header, "yellow", blue, line)).toBe("does not open (altered or damaged)");
  expect(blockPart(layout.header, "journal", blue, line)).toBe("does not open (altered or damaged)");
  const all = openAll(protection, layout.header.id, PASSPHRASES);
  if (!all.ok) throw new Error("both passphrases should open it");
  expect(typeof blockPart(layout.header, "journal", all.keys.journal, line)).toBe("object");
  // A side's log holds what it witnessed, never the enemy's soldiers.
  const log = readSideLog(path, "blue", PASSPHRASES.blue);
  if (!log.ok) throw new Error(log.message);
  expect(JSON.stringify(log.steps)).not.toMatch(/Grok|Vrask|Thrum|Harg/);
});

test("no passphrase, or a wrong one: clear errors naming whose is wanted", () => {
  const { path } = protectedGame();
  const none = loadSave(path);
  expect(!none.ok && none.kind).toBe("locked");
  expect(!none.ok && problemLine(none)).toBe(`${path}: is protected: it opens with blue's and yellow's passphrases`);
  const wrong = loadSave(path, { passphrases: { blue: "blue moon", yellow: PASSPHRASES.yellow } });
  expect(!wrong.ok && wrong.kind).toBe("wrong-passphrase");
  expect(!wrong.ok && problemLine(wrong)).toBe(`${path}: wrong passphrase for blue`);
  const side = readSideLog(path, "yellow", PASSPHRASES.blue);
  expect(!side.ok && problemLine(side)).toBe(`${path}: wrong passphrase: this is not yellow's`);
});

test("a sealed part altered, or its clear fields changed, is caught", () => {
  const { path } = protectedGame();
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  const k = 4;
  const block = JSON.parse(lines[k]!);
  const flip = (b64: string) => `${b64.slice(0, 40)}${b64[40] === "A" ? "B" : "A"}${b64.slice(41)}`;
  const write = (replaced: Record<string, unknown>) => {
    const line = JSON.stringify(replaced).padEnd(lines[k]!.length);
    writeFileSync(path, [...lines.slice(0, k), line, ...lines.slice(k + 1)].join("\n"));
  };
  write({ ...block, journal: flip(block.journal) });
  const r = loadSave(path, { passphrases: PASSPHRASES });
  expect(!r.ok && problemLine(r)).toMatch(/line 5 does not open \(altered or damaged\)/);
  // The clear fields are bound to the sealed parts: saying it is another side's turn is caught too.
  write({ ...block, turnOf: block.turnOf === "blue" ? "yellow" : "blue" });
  const s = loadSave(path, { passphrases: PASSPHRASES });
  expect(!s.ok && problemLine(s)).toMatch(/line 5 does not open/);
  write({ ...block, blue: flip(block.blue) });
  const log = readSideLog(path, "blue", PASSPHRASES.blue);
  expect(!log.ok && problemLine(log)).toMatch(/line 5 does not open/);
});

test("a resumed protected game stays protected, under the same passphrases", () => {
  const { path, folder } = protectedGame();
  const r = resumeGame(path, { folder, passphrases: PASSPHRASES, fsync: false });
  if (!r.ok) throw new Error(r.message);
  expect(r.guarded).toEqual(["blue", "yellow"]);
  expect(r.saver.opens("blue", PASSPHRASES.blue)).toBe(true);
  r.session.command("end");
  r.saver.close();
  expect(strings(readFileSync(path)).join("\n")).not.toMatch(/"end"|Osaka/);
  expect(loadSave(path, { passphrases: { blue: PASSPHRASES.blue } }).ok).toBe(false);
  expect(loadSave(path, { passphrases: PASSPHRASES }).ok).toBe(true);
});

test("a game only one side guards: that side's passphrase opens it, and the other's log is open to all", () => {
  const folder = tempFolder();
  const s = session(FIRST_BOARDING, 2);
  const saver = startSave(s, FIRST_BOARDING, { folder, passphrases: { blue: "azure" }, kdf: TEST_KDF, fsync: false });
  if (!saver.ok) throw new Error(saver.message);
  play(s, scriptLines(BOARDING_SCRIPT).slice(0, 6));
  saver.close();
  expect(loadSave(saver.path).ok).toBe(false);
  expect(loadSave(saver.path, { passphrases: { blue: "azure" } }).ok).toBe(true);
  expect(readSideLog(saver.path, "yellow", "anything").ok).toBe(true);
  expect(readSideLog(saver.path, "blue", "anything").ok).toBe(false);
});
