// A wreck on the map (src/engine/wreck.ts): debris drawn %, vacuum ~, and the look at a hex says
// which, and that a door is jammed; the same for both sides.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { describeHex } from "../../src/tui/look-text.js";
import { levelGrids } from "../../src/tui/map-grid.js";
import { renderMap } from "../../src/tui/map-render.js";
import { cellMarks } from "../../src/tui/marks.js";
import { makeTheme } from "../../src/tui/theme.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-wreck-map-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function session(condition: string): Session {
  const file = join(dir, "wreck.yaml");
  writeFileSync(
    file,
    [
      "name: wreck",
      "ship: small",
      "first: blue",
      "turns: 5",
      "sides:",
      "  blue: { race: starmarines, soldiers: [{ type: marine, name: Ash, start: lock 1 }] }",
      "  yellow: { race: norx, soldiers: [{ type: warrior, name: Grask, start: lock 5 }] }",
      condition,
      "",
    ].join("\n"),
  );
  const s = newSession(file, "1", "open");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

const plainRow = (s: Session, side: "blue" | "yellow", from: string, w: number): string => {
  const ship = s.setup.ship;
  const view = s.view(side);
  const start = ship.cells.find((c) => c.name === from && c.level === "main")!;
  const theme = makeTheme(true);
  const grid = levelGrids(ship).get("main")!;
  const [line] = renderMap({ ship, grid, view, marks: cellMarks(ship, view), numbers: false, theme }, start, {
    w,
    h: 1,
  });
  return line!.replace(/\{[^}]*\}/g, "");
};

describe("a wreck on the map", () => {
  const s = session('condition: { debris: ["89:0403"], breached: ["89:0503"], jammed-doors: ["89:0206"] }');

  it("draws debris and vacuum for both sides", () => {
    expect(plainRow(s, "blue", "89:0203", 9)).toBe(". . % ~ .");
    expect(plainRow(s, "yellow", "89:0203", 9)).toBe(". . % ~ .");
    expect(plainRow(session(""), "blue", "89:0203", 9)).toBe(". . . . .");
  });

  it("names debris, vacuum and a jammed door when looked at", () => {
    const ship = s.setup.ship;
    const look = (name: string) =>
      describeHex(
        ship,
        s.view("blue"),
        ship.cells.find((c) => c.name === name)!,
        undefined,
      ).join("\n");
    expect(look("89:0403")).toContain("debris: no one can enter it");
    expect(look("89:0503")).toContain("open to vacuum: only armoured soldiers enter it");
    expect(look("89:0206")).toContain("closed, jammed as far as you know");
  });
});
