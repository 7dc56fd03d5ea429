// Protected saves: nothing secret readable in the file, either side's passphrase opens it, a wrong one is a clear error.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { loadSave, problemLine, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import {
  FIRST_BOARDING,
  BOARDING_SCRIPT,
  TEST_KDF,
  play,
  scriptLines,
  session,
  snapshot,
  tempFolder,
} from "./game-fixture.js";

const PASSPHRASES = { blue: "blue moon rising", yellow: "norx eat marines" };
const SOLDIERS = ["Osaka", "Menkovich", "Rojas", "Steinberger", "Grok", "Vrask", "Thrum", "Harg"];
/** Words of the action journal and the setup that must not be readable; quoted, as they would stand in JSON. */
const WORDS = [
  '"move"',
  '"open"',
  '"board"',
  '"leave"',
  '"end"',
  '"action"',
  '"piece"',
  '"setup"',
  '"seed"',
  "scenarioText",
  "sergeant",
  "starmarines",
  "norx",
];

/** Runs of four or more printable characters, as `strings` finds them. */
function strings(bytes: Buffer): string[] {
  return bytes.toString("latin1").match(/[\x20-\x7e\t]{4,}/g) ?? [];
}

function protectedGame() {
  const folder = tempFolder();
  const s = session(FIRST_BOARDING, 21);
  const saver = startSave(s, FIRST_BOARDING, {
    folder,
    passphrases: PASSPHRASES,
    kdf: TEST_KDF,
    fsync: false,
  }) as Saver;
  play(s, scriptLines(BOARDING_SCRIPT).slice(0, 14));
  saver.close();
  return { folder, path: saver.path, session: s };
}

test("strings on a protected save and its older copies shows no soldier, no action, no seed", () => {
  const { folder, session: s } = protectedGame();
  const files = readdirSync(folder);
  expect(files.length).toBeGreaterThan(1);
  for (const f of files) {
    const found = strings(readFileSync(join(folder, f))).join("\n");
    for (const word of [...SOLDIERS, ...WORDS, `"seed":${s.setup.seed}`])
      expect(found, `${f} shows ${word}`).not.toContain(word);
    // What is in clear: the kind of file, the scenario's name, turn and whose turn it is.
    if (f.endsWith(".jsonl"))
      expect(found).toMatch(/"scenario":"First boarding"[\s\S]*"turn":\d+,"turnOf":"(blue|yellow)"/);
  }
});

test("either side's passphrase opens it, and says whose it was", () => {
  const { path, session: s } = protectedGame();
  for (const side of ["blue", "yellow"] as const) {
    const back = loadSave(path, { passphrase: PASSPHRASES[side] });
    if (!back.ok) throw new Error(back.message);
    expect(back.unlockedBy).toBe(side);
    expect(snapshot(back.session)).toBe(snapshot(s));
  }
});

test("no passphrase, a wrong one, or the other side's in a side's slot: clear errors", () => {
  const { path } = protectedGame();
  const none = loadSave(path);
  expect(!none.ok && none.kind).toBe("locked");
  expect(!none.ok && problemLine(none)).toBe(`${path}: is protected: it opens with blue's or yellow's passphrase`);
  const wrong = loadSave(path, { passphrase: "blue moon" });
  expect(!wrong.ok && wrong.kind).toBe("wrong-passphrase");
  expect(!wrong.ok && problemLine(wrong)).toBe(
    `${path}: wrong passphrase: this save opens with blue's or yellow's passphrase`,
  );
  const crossed = loadSave(path, { passphrase: PASSPHRASES.yellow, side: "blue" });
  expect(!crossed.ok && problemLine(crossed)).toBe(`${path}: wrong passphrase: this save opens with blue's passphrase`);
});

test("a sealed line altered or moved is caught", () => {
  const { path } = protectedGame();
  const lines = readFileSync(path, "utf8").split("\n");
  const seven = JSON.parse(lines[7]!);
  const flipped = {
    ...seven,
    sealed: `${seven.sealed.slice(0, 20)}${seven.sealed[20] === "A" ? "B" : "A"}${seven.sealed.slice(21)}`,
  };
  const write = (ls: string[]) => writeFileSync(path, ls.join("\n"));
  write([...lines.slice(0, 7), JSON.stringify(flipped), ...lines.slice(8)]);
  const r = loadSave(path, { passphrase: PASSPHRASES.blue });
  expect(!r.ok && problemLine(r)).toMatch(/line 8 does not decrypt \(altered or damaged\)/);
  // The clear status is bound to the sealed line: changing whose turn it says is caught too.
  write([...lines.slice(0, 7), JSON.stringify({ ...seven, turn: 99 }), ...lines.slice(8)]);
  const s = loadSave(path, { passphrase: PASSPHRASES.blue });
  expect(!s.ok && problemLine(s)).toMatch(/line 8 does not decrypt/);
});

test("a resumed protected game stays protected", () => {
  const { path, folder } = protectedGame();
  const r = resumeGame(path, { folder, passphrase: PASSPHRASES.yellow, fsync: false });
  if (!r.ok) throw new Error(r.message);
  r.session.command("end");
  r.saver.close();
  const text = readFileSync(path, "utf8");
  expect(text.split("\n").at(-2)).toMatch(/^\{"n":\d+,"sealed":/);
  expect(loadSave(path, { passphrase: PASSPHRASES.blue }).ok).toBe(true);
});
