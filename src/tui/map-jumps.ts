// Keys that move the eye, not a marker: centre on the selection, the enemies in sight one by one, the side's objective.
import { distance } from "../hex/coords.js";
import { TERRAIN } from "../map/terrain.js";
import { placeName, type Cell, type Ship } from "../ship/ship.js";
import type { PlayerView } from "../seat/index.js";
import { markerCell } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectedMarker } from "./play-state.js";

/** The next enemy marker in sight, nearest the selected marker first, under a look cursor (again: the one after). */
export function nextEnemy(ctx: PlayContext): void {
  const { ship, view, ui } = ctx;
  const marker = selectedMarker(view, ui);
  const fromId = marker ? markerCell(ship, marker) : undefined;
  const from = fromId === undefined ? undefined : ship.cells[fromId];
  const cells = [...new Set(view.enemies.filter((e) => e.inSight).map((e) => e.cell))]
    .map((c) => ship.cells[c]!)
    .sort((a, b) => reach(from, a) - reach(from, b) || a.id - b.id);
  if (cells.length === 0) return void (ui.message = { text: "no enemy in sight", warn: true });
  const sub = ctx.sub;
  const now =
    sub.kind === "cursor" ? cells.findIndex((c) => c.x === sub.at.x && c.y === sub.at.y && c.level === sub.level) : -1;
  const next = cells[(now + 1) % cells.length]!;
  putCursor(ctx, next);
  ui.message = { text: `enemy in sight ${((now + 1) % cells.length) + 1} of ${cells.length}`, warn: false };
}

function reach(from: Cell | undefined, to: Cell): number {
  if (!from) return 0;
  return distance(from, to) + (from.level === to.level ? 0 : 100);
}

/** Centres the map on the selected marker, on its level. */
export function centreOnSelection(ctx: PlayContext): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const cell = marker ? markerCell(ctx.ship, marker) : undefined;
  if (cell === undefined) return void (ctx.ui.message = { text: "the selected marker is not on the map", warn: true });
  ctx.ui.level = ctx.ship.cells[cell]!.level;
  ctx.ui.centre = true;
}

/**
 * A look cursor on the side's objective (its area, the engine console, the container, the sleeper), if it
 * has a place. In the travel cursor the cursor goes there instead, and onto the nearest hex beside it a
 * soldier can stand on when the objective is a console no one can (as "at the console" means).
 */
export function showObjective(ctx: PlayContext): void {
  const found = objectiveCell(ctx.ship, ctx.view);
  if (!found)
    return void (ctx.ui.message = { text: "your objectives name no place on the map: O lists them", warn: true });
  const travel = ctx.sub.kind === "cursor" && ctx.sub.purpose === "travel";
  const cell = travel ? standBeside(ctx, found) : found;
  putCursor(ctx, cell);
  ctx.ui.message = {
    text: travel ? `your objective: Enter travels to ${placeName(cell)}` : "your objective (O: in words)",
    warn: false,
  };
}

/** The cursor onto the cell: moved, if one is up (travel, look, a dummy's hex...), else a look cursor. */
function putCursor(ctx: PlayContext, cell: Cell): void {
  const at = { x: cell.x, y: cell.y };
  ctx.sub =
    ctx.sub.kind === "cursor"
      ? { ...ctx.sub, at, level: cell.level }
      : { kind: "cursor", purpose: "look", at, level: cell.level };
}

/** The cell if a soldier can stand on it, else its neighbour on its level that can, nearest the selected marker. */
function standBeside(ctx: PlayContext, cell: Cell): Cell {
  if (TERRAIN[cell.terrain].passable) return cell;
  const marker = selectedMarker(ctx.view, ctx.ui);
  const fromId = marker ? markerCell(ctx.ship, marker) : undefined;
  const from = fromId === undefined ? undefined : ctx.ship.cells[fromId];
  const beside = ctx.ship.cells
    .filter((c) => c.level === cell.level && distance(c, cell) === 1 && TERRAIN[c.terrain].passable)
    .sort((a, b) => reach(from, a) - reach(from, b) || a.id - b.id);
  return beside[0] ?? cell;
}

/** The hex that best stands for the side's first objective with a place: the middle of an area, a console, a hex named. */
export function objectiveCell(ship: Ship, view: PlayerView): Cell | undefined {
  for (const o of view.objectives.mine) {
    const cells =
      o.area !== undefined
        ? [...(ship.areas.get(o.area) ?? [])].map((id) => ship.cells[id]!)
        : o.kind === "engines-off"
          ? ship.cells.filter((c) => c.terrain === "central-console")
          : o.at !== undefined
            ? ship.cells.filter((c) => placeName(c) === o.at)
            : o.container !== undefined
              ? view.cargo.filter((c) => c.name === o.container).map((c) => ship.cells[c.cell]!)
              : [];
    const middle = middleOf(cells);
    if (middle) return middle;
  }
  return undefined;
}

function middleOf(cells: readonly Cell[]): Cell | undefined {
  if (cells.length === 0) return undefined;
  const x = cells.reduce((s, c) => s + c.x, 0) / cells.length;
  const y = cells.reduce((s, c) => s + c.y, 0) / cells.length;
  return [...cells].sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0];
}
