// Putting back an older copy of the side-turn in play before a joint resume. Each write of it seals its
// write count and the count of the write it followed (src/save/format.ts, JournalPart `after`): the two
// copies on disk are always one write after the other, so a copy put back from another moment is
// refused with one line. Old: a block was bound to its index and turn only, and the copies of a turn
// from different moments loaded as if nothing had happened.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSave, problemLine, resumeGame } from "../../src/save/index.js";
import { protectedStart, tempFolder } from "./game-fixture.js";

const PASSPHRASES = { blue: "blue's own words", yellow: "yellow's own words" };
const linesOf = (path: string): string[] => readFileSync(path, "utf8").split("\n").slice(0, -1);
const writeLines = (path: string, lines: readonly string[]): void => writeFileSync(path, `${lines.join("\n")}\n`);

/** A protected save whose side-turn in play was written four times after the whole file; the file after each. */
function fourWrites() {
  const { folder, session: s, saver } = protectedStart(PASSPHRASES, "rollback");
  const goal = (hex: string) => ({ d1: { hex, cell: 0, sighted: [] } });
  const moments: string[][] = [linesOf(saver.path)];
  for (const write of [
    () => s.command("board Osaka"),
    () => s.setTravelGoals("blue", goal("89:0101")),
    () => s.setTravelGoals("blue", goal("89:0102")),
    () => s.setTravelGoals("blue", goal("89:0103")),
  ]) {
    write();
    moments.push(linesOf(saver.path));
  }
  saver.close();
  return { folder, path: saver.path, moments, session: s };
}

describe("an older copy of the side-turn in play put back", () => {
  it("is refused with one line, the file left as it is", () => {
    const { path, moments } = fourWrites();
    const last = moments.at(-1)!;
    // The writes alternate between the two last lines: the second moment's first copy, put back over the
    // first copy of the last (a write of two moments later), beside the last write.
    const put = [...last.slice(0, -2), moments[1]!.at(-2)!, last.at(-1)!];
    writeLines(path, put);
    const r = loadSave(path, { passphrases: PASSPHRASES });
    if (r.ok) throw new Error("loaded a save with an older copy put back");
    expect(r.kind).toBe("damaged");
    expect(problemLine(r)).toMatch(
      /the two copies of the side-turn in play, are not one write after the other \(write \d+ followed write \d+, the other copy is write \d+\): an older copy was put back/,
    );
    expect(problemLine(r)).not.toContain("\n");
    expect(readFileSync(path, "utf8")).toBe(`${put.join("\n")}\n`);
  });

  it("the newer copy written over the older (both alike): refused too", () => {
    const { path, moments } = fourWrites();
    const last = moments.at(-1)!;
    writeLines(path, [...last.slice(0, -2), last.at(-1)!, last.at(-1)!]);
    const r = loadSave(path, { passphrases: PASSPHRASES });
    expect(r.ok).toBe(false);
  });

  it("every moment as written loads, with the game as it stood then", () => {
    const { path, moments, session: s } = fourWrites();
    for (const lines of moments) {
      writeLines(path, lines);
      const r = loadSave(path, { passphrases: PASSPHRASES });
      if (!r.ok) throw new Error(r.message);
    }
    const r = loadSave(path, { passphrases: PASSPHRASES });
    if (!r.ok) throw new Error(r.message);
    expect(r.session.actions).toEqual(s.actions);
    expect(r.session.travelGoals("blue")).toEqual(s.travelGoals("blue"));
    // And it resumes and goes on saving: the copies it writes follow one another.
    const resumed = resumeGame(path, { passphrases: PASSPHRASES, folder: tempFolder(), fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    resumed.session.command("board Rojas");
    resumed.saver.close();
    expect(loadSave(resumed.saver.path, { passphrases: PASSPHRASES }).ok).toBe(true);
  });
});
