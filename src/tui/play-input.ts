// Keys on the game screen: each command turned into a line of the command language for the side's seat, or a prompt.
import { step, type Direction } from "../hex/coords.js";
import { TERRAIN } from "../map/terrain.js";
import { placeName, type Cell, type Ship } from "../ship/ship.js";
import type { OwnMarker } from "../seat/index.js";
import { keyLabel } from "./keymap.js";
import { airLock, exitShip, lockWayIn, onShip } from "./air-lock-input.js";
import { friendAction, startAttack } from "./combat-input.js";
import { directionOf } from "./directions.js";
import { guideKey } from "./guide.js";
import { openDevices } from "./device-menu.js";
import { centreOnSelection, nextEnemy, showObjective } from "./map-jumps.js";
import { climbsFrom } from "./map-grid.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectedMarker } from "./play-state.js";
import { choose, refusedWhileLost, tabOrder } from "./selection.js";
import { sharedKey } from "./shared-keys.js";
import { travelOn } from "./travel-input.js";

export { directionOf };

export function playKey(ctx: PlayContext, key: string): void {
  const command = ctx.keymap.command(key);
  const { ui, view, ship } = ctx;
  delete ui.message;
  if (guideKey(ui, command)) return;
  if (command === "hint-skip" || command === "hints-off") {
    if (!ui.guide) return warnNoHints(ctx);
    const problem = ctx.hintsOff?.();
    ui.message = problem
      ? { text: problem, warn: true }
      : { text: "No more hints, now or in later games.", warn: false };
    return;
  }
  if (refusedWhileLost(ui, command)) return;
  const marker = selectedMarker(view, ui);
  const cellId = marker ? markerCell(ship, marker) : undefined;
  const cell = cellId === undefined ? undefined : ship.cells[cellId];
  const warn = (text: string): void => {
    ui.message = { text, warn: true };
  };
  const needOnMap = (then: (m: OwnMarker) => void): void => {
    if (!marker) return warn("you have no markers");
    if (marker.where.at !== "cell") {
      const a = ctx.keymap.keysOf("air-lock")[0];
      return warn(
        `${ownName(marker)} is not on the map: ${offMap(marker.where, a ? keyLabel(a) : "the air-lock key")}`,
      );
    }
    then(marker);
  };
  const dir = directionOf(command, cell?.y ?? 0);
  if (dir)
    return moveKey(
      ctx,
      marker,
      cell && (command === "move-up" || command === "move-down") ? openWay(ship, cell, dir) : dir,
    );
  if (sharedKey(ctx, command, marker)) return;
  switch (command) {
    case "next-marker":
    case "previous-marker":
      return cycle(ctx, command === "next-marker" ? 1 : -1);
    case "climb-up":
    case "climb-down": {
      const sign = command === "climb-up" ? 1 : -1;
      if (
        marker &&
        cellId !== undefined &&
        marker.where.at === "cell" &&
        cell?.level === ui.level &&
        climbsFrom(ship, cellId, sign)
      ) {
        if (ctx.run({ verb: "move", who: marker.number, ways: [sign === 1 ? "up" : "down"] })) followLevel(ctx);
        return;
      }
      const next = ctx.levels[ctx.levels.indexOf(ui.level) + sign];
      if (!next) return warn(`no level ${sign === 1 ? "above" : "below"} ${ui.level}`);
      ui.level = next;
      return;
    }
    case "view-level":
      ui.level = ctx.levels[(ctx.levels.indexOf(ui.level) + 1) % ctx.levels.length] ?? ui.level;
      return;
    case "open-door":
    case "push":
      return needOnMap(() => (ctx.sub = { kind: "direction", purpose: command === "open-door" ? "open" : "push" }));
    case "air-lock":
      return airLock(ctx, marker);
    case "fire":
    case "melee":
      return startAttack(ctx, command);
    case "carry":
    case "heal":
      return friendAction(ctx, command);
    case "ambush":
    case "station":
      return needOnMap((m) => void ctx.run({ verb: command, who: m.number }));
    case "devices":
      return openDevices(ctx);
    case "exit-ship":
      return needOnMap((m) => exitShip(ctx, m));
    case "what-you-saw":
      return ctx.seen();
    case "travel":
      return needOnMap((m) => {
        const at = ship.cells[markerCell(ship, m)!]!;
        ctx.sub = { kind: "cursor", purpose: "travel", at: { x: at.x, y: at.y }, level: at.level };
      });
    case "travel-on":
      return travelOn(ctx);
    case "place-dummy":
    case "look": {
      // Off the map (outside or in a lock) the cursor starts at the lock's way in, else on the ship.
      const from = cell ?? lockWayIn(ship, marker);
      const at = from ?? onShip(ship, ui.origin);
      ctx.sub = {
        kind: "cursor",
        purpose: command === "look" ? "look" : "dummy",
        at: { x: at.x, y: at.y },
        level: from?.level ?? ui.level,
      };
      return;
    }
    case "reach":
      ui.hideReach = !ui.hideReach;
      ui.message = {
        text: ui.hideReach
          ? "move highlight off"
          : "move highlight on: the shaded hexes are where the selected marker can get this turn",
        warn: false,
      };
      return;
    case "end-turn":
      return ctx.endTurn();
    case "select":
      ctx.sub = { kind: "line", text: "", select: true };
      return;
    case "centre":
      return centreOnSelection(ctx);
    case "next-enemy":
      return nextEnemy(ctx);
    case "objective":
      return showObjective(ctx);
    case undefined:
      if (key !== "escape" && key !== "enter") warn(`the key ${key} does nothing here: ? shows the keys`);
      return;
  }
}

