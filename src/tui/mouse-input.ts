// A click on the map of the side to move: its own marker selects it, an enemy in sight is aimed at,
// a shaded hex is travelled to, any other hex is looked at, and a second click on it sends the selected
// marker there over the turns (DCSS's travel by click); in a cursor or a target choice, the click moves it.
import type { PlayContext } from "./play-context.js";
import { startAttack } from "./combat-input.js";
import { TERRAIN } from "../map/terrain.js";
import { placeName } from "../ship/ship.js";
import { markerCell, ownName } from "./marks.js";
import { selectedMarker, selectionOf } from "./play-state.js";
import { choose } from "./selection.js";
import { travelTo } from "./travel-input.js";

export function clickCell(ctx: PlayContext, cell: number): void {
  const { ship, view, ui } = ctx;
  const at = ship.cells[cell]!;
  const sub = ctx.sub;
  delete ui.message;
  if (sub.kind === "target") {
    const i = sub.targets.findIndex((t) => t.cell === cell);
    if (i >= 0) {
      sub.index = i;
      delete sub.at;
    }
    return;
  }
  if (sub.kind === "cursor") {
    const here = sub.at.x === at.x && sub.at.y === at.y && sub.level === at.level;
    if (sub.purpose === "look" && sub.travel !== undefined && here) return travelFar(ctx, sub.travel, cell);
    sub.at = { x: at.x, y: at.y };
    sub.level = at.level;
    if (sub.purpose === "look" && sub.travel !== undefined) offerTravel(ctx, cell);
    return;
  }
  if (sub.kind !== "normal") return;
  const mine = view.own.filter((m) => markerCell(ship, m) === cell);
  if (mine.length > 0) {
    // Again on a stack: the next marker of it.
    const now = selectedMarker(view, ui);
    const i = mine.findIndex((m) => m.number === now?.number);
    return choose(ctx, mine[(i + 1) % mine.length]!);
  }
  const chosen = selectedMarker(view, ui);
  if (view.enemies.some((e) => e.cell === cell && e.inSight) && chosen?.soldier) {
    startAttack(ctx, "fire");
    const target = ctx.sub;
    if (target.kind === "target") {
      const i = target.targets.findIndex((t) => t.cell === cell);
      if (i >= 0) target.index = i;
    }
    return;
  }
  if (chosen && chosen.where.at === "cell" && ctx.reachOf?.(chosen.number).has(cell)) return travelTo(ctx, cell);
  ctx.sub = { kind: "cursor", purpose: "look", at: { x: at.x, y: at.y }, level: at.level };
  if (chosen?.where.at === "cell") offerTravel(ctx, cell);
}

/** The look at CELL offers the selected marker's travel there by a second click, if a marker could walk to it. */
function offerTravel(ctx: PlayContext, cell: number): void {
  const sub = ctx.sub;
  const chosen = selectedMarker(ctx.view, ctx.ui);
  if (sub.kind !== "cursor" || !chosen || chosen.where.at !== "cell") return;
  const at = ctx.ship.cells[cell]!;
  if (!TERRAIN[at.terrain].passable || markerCell(ctx.ship, chosen) === cell) {
    delete sub.travel;
    return;
  }
  sub.travel = chosen.number;
  ctx.ui.message = {
    text: `${placeName(at)}: click it again to send ${ownName(chosen)} there over the turns`,
    warn: false,
  };
}

/** The second click: the marker the look was opened with (selected again) travels to CELL. */
function travelFar(ctx: PlayContext, number: number, cell: number): void {
  const marker = ctx.view.own.find((m) => m.number === number);
  if (!marker) return;
  ctx.ui.selected = selectionOf(marker);
  travelTo(ctx, cell);
}
