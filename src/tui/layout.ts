// The boxes on screen and where they go: status line, map, side panel, log, message line; a cover and a pop-up over them.
import type { Box, BoxOptions, Screen } from "./terminal/screen.js";
import * as widgets from "./terminal/widgets.js";
import { cut } from "./text-fit.js";
import { LOOKS, type Theme } from "./theme.js";

export const MIN_COLS = 80;
export const MIN_ROWS = 24;

/** The side panel's width: 30 columns, wider from 120 (40 there, 48 at most) so hex names and labels are not cut. */
export const panelCols = (cols: number): number => (cols < 120 ? 30 : Math.min(48, 30 + Math.floor((cols - 100) / 2)));

/** The message log's rows: 5, more from 40 rows (9 there, 14 at most), so --more-- comes up rarely. */
export const logRows = (rows: number): number => (rows < 40 ? 5 : Math.min(14, 5 + Math.floor((rows - 32) / 2)));

export interface Boxes {
  readonly status: Box;
  readonly map: Box;
  readonly panel: Box;
  readonly log: Box;
  readonly message: Box;
  /** The whole screen: menu, handover, help, history, game over, too small. */
  readonly cover: Box;
  /** A box over the map, framed in its text: what you saw. */
  readonly popup: Box;
}

export interface Areas {
  readonly map: { top: number; left: number; width: number; height: number };
  readonly panelCols: number;
  readonly logRows: number;
}

export function makeBoxes(screen: Screen): Boxes {
  const box = (options: BoxOptions) =>
    widgets.box({ parent: screen, tags: true, wrap: false, hidden: true, ...options });
  return {
    status: box({ top: 0, left: 0, height: 1 }),
    map: box({ top: 1, left: 0 }),
    panel: box({ top: 1 }),
    log: box({ left: 0 }),
    message: box({ left: 0, height: 1 }),
    cover: box({ top: 0, left: 0 }),
    popup: box({}),
  };
}

/** Places the boxes for a screen of this size; returns where the map window is. */
export function placeBoxes(b: Boxes, cols: number, rows: number): Areas {
  const [panel, log] = [panelCols(cols), logRows(rows)];
  const mapWidth = Math.max(1, cols - panel - 1);
  const mapHeight = Math.max(1, rows - 2 - log);
  set(b.status, 0, 0, cols, 1);
  set(b.map, 1, 0, mapWidth, mapHeight);
  set(b.panel, 1, mapWidth + 1, panel, mapHeight);
  set(b.log, 1 + mapHeight, 0, cols, log);
  set(b.message, rows - 1, 0, cols, 1);
  set(b.cover, 0, 0, cols, rows);
  return { map: { top: 1, left: 0, width: mapWidth, height: mapHeight }, panelCols: panel, logRows: log };
}

/** Hides every box and empties it, so nothing of a side's screen is left even in memory. */
export function blankAll(b: Boxes): void {
  for (const el of Object.values(b) as Box[]) {
    el.setContent("");
    el.hide();
  }
}

export function showMain(b: Boxes): void {
  for (const el of [b.status, b.map, b.panel, b.log, b.message]) el.show();
  b.cover.hide();
}

export function showCover(b: Boxes, lines: readonly string[]): void {
  for (const el of [b.status, b.map, b.panel, b.log, b.message, b.popup]) {
    setText(el, "");
    el.hide();
  }
  setText(b.cover, lines.join("\n"));
  b.cover.show();
}

/** Sets a box's text; the same text again is left as it is (blessed would clear the box and read it again). */
export function setText(el: Box, text: string): void {
  if (el.content !== text) el.setContent(text);
}

function set(el: Box, top: number, left: number, width: number, height: number): void {
  el.top = top;
  el.left = left;
  el.width = width;
  el.height = height;
}

/** A framed page over the map, centred; its first line a heading when `heading` is set, line `chosen` highlighted. */
export function showPopup(
  b: Boxes,
  lines: readonly string[],
  heading: boolean,
  cols: number,
  rows: number,
  theme: Theme,
  chosen?: number,
): void {
  const width = Math.min(cols - 4, Math.max(44, ...lines.map((l) => l.length + 4)));
  b.popup.left = Math.floor((cols - width) / 2);
  b.popup.top = Math.max(1, Math.floor((rows - lines.length - 2) / 2));
  b.popup.width = width;
  b.popup.height = lines.length + 2;
  const look = (i: number) =>
    i === 1 && heading ? LOOKS.heading : chosen !== undefined && i === chosen + 1 ? LOOKS.chosen : {};
  b.popup.setContent(
    framed(lines, width)
      .map((l, i) => theme.paint(look(i), l))
      .join("\n"),
  );
  b.popup.show();
  b.popup.setFront();
}

export function hidePopup(b: Boxes): void {
  setText(b.popup, "");
  b.popup.hide();
}

/** Lines in an ASCII frame of the given outer width (line-drawing characters vary too much between terminals). */
function framed(lines: readonly string[], width: number): string[] {
  const inner = width - 4;
  const rule = `+${"-".repeat(width - 2)}+`;
  return [rule, ...lines.map((l) => `| ${cut(l, inner).padEnd(inner)} |`), rule];
}
