// Finding a cell by name through the ship's index of names gives what a look at every cell gives.
import { describe, expect, it } from "vitest";
import { parseHexName } from "../../src/hex/coords.js";
import { findCell } from "../../src/ship/find-cell.js";
import { placeName, type Ship } from "../../src/ship/ship.js";
import { full } from "../engine/systems/full-ship.js";

/** What findCell gave before it had an index: a scan of every cell. */
function scanned(ship: Ship, text: string): number | undefined {
  const [name, level] = text.split("@");
  const m = /^(\d+):(\d{4})$/.exec(name ?? "");
  if (!m || !parseHexName(m[2]!)) return undefined;
  const matches = ship.cells.filter((c) => c.name === name && (level === undefined || c.level === level));
  if (level === undefined && matches.length > 1) return matches.find((c) => c.level === "main")?.id;
  return matches[0]?.id;
}

describe("findCell", () => {
  it("finds every cell of the full ship by its name, with and without its level, as a scan would", () => {
    let found = 0;
    let levelled = 0;
    for (const c of full.cells) {
      for (const text of [placeName(c), `${c.name}@${c.level}`, c.name])
        expect(findCell(full, text)).toBe(scanned(full, text));
      if (findCell(full, placeName(c)) === c.id) found++;
      if (c.level !== "main" && findCell(full, placeName(c)) === c.id) levelled++;
    }
    // Most cells are found by name, some of them off the main level (else this proves little).
    expect(found).toBeGreaterThan(full.cells.length / 2);
    expect(levelled).toBeGreaterThan(0);
  });

  it("finds nothing for a name or level the ship does not have", () => {
    for (const text of ["89:9999", "1:0101", "89:0101@nowhere", "nonsense", "89:101", ""]) {
      expect(findCell(full, text)).toBe(scanned(full, text));
      expect(findCell(full, text)).toBeUndefined();
    }
  });
});