/** A hint key with no hints on screen says why, rather than doing nothing. */
function warnNoHints(ctx: PlayContext): void {
  const off = ctx.keymap.keysOf("hints-off")[0];
  const until = off ? `, until the key ${keyLabel(off)} turns them off` : "";
  ctx.ui.message = { text: `no hints on: the Introduction shows them${until}`, warn: true };
}

function moveKey(ctx: PlayContext, marker: OwnMarker | undefined, dir: Direction): void {
  const { ui, ship } = ctx;
  if (!marker) return void (ui.message = { text: "you have no markers", warn: true });
  if (marker.where.at === "outside")
    return void (ui.message = {
      text: `${ownName(marker)} waits outside ${marker.where.lock}: press a to board`,
      warn: true,
    });
  if (marker.where.at === "lock") {
    const lockName = marker.where.lock;
    const lock = ship.airlocks.find((l) => l.name === lockName);
    const exit = lock?.exits.find((e) => lock.cells.some((c) => sameStep(ship, c, dir, e)));
    if (exit === undefined)
      return void (ui.message = {
        text: `${ownName(marker)} is in ${lockName}: no way out ${dir}; press a to leave${marker.where.mayLeave ? "" : " (next turn)"}`,
        warn: true,
      });
    if (ctx.run({ verb: "leave", who: marker.number, hex: placeName(ship.cells[exit]!) })) followLevel(ctx);
    return;
  }
  if (ctx.run({ verb: "move", who: marker.number, ways: [dir] })) followLevel(ctx);
}

const OTHER_DIAGONAL: Readonly<Record<Direction, Direction>> = {
  nw: "ne",
  ne: "nw",
  sw: "se",
  se: "sw",
  e: "e",
  w: "w",
};

/** Up or Down's diagonal, or the other one when the zigzag's own is walled off and that one is not (a passage one hex wide). */
function openWay(ship: Ship, from: Cell, dir: Direction): Direction {
  const standable = (d: Direction): boolean => {
    const to = step(from, d);
    const id = ship.neighbours[from.id]?.find((n) => ship.cells[n]!.x === to.x && ship.cells[n]!.y === to.y);
    return id !== undefined && TERRAIN[ship.cells[id]!.terrain].passable;
  };
  return !standable(dir) && standable(OTHER_DIAGONAL[dir]) ? OTHER_DIAGONAL[dir] : dir;
}

function sameStep(ship: Ship, from: number, dir: Direction, to: number): boolean {
  const a = ship.cells[from];
  const b = ship.cells[to];
  if (!a || !b || a.level !== b.level) return false;
  const s = step(a, dir);
  return s.x === b.x && s.y === b.y;
}

/** Tab: the next own marker, and the map to its level. */
function cycle(ctx: PlayContext, by: 1 | -1): void {
  const own = tabOrder(ctx.view.own);
  if (own.length === 0) return;
  const at = own.findIndex((m) => m.number === selectedMarker(ctx.view, ctx.ui)?.number);
  // Nothing selected (the last one left the map): Tab starts at the first, Shift-Tab at the last.
  const next = own[at < 0 ? (by === 1 ? 0 : own.length - 1) : (at + by + own.length) % own.length]!;
  choose(ctx, next);
}

/** After the selected marker acts, the map shows the level it is on. The view passed in is stale: the app refreshes it. */
function followLevel(ctx: PlayContext): void {
  ctx.ui.followMarker = true;
}

/** Where a marker off the map is, and how it gets on (`key`: the air-lock key as bound). */
function offMap(where: Exclude<OwnMarker["where"], { at: "cell" }>, key: string): string {
  if (where.at === "zone") return "not placed yet";
  if (where.at === "outside") return `it waits outside ${where.lock} (${key} boards it)`;
  return `it is in ${where.lock} (${key} or a direction leaves it${where.mayLeave ? "" : ", next turn"})`;
}
