// The map window as tagged text: terrain, doors and cargo as this side knows them, markers on top.
import { CARGO, TERRAIN } from "../map/terrain.js";
import type { Cell, Ship } from "../ship/ship.js";
import type { PlayerView } from "../seat/index.js";
import type { LevelGrid } from "./map-grid.js";
import { DEBRIS_GLYPH, litLook, OPEN_DOOR_GLYPH, reachLook, REMEMBERED, VACUUM_GLYPH } from "./map-looks.js";
import type { CellMarks } from "./marks.js";
import { enemyOf } from "./sides.js";
import { soldierGlyphs } from "./soldier-glyphs.js";
import { SIDE_LOOK, SIDE_TEXT, type Look, type Theme } from "./theme.js";
import type { WreckView } from "../seat/index.js";
import type { Point, Size } from "./viewport.js";

export interface MapScene {
  readonly ship: Ship;
  readonly grid: LevelGrid;
  readonly view: PlayerView;
  readonly marks: ReadonlyMap<number, CellMarks>;
  /** The selected own marker's number. */
  readonly selected?: number;
  /** The look or placement cursor, on this level. */
  readonly cursor?: Point;
  /** Marker numbers instead of letters. */
  readonly numbers: boolean;
  readonly theme: Theme;
  /** Hexes to light up: the side's deployment zones while it deploys. */
  readonly zone?: ReadonlySet<number>;
  /** Hexes to shade: where the selected marker can get this turn (src/view/reach-view.ts). */
  readonly reach?: ReadonlyMap<number, number>;
}

interface Char {
  ch: string;
  look: Look;
}

const PLAIN: Look = {};
const ZONE_LOOK: Look = { fg: "black", bg: "green" };
const ZONE_MONO: Look = { underline: true };

export function renderMap(scene: MapScene, origin: Point, size: Size): string[] {
  const inView = new Set(scene.view.inView);
  const openDoors = new Set(scene.view.openDoors);
  const cargo = new Map(scene.view.cargo.map((c) => [c.cell, c.kind]));
  const wreck = wreckGlyphs(scene.view.wreck);
  // The shaded look of each look, made once a frame: the same look object for every hex that has it.
  const shaded = new Map<Look, Look>();
  const reached = (look: Look): Look => {
    let made = shaded.get(look);
    if (!made) shaded.set(look, (made = reachLook(look, scene.theme.shades)));
    return made;
  };
  const lines: string[] = [];
  const cells: (Cell | undefined)[] = new Array<Cell | undefined>(size.w);
  for (let r = 0; r < size.h; r++) {
    const y = origin.y + r;
    for (let c = 0; c < size.w; c++) cells[c] = scene.grid.at(origin.x + c, y);
    const row: Char[] = [];
    for (let c = 0; c < size.w; c++) row.push(terrainChar(scene, cells[c], inView, openDoors, cargo, wreck, reached));
    if (scene.reach) shadeGaps(scene.reach, row, cells);
    placeMarks(
      row,
      cells.map((cell) => {
        const marks = cell && scene.marks.get(cell.id);
        return marks ? markChars(scene, marks, inView.has(cell.id)) : undefined;
      }),
    );
    const cursor = scene.cursor;
    if (cursor && cursor.y === y) {
      const at = row[cursor.x - origin.x];
      if (at) at.look = { ...at.look, inverse: true };
    }
    lines.push(joinRuns(row, scene.theme));
  }
  return lines;
}

const BLANK: Readonly<Char> = { ch: " ", look: PLAIN };

function terrainChar(
  scene: MapScene,
  cell: Cell | undefined,
  inView: Set<number>,
  openDoors: Set<string>,
  cargo: Map<number, string>,
  wreck: ReadonlyMap<string, string>,
  reached: (look: Look) => Look,
): Char {
  if (!cell) return { ...BLANK };
  const box = cargo.get(cell.id);
  const open = cell.terrain === "door" && openDoors.has(cell.name);
  const ch = box
    ? (CARGO[box as keyof typeof CARGO]?.glyph ?? "x")
    : open
      ? OPEN_DOOR_GLYPH
      : (wreck.get(cell.name) ?? shownGlyph(cell));
  if (scene.zone?.has(cell.id)) return { ch, look: scene.theme.colour ? ZONE_LOOK : ZONE_MONO };
  const look = !inView.has(cell.id)
    ? scene.theme.colour
      ? REMEMBERED
      : PLAIN
    : litLook(box ? "crate" : cell.terrain, scene.theme.colour, scene.view.systems.lights);
  return { ch, look: scene.reach?.has(cell.id) ? reached(look) : look };
}

/** The glyph of each wrecked hex by name: debris, vacuum (public, the same for both sides). */
function wreckGlyphs(wreck: WreckView): Map<string, string> {
  return new Map([
    ...wreck.debris.map((h): [string, string] => [h, DEBRIS_GLYPH]),
    ...wreck.breached.map((h): [string, string] => [h, VACUUM_GLYPH]),
  ]);
}

/**
 * A module's own glyph for the hex (its legend's), or the standard one; never one the map draws
 * markers with (`?`, or a digit of a marker number), which would pass for a marker.
 */
