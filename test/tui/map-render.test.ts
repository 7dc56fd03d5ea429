// The map as drawn for one side: terrain lit or remembered, doors, markers, last sightings, the dark, monochrome.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { levelGrids } from "../../src/tui/map-grid.js";
import { renderMap } from "../../src/tui/map-render.js";
import { cellMarks } from "../../src/tui/marks.js";
import { makeTheme } from "../../src/tui/theme.js";
import type { PlayerView } from "../../src/view/player-view.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");

/** Fog: the map of what is in sight, remembered, and where enemies were last seen. */
function session(visibility: "open" | "fog" = "fog"): Session {
  const s = newSession(CONTACT, "1", visibility);
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

/** Row 06 of the engine room from its west hall end, seven hexes, as tagged text. */
function row(s: Session, view: PlayerView, colour = true, numbers = false): string {
  const ship = s.setup.ship;
  const grid = levelGrids(ship).get("main")!;
  const start = ship.cells.find((c) => c.name === "99:0006" && c.level === "main")!;
  return renderMap({ ship, grid, view, marks: cellMarks(ship, view), numbers, theme: makeTheme(colour) }, start, {
    w: 13,
    h: 1,
  })[0]!;
}

const plain = (tagged: string) => tagged.replace(/\{[^}]*\}/g, "");

describe("the map window", () => {
  it("draws what is in sight in colour, the rest grey, behind a closed door that blocks the view", () => {
    const s = session();
    const text = row(s, s.view("blue"));
    expect(plain(text)).toBe(". Z + . . . .");
    expect(text).toMatch(/^\{white-fg\}\. \{\/\}/);
    expect(text).toContain("{white-fg}{blue-bg}{bold}Z{/}");
    expect(text).toContain("{yellow-fg}{bold}+ {/}");
    expect(text).toContain("{grey-fg}. . . .");
  });

  it("shows an opened door, the revealed enemy by its type's letter, and numbers on request", () => {
    const s = session();
    s.command("open Zephyrine e");
    const view = s.view("blue");
    expect(plain(row(s, view))).toBe(". Z ' N . . .");
    const number = String(view.own.find((m) => m.soldier?.name === "Zephyrine")!.number);
    expect(plain(row(s, view, true, true))).toBe(`. ${number.length === 1 ? `${number} ` : number}' N . . .`);
  });

  it("marks where an enemy was last seen with the turns since, once out of sight", () => {
    const s = session();
    s.command("open Zephyrine e");
    s.command("end");
    s.command("close Grimbolt w");
    const view = s.view("blue");
    expect(view.lastSeen.length).toBeGreaterThan(0);
    expect(plain(row(s, view))).toBe(". Z + 0 . . .");
    expect(row(s, view)).toContain("{yellow-fg}0 {/}");
  });

  it("across an open table draws every enemy marker by its number, in the enemy's colour, bold only in sight", () => {
    const s = session("open");
    const view = s.view("blue");
    const e = view.enemies.find((x) => x.hex === "99:0306")!;
    expect(e.inSight).toBe(false);
    const text = row(s, view);
    expect(plain(text)).toBe(`. Z + ${e.label.slice(1).padEnd(2)}. . .`);
    expect(text).toContain(`{black-fg}{yellow-bg}${e.label.slice(1)}`);
    expect(text).not.toContain(`{yellow-bg}{bold}${e.label.slice(1)}`);
    s.command("open Zephyrine e");
    expect(row(s, s.view("blue"))).toContain("{black-fg}{yellow-bg}{bold}N");
  });

  it("parts two marks side by side: a two-digit number beside another marker takes the gap before its hex", () => {
    const s = session("open");
    const view = s.view("blue");
    const ship = s.setup.ship;
    const [a, b] = view.enemies;
    const on = (hex: string) => ship.cells.find((c) => c.name === hex && c.level === "main")!.id;
    const placed = (label: string, hex: string, e: typeof a) => ({
      ...e!,
      number: Number(label.slice(1)),
      label,
      hex,
      cell: on(hex),
    });
    const side = (first: string, second: string) => ({
      ...view,
      enemies: [placed(first, "99:0306", a), placed(second, "99:0406", b)],
    });
    // "13" beside "1" would read as "131": the 13 moves left into the free gap after the door.
    expect(plain(row(s, side("?13", "?1")))).toBe(". Z +13 1 . .");
    // With no marker on the next hex a number runs into the gap after it, as always.
    expect(plain(row(s, { ...view, enemies: [placed("?13", "99:0306", a)] }))).toBe(". Z + 13. . .");
    // Two two-digit numbers side by side: the first moves left, the second runs right.
    expect(plain(row(s, side("?13", "?12")))).toBe(". Z +13 12. .");
  });

  it("draws a stack of enemy markers by its count", () => {
    const s = session("open");
    const view = s.view("blue");
    const [a, b] = view.enemies;
    const stacked = { ...view, enemies: [a!, { ...b!, cell: a!.cell, hex: a!.hex }] };
    const ship = s.setup.ship;
    const grid = levelGrids(ship).get("main")!;
    const at = ship.cells[a!.cell]!;
    const drawn = renderMap(
      { ship, grid, view: stacked, marks: cellMarks(ship, stacked), numbers: false, theme: makeTheme(false) },
      { x: at.x, y: at.y },
      { w: 2, h: 1 },
    )[0]!;
    expect(plain(drawn)).toBe("*2");
  });

  it("draws the dark in blue when the lights are off, and uses no colour in monochrome", () => {
    const s = session();
    const view = s.view("blue");
    const dark = { ...view, systems: { ...view.systems, lights: false } };
    expect(row(s, dark)).toMatch(/^\{blue-fg\}\. \{\/\}/);
    const mono = row(s, view, false);
    expect(mono).not.toMatch(/-fg\}|-bg\}/);
    expect(mono).toContain("{inverse}{bold}Z{/}");
    expect(mono).toMatch(/^\{bold\}\. \{\/\}/);
  });
});

