// The start menu's opponent kept in the config folder: written, read back, nothing when there is no file,
// and a file that says something else named in one FILE:LINE:COL line, never a stack trace.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { opponentFilePath, readOpponent, writeOpponent } from "../../src/cli/opponent-memory.js";

describe("the remembered opponent", () => {
  it("is written and read back, the computer's side and strength or a second player", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-opp-"));
    const file = opponentFilePath({ XDG_CONFIG_HOME: dir });
    expect(file).toBe(join(dir, "derelict", "opponent"));
    expect(readOpponent(file)).toEqual({});
    expect(writeOpponent(file, { side: "blue", strength: 2 })).toBeUndefined();
    expect(readOpponent(file)).toEqual({ opponent: { side: "blue", strength: 2 } });
    // The deepest search the menu offers is read back too, not named a problem.
    expect(writeOpponent(file, { side: "yellow", strength: 4 })).toBeUndefined();
    expect(readOpponent(file)).toEqual({ opponent: { side: "yellow", strength: 4 } });
    expect(writeOpponent(file, undefined)).toBeUndefined();
    expect(readOpponent(file)).toEqual({});
  });

  it("names a file it cannot take in one line, and a folder it cannot write to", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-opp-"));
    const file = join(dir, "opponent");
    writeFileSync(file, "computer green 9\n");
    expect(readOpponent(file)).toEqual({
      problem: `${file}:1:1: expected 'second player' or 'computer SIDE STRENGTH' (the menu rewrites it)`,
    });
    mkdirSync(join(dir, "folder"));
    expect(readOpponent(join(dir, "folder")).problem).toMatch(/folder:1:1: is a folder/);
    const blocked = join(file, "inside", "opponent");
    expect(writeOpponent(blocked, undefined)).toMatch(/the opponent could not be remembered \(ENOTDIR\)/);
  });
});
