// Which part of the map to show: the focus (the selected marker or a cursor) and, as far as they fit, the enemies in sight with it.
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { PlayerView } from "../seat/index.js";
import { follow, inStep, type Point, type Size } from "./viewport.js";

/**
 * The window's top-left corner: the focus in view (scrolled as `follow` does, or centred when
 * asked), then moved as little as it takes to bring in the nearest of `also` that fit with it.
 */
export function frame(
  origin: Point,
  focus: Point,
  also: readonly Point[],
  window: Size,
  content: Size,
  centre = false,
): Point {
  const start = centre ? centred(focus, window, content) : follow(origin, focus, window, content);
  if (also.length === 0) return start;
  // The nearest first: each joins the box only while focus and all before it still fit the window.
  const near = [...also].sort((a, b) => gap(a, focus) - gap(b, focus));
  let box = { x0: focus.x, x1: focus.x, y0: focus.y, y1: focus.y };
  for (const p of near) {
    const next = {
      x0: Math.min(box.x0, p.x),
      x1: Math.max(box.x1, p.x),
      y0: Math.min(box.y0, p.y),
      y1: Math.max(box.y1, p.y),
    };
    if (next.x1 - next.x0 < window.w - 2 && next.y1 - next.y0 < window.h) box = next;
  }
  return {
    x: inStep(into(start.x, box.x0, box.x1, window.w, content.w, 1), window.w, content.w, box.x0, box.x1 + 1),
    y: into(start.y, box.y0, box.y1, window.h, content.h, 0),
  };
}

/** The corner that puts `focus` in the middle of the window, within the map's bounds. */
export function centred(focus: Point, window: Size, content: Size): Point {
  const axis = (f: number, w: number, c: number) =>
    c <= w ? -Math.floor((w - c) / 2) : clamp(f - Math.floor(w / 2), c - w);
  const x = axis(focus.x, window.w, content.w);
  return { x: inStep(x, window.w, content.w, focus.x, focus.x), y: axis(focus.y, window.h, content.h) };
}

function clamp(o: number, max: number): number {
  return Math.max(0, Math.min(o, max));
}

/** One axis: the least move of `o` that shows lo..hi (a number after a hex may run one column on: `slack`). */
function into(o: number, lo: number, hi: number, window: number, content: number, slack: number): number {
  if (content <= window) return o;
  let n = o;
  if (hi + slack > n + window - 1) n = hi + slack - window + 1;
  if (lo < n) n = lo;
  return clamp(n, content - window);
}

function gap(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) / 2 + Math.abs(a.y - b.y);
}

/**
 * A hex of `level` to bring into view when the window at `origin` shows none of it: the one nearest the
 * window's middle (so `v` to the hold's floor shows the floor, not an empty corner); undefined when some
 * hex of the level is in view already, or the level has none.
 */
export function levelInView(ship: Ship, level: Level, origin: Point, window: Size): Point | undefined {
  const middle = { x: origin.x + Math.floor(window.w / 2), y: origin.y + Math.floor(window.h / 2) };
  let best: Point | undefined;
  for (const c of ship.cells) {
    if (c.level !== level) continue;
    if (c.x >= origin.x && c.x < origin.x + window.w && c.y >= origin.y && c.y < origin.y + window.h) return undefined;
    if (!best || gap(c, middle) < gap(best, middle)) best = { x: c.x, y: c.y };
  }
  return best;
}

/** Where the enemy markers the side has in sight stand on this level. */
export function enemiesInSight(ship: Ship, view: PlayerView, level: Level): Point[] {
  return view.enemies
    .filter((e) => e.inSight)
    .map((e) => ship.cells[e.cell])
    .filter((c) => c !== undefined && c.level === level)
    .map((c) => ({ x: c!.x, y: c!.y }));
}