describe("a module's own glyphs on the game map", () => {
  it("are drawn as its legend draws them, but for a marker's glyph (? and digits), drawn as the standard one", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-glyphs-"));
    const rows = Array.from({ length: 12 }, (_, y) => {
      const n = 14 - (y % 2);
      const hexes = Array.from({ length: n }, (_, c) => {
        if (y === 0 || y === 11 || c === 0 || c === n - 1) return y === 6 && (c === 0 || c === n - 1) ? "=" : "#";
        return y === 6 ? (["W", "?", "7"][c - 1] ?? ".") : ".";
      });
      return `    ${y % 2 ? " " : ""}${hexes.join(" ")}`;
    });
    writeFileSync(
      join(dir, "lab.yaml"),
      `id: 150\nname: Lab\nlegend: { "W": cabinet, "?": floor, "7": floor }\nlevels:\n  main: |\n${rows.join("\n")}\n`,
    );
    writeFileSync(
      join(dir, "ship.yaml"),
      'name: s\nmodules:\n  - { module: 89, at: "0000" }\n  - { module: ./lab.yaml, at: "1400" }\n  - { module: 99, at: "2800" }\n',
    );
    const file = join(dir, "scenario.yaml");
    writeFileSync(
      file,
      'name: glyphs\nship: ./ship.yaml\nfirst: blue\nturns: 3\nsides:\n  blue:\n    race: starmarines\n    soldiers: [{ type: marine, name: Ash, start: "150:0506" }]\n  yellow:\n    race: norx\n    soldiers: [{ type: warrior, name: Grok, start: "99:0210" }]\n',
    );
    const s = newSession(file, "1");
    if (Array.isArray(s)) throw new Error(s.join("\n"));
    const ship = s.setup.ship;
    const start = ship.cells.find((c) => c.name === "150:0006" && c.level === "main")!;
    const view = s.view("blue");
    const grid = levelGrids(ship).get("main")!;
    const text = renderMap(
      { ship, grid, view, marks: cellMarks(ship, view), numbers: false, theme: makeTheme(false) },
      start,
      { w: 11, h: 1 },
    )[0]!;
    // Ash's A is the air locks' letter on this ship: he takes the next letter of his name (issue 17, finding 9).
    expect(plain(text)).toBe(". W . . . S");
    rmSync(dir, { recursive: true, force: true });
  });
});