function shownGlyph(cell: Cell): string {
  return cell.glyph !== undefined && !/^[?0-9]$/.test(cell.glyph) ? cell.glyph : TERRAIN[cell.terrain].glyph;
}

/** The gap between two shaded hexes side by side is shaded too, as the hex before it: one run, one area. */
function shadeGaps(reach: ReadonlyMap<number, number>, row: Char[], cells: readonly (Cell | undefined)[]): void {
  const shaded = (c: number) => {
    const cell = cells[c];
    return cell !== undefined && reach.has(cell.id);
  };
  for (let c = 1; c + 1 < row.length; c++) {
    if (cells[c] === undefined && shaded(c - 1) && shaded(c + 1)) row[c] = { ch: " ", look: row[c - 1]!.look };
  }
}

/**
 * Puts each hex's marker characters on the row. A two-character mark ("12", "*2") runs into the gap
 * after its hex, but when the next hex holds a mark too that would read as one number ("13" beside
 * "1" as "131"): it takes the gap before its hex instead, if that gap is free and no mark stands
 * just before it, so a blank always parts two marks where there is room for one.
 */
function placeMarks(row: Char[], marks: readonly (Char[] | undefined)[]): void {
  let usedTo = -1;
  for (let c = 0; c < marks.length; c++) {
    const chars = marks[c];
    if (!chars) continue;
    const before =
      chars.length === 2 && marks[c + 2] !== undefined && c - 1 > usedTo && c >= 1 && marks[c - 2] === undefined;
    const from = before ? c - 1 : c;
    chars.forEach((ch, i) => {
      if (from + i < row.length) row[from + i] = ch;
    });
    usedTo = from + chars.length - 1;
  }
}

/** The characters of a hex's markers: one glyph, or a number that runs into the gap after the hex. */
function markChars(scene: MapScene, marks: CellMarks, seen: boolean): Char[] {
  const side = scene.view.side;
  if (marks.own.length > 0) {
    const chosen = marks.own.find((m) => m.number === scene.selected);
    const shown = chosen ?? marks.own.find((m) => m.soldier) ?? marks.own[0]!;
    const look: Look = { ...SIDE_LOOK[side], underline: chosen !== undefined };
    const text = scene.numbers
      ? String(shown.number)
      : shown.soldier
        ? (soldierGlyphs(scene.ship, scene.view.own).get(shown.soldier.name) ?? "?")
        : "?";
    return [...text].map((ch) => ({ ch, look }));
  }
  const enemy = enemyOf(side);
  const e = marks.enemies[0];
  if (e) {
    // A question marker by its number, a revealed soldier by his type's letter, a stack by its count.
    const text =
      marks.enemies.length > 1 ? `*${marks.enemies.length}` : e.revealed ? (e.label[0] ?? "?") : e.label.slice(1);
    // One the side has no line to (across an open table) is drawn without bold: known, not in sight.
    const look = enemyLook(scene, enemy, e.inSight || marks.enemies.some((x) => x.inSight));
    return [...text.toUpperCase()].map((ch) => ({ ch, look }));
  }
  const inLock = marks.locked.filter((l) => l.at === "lock");
  if (inLock.length > 0) {
    const text = inLock.length > 1 ? `*${inLock.length}` : markerGlyph(inLock[0]!.label);
    return [...text.toUpperCase()].map((ch) => ({ ch, look: enemyLook(scene, enemy, false) }));
  }
  if (marks.last && !seen) {
    const age = scene.view.turn - marks.last.turn;
    return [
      // Without colour a plain digit: an underlined one is a marker.
      { ch: age > 9 ? "+" : String(age), look: { ...SIDE_TEXT[enemy], bold: false } },
    ];
  }
  return [];
}

/** How one enemy marker is drawn: a question marker's number ("12"), a revealed soldier's type's letter. */
function markerGlyph(label: string): string {
  return label.startsWith("?") ? label.slice(1) : (label[0] ?? "?");
}

function joinRuns(row: readonly Char[], theme: Theme): string {
  let out = "";
  let run = "";
  let open = "";
  // Whether the open run paints a gap (a background, a line): asked once a run, not once a character.
  let paints = false;
  const flush = () => {
    if (run !== "") out += open === "" ? run : `${open}${run}{/}`;
    run = "";
  };
  for (const c of row) {
    let tags = theme.tags(c.look);
    // A plain gap between hexes joins the run before it unless that run would paint it (a background, a line).
    if (c.ch === " " && tags === "" && !paints) tags = open;
    if (tags !== open) {
      flush();
      open = tags;
      paints = /-bg\}|inverse|underline/.test(open);
    }
    run += c.ch === "{" ? "{open}" : c.ch === "}" ? "{close}" : c.ch;
  }
  flush();
  return out;
}

/**
 * An enemy marker's look: the enemy's colour, bold in sight. Without colour both sides' would be
 * reverse video: the enemy's are underlined (bold in sight) instead, so the sides tell apart by look
 * alone, and a revealed Marine's M from a console, a Sergeant's S from the stairs.
 */
function enemyLook(scene: MapScene, enemy: "blue" | "yellow", inSight: boolean): Look {
  if (!scene.theme.colour) return { bold: inSight, underline: true };
  return inSight ? SIDE_LOOK[enemy] : { ...SIDE_LOOK[enemy], bold: false };
}
