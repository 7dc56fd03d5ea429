// A click on the map of the side to move: its own marker selects it, an enemy in sight is aimed at,
// a shaded hex is travelled to, any other hex is looked at; in a cursor or a target choice, the click moves it.
import type { PlayContext } from "./play-input.js";
import { startAttack } from "./combat-input.js";
import { markerCell } from "./marks.js";
import { selectedMarker } from "./play-state.js";
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
    sub.at = { x: at.x, y: at.y };
    sub.level = at.level;
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
}
