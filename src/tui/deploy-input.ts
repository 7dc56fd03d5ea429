// Keys while a side deploys: a cursor over its zones places the selected marker, Tab picks the next,
// d adds a dummy, x takes one off, R or E says the side is ready. Everything goes through the command language.
import { step } from "../hex/coords.js";
import type { OwnMarker, PlayerView } from "../seat/index.js";
import { atScreen, seatOf, uiOf, type Game } from "./game.js";
import { placeName } from "../ship/ship.js";
import { ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { directionOf } from "./play-input.js";
import { sharedKey } from "./shared-keys.js";
import type { ContextParts } from "./play-screen-box.js";
import { selectedMarker, selectionOf, type SideUi } from "./play-state.js";
import { promptKey } from "./prompt-input.js";

/** Every hex of the side's own zones. */
export function zoneCells(view: PlayerView): Set<number> {
  return new Set((view.deployment?.zones ?? []).flatMap((z) => z.cells));
}

/** The markers the side places: those still to place and those already on its zones. */
export function deployable(view: PlayerView): OwnMarker[] {
  const zone = zoneCells(view);
  return view.own.filter((m) => m.where.at === "zone" || (m.where.at === "cell" && zone.has(m.where.cell)));
}

/** The placing cursor, set on the selected marker's hex or the zone's first hex the first time. */
export function deployCursor(game: Game, view: PlayerView, ui: SideUi): NonNullable<SideUi["deploy"]> {
  if (!ui.deploy) {
    const chosen = selectedMarker(view, ui);
    const first = chosen?.where.at === "cell" ? chosen.where.cell : view.deployment?.zones[0]?.cells[0];
    const cell = first === undefined ? undefined : game.ship.cells[first];
    ui.deploy = cell ? { at: { x: cell.x, y: cell.y }, level: cell.level } : { at: { x: 0, y: 0 }, level: ui.level };
  }
  return ui.deploy;
}

/** What the deploy screen's keys do where the play screen's would end the turn or step through it. */
export function deployParts(game: Game): Pick<ContextParts, "endTurn" | "seen"> {
  const ui = uiOf(game, atScreen(game));
  return {
    // `end`, typed or keyed, means ready here.
    endTurn: (c) => askReady(game, c),
    seen: () => void (ui.message = { text: "no enemy turn to step through before play begins", warn: true }),
  };
}

/** Handles a key of the deploy screen in the context made with `deployParts`; true once the side has said it is ready. */
export function deployKeyIn(game: Game, key: string, ctx: PlayContext): boolean {
  const side = atScreen(game);
  const seat = seatOf(game, side);
  const ui = uiOf(game, side);
  if (game.sub.kind === "normal") deployKey(game, ctx, key);
  else promptKey(ctx, key, game.grids);
  game.sub = ctx.sub;
  // A confirm is answered in a later key's context: the seat tells whether the side is done.
  const turn = seat.turn();
  const done = turn.phase !== "deploy" || turn.toMove !== side;
  if (done) {
    game.sub = { kind: "normal" };
    delete ui.message;
    delete ui.deploy;
  }
  return done;
}

function deployKey(game: Game, ctx: PlayContext, key: string): void {
  const { ui, view, ship } = ctx;
  const command = ctx.keymap.command(key);
  delete ui.message;
  const cursor = deployCursor(game, view, ui);
  const cell = game.grids.get(cursor.level)?.at(cursor.at.x, cursor.at.y);
  const dir = directionOf(command, cursor.at.y);
  if (dir) {
    const to = step(cursor.at, dir);
    if (to.x >= 0 && to.y >= 0 && to.x < ship.width && to.y < ship.height) cursor.at = to;
    return;
  }
  const chosen = selectedMarker(view, ui);
  if (key === "enter") {
    if (!chosen) return void (ui.message = { text: "you have no markers to place", warn: true });
    if (!cell) return void (ui.message = { text: "there is no hex under the cursor", warn: true });
    if (!ctx.run({ verb: "deploy", who: chosen.number, hex: placeName(cell) })) return;
    // On to the next marker still to place; the cursor stays, for the next one nearby.
    const after = seatOf(game, view.side).view();
    const next = after.own.find((m) => m.where.at === "zone");
    if (next) ui.selected = selectionOf(next);
    ui.message = {
      text: next ? `${ownName(chosen)} placed; next: ${ownName(next)}` : "every marker is placed: R when you are ready",
      warn: false,
    };
    return;
  }
  if (key === "R" || command === "end-turn") return ctx.endTurn();
  if (sharedKey(ctx, command, chosen)) return;
  switch (command) {
    case "next-marker":
    case "previous-marker":
      return cycle(game, ctx, command === "next-marker" ? 1 : -1);
    case "climb-up":
    case "climb-down":
    case "view-level": {
      const i = ctx.levels.indexOf(cursor.level);
      const next =
        command === "view-level"
          ? ctx.levels[(i + 1) % ctx.levels.length]
          : ctx.levels[i + (command === "climb-up" ? 1 : -1)];
      if (next) cursor.level = next;
      return;
    }
    case "place-dummy":
      if (!cell) return void (ui.message = { text: "there is no hex under the cursor", warn: true });
      if (ctx.run({ verb: "dummy", hex: placeName(cell) }))
        ui.message = { text: `a dummy placed at ${placeName(cell)}`, warn: false };
      return;
    default:
      if (key !== "escape")
        ui.message = { text: `the key ${key} does nothing while you deploy: ? shows the keys`, warn: true };
  }
}

/** Tab: the next marker to place (or placed), the cursor to it if it is on the map. */
function cycle(game: Game, ctx: PlayContext, by: 1 | -1): void {
  const list = deployable(ctx.view);
  if (list.length === 0) return;
  const at = list.findIndex((m) => m.number === selectedMarker(ctx.view, ctx.ui)?.number);
  const next = list[(at + by + list.length) % list.length]!;
  ctx.ui.selected = selectionOf(next);
  if (next.where.at === "cell") {
    const cell = game.ship.cells[next.where.cell]!;
    ctx.ui.deploy = { at: { x: cell.x, y: cell.y }, level: cell.level };
  }
}

function askReady(game: Game, ctx: PlayContext): void {
  const view = ctx.view;
  const left = view.own.filter((m) => m.where.at === "zone");
  if (left.length > 0)
    return void (ctx.ui.message = {
      text: `place every marker first: ${left.map(ownName).join(", ")} still to place`,
      warn: true,
    });
  if (!ctx.check({ verb: "ready" })) return;
  ctx.sub = {
    kind: "confirm",
    question: `Finish ${view.side}'s deployment? The markers stay where they are.`,
    onYes: () => {
      if (!seatOf(game, view.side).act({ verb: "ready" }).ok)
        ctx.ui.message = { text: "not ready: every marker must be placed", warn: true };
    },
  };
}
