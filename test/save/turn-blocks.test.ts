// Nothing per action in clear: a protected save changes size and line count only when a turn ends, and shows
// in clear only which side-turn each block is; the enemy's actions cannot be counted from the file.
import { readFileSync, statSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { loadSave, startSave, type Saver } from "../../src/save/index.js";
import { BOARDING_SCRIPT, FIRST_BOARDING, TEST_KDF, play, scriptLines, session, tempFolder } from "./game-fixture.js";

const PASSPHRASES = { blue: "azure", yellow: "amber" };

/** The file with every sealed part blanked: what anyone can read of it without a passphrase. */
const clearSkeleton = (text: string): string => text.replace(/"(journal|blue|yellow|setup)":"[^"]*"/g, '"$1":""');

interface Look {
  readonly size: number;
  readonly lines: readonly number[];
  readonly skeleton: string;
}

function look(path: string): Look {
  const text = readFileSync(path, "utf8");
  return { size: statSync(path).size, lines: text.split("\n").map((l) => l.length), skeleton: clearSkeleton(text) };
}

function protectedSave(seed = "turn blocks") {
  const s = session(FIRST_BOARDING, seed);
  const saver = startSave(s, FIRST_BOARDING, {
    folder: tempFolder(),
    fsync: false,
    passphrases: PASSPHRASES,
    kdf: TEST_KDF,
  }) as Saver;
  return { s, saver };
}

describe("a protected save seen without a passphrase", () => {
  test("keeps its size, line count, every line's length and all its clear text through a side-turn", () => {
    const { s, saver } = protectedSave();
    let before = look(saver.path);
    let turns = 0;
    let within = 0;
    for (const line of scriptLines(BOARDING_SCRIPT).slice(0, 24)) {
      const side = s.toMove;
      const turn = s.turn;
      const bytes = readFileSync(saver.path);
      play(s, [line]);
      const after = look(saver.path);
      if (s.toMove === side && s.turn === turn) {
        // An action within the side-turn: the bytes change (it is saved), nothing else does.
        expect(readFileSync(saver.path).equals(bytes), line).toBe(false);
        expect(after, line).toEqual(before);
        within++;
      } else {
        // A turn's end, which both players see: one more block, all the same length.
        expect(after.lines.length).toBe(before.lines.length + 1);
        expect(new Set(after.lines.slice(2, -1)).size).toBe(1);
        turns++;
      }
      before = after;
    }
    expect(within).toBeGreaterThan(10);
    expect(turns).toBeGreaterThan(3);
    saver.close();
  });

  test("two games that differ only in how much blue did in a turn look the same", () => {
    const quiet = protectedSave("same seed");
    const busy = protectedSave("same seed");
    play(quiet.s, ["board Osaka", "end"]);
    play(busy.s, ["board Osaka", "board Menkovich", "board Rojas", "board Steinberger", "end"]);
    for (const g of [quiet, busy]) g.saver.close();
    const [a, b] = [look(quiet.saver.path), look(busy.saver.path)];
    expect(b.size).toBe(a.size);
    expect(b.lines).toEqual(a.lines);
    // Only the header's random file id and key material differ between the two files.
    const lines = (x: Look) => x.skeleton.split("\n").slice(1);
    expect(lines(b)).toEqual(lines(a));
    expect(busy.s.actions.length).toBeGreaterThan(quiet.s.actions.length);
  });
});

test("a side-turn that outgrows its parts: every part doubles, once, and the game is whole", () => {
  const s = session(FIRST_BOARDING, "small boxes");
  const saver = startSave(s, FIRST_BOARDING, {
    folder: tempFolder(),
    fsync: false,
    passphrases: PASSPHRASES,
    kdf: TEST_KDF,
    capacity: { journal: 64, side: 2048 },
  }) as Saver;
  const header = () => JSON.parse(readFileSync(saver.path, "utf8").split("\n")[0]!);
  const first = header().capacity;
  play(s, scriptLines(BOARDING_SCRIPT).slice(0, 20));
  saver.close();
  const grown = header().capacity;
  expect(grown.journal).toBeGreaterThan(first.journal);
  expect(grown.journal / first.journal).toBe(grown.side / first.side);
  const back = loadSave(saver.path, { passphrases: PASSPHRASES });
  if (!back.ok) throw new Error(back.message);
  expect(back.session.actions).toEqual(s.actions);
});
