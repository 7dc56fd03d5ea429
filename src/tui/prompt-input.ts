// Keys while the game screen asks something: a direction, a hex under a cursor, yes or no, a typed command, a choice.
import { step } from "../hex/coords.js";
import { targetKey } from "./combat-input.js";
import { devicesKey } from "./device-menu.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { directionOf } from "./play-input.js";
import { selectedMarker, type Sub } from "./play-state.js";
import { editLine } from "./line-edit.js";
import { keyLabel } from "./keymap.js";
import { promptHelp } from "./prompt-help.js";
import { nextEnemy, showObjective } from "./map-jumps.js";
import { travelTo } from "./travel-input.js";
import { selectByText } from "./selection.js";
import type { LevelGrid } from "./map-grid.js";
import type { Level } from "../map/terrain.js";
import { type Cell, placeName } from "../ship/ship.js";

export function promptKey(ctx: PlayContext, key: string, grids: ReadonlyMap<Level, LevelGrid>): void {
  delete ctx.ui.stray;
  const sub = ctx.sub;
  if (sub.kind !== "line" && sub.kind !== "cursor") delete ctx.ui.message;
  if (!answerKey(ctx, key, grids)) ctx.ui.stray = strayNote(sub, key);
}

/** What a prompt waits for, said when a key it does not take comes: no key is swallowed silently. */
function strayNote(sub: Sub, key: string): string {
  const k = keyLabel(key);
  switch (sub.kind) {
    case "confirm":
      return `${k} is not an answer: y or Enter for yes, n or Esc for no`;
    case "choose":
      return `${k} is not a choice: 1 to ${sub.options.length} picks one, Esc cancels`;
    case "direction":
      return `${k} is not a direction: y u h l b n or the arrows, Esc cancels`;
    default:
      return `${k} does nothing here: move with y u h l b n, Enter picks, Esc leaves`;
  }
}

/** Plays a key in the open prompt; false when the prompt does not take it. */
function answerKey(ctx: PlayContext, key: string, grids: ReadonlyMap<Level, LevelGrid>): boolean {
  const sub = ctx.sub;
  switch (sub.kind) {
    case "normal":
      return true;
    case "target":
      targetKey(ctx, sub, key);
      return true;
    case "devices":
      devicesKey(ctx, sub, key);
      return true;
    case "confirm":
      if (key === "y" || key === "Y" || key === "enter") {
        ctx.sub = { kind: "normal" };
        sub.onYes();
      } else if (key === "n" || key === "N" || key === "escape") ctx.sub = { kind: "normal" };
      else return false;
      return true;
    case "choose": {
      const option = /^[1-9]$/.test(key) ? sub.options[Number(key) - 1] : undefined;
      if (key !== "escape" && !option) return false;
      ctx.sub = { kind: "normal" };
      if (option && ctx.run(option.command)) ctx.ui.followMarker = true;
      return true;
    }
    case "line": {
      const edited = editLine(sub.text, key);
      if (edited.done === "cancel") ctx.sub = { kind: "normal" };
      else if (edited.done === "enter") {
        ctx.sub = { kind: "normal" };
        const line = edited.text.trim();
        if (sub.select) selectByText(ctx, line);
        else if (promptHelp(line) !== undefined) ctx.ui.message = { text: promptHelp(line)!, warn: false };
        else if (/^end\b/i.test(line)) ctx.endTurn();
        else if (line !== "" && ctx.type(line)) ctx.ui.followMarker = true;
      } else sub.text = edited.text;
      return true;
    }
    case "direction":
      return directionKey(ctx, sub.purpose, key, grids);
    case "cursor":
      return cursorKey(ctx, sub, key, grids);
  }
}

/** A direction for opening a door or pushing a container; false for a key that is none. */
function directionKey(
  ctx: PlayContext,
  purpose: "open" | "push",
  key: string,
  grids: ReadonlyMap<Level, LevelGrid>,
): boolean {
  if (key === "escape") {
    ctx.sub = { kind: "normal" };
    return true;
  }
  const marker = selectedMarker(ctx.view, ctx.ui);
  const cellId = marker ? markerCell(ctx.ship, marker) : undefined;
  const cell = cellId === undefined ? undefined : ctx.ship.cells[cellId];
  const dir = directionOf(ctx.keymap.command(key), cell?.y ?? 0);
  if (!dir) return false;
  ctx.sub = { kind: "normal" };
  if (!marker || !cell) return true;
  const grid = grids.get(cell.level);
  const next = step(cell, dir);
  const there = grid?.at(next.x, next.y);
  if (purpose === "open") {
    if (!there || there.terrain !== "door")
      ctx.ui.message = { text: `there is no door ${dir} of ${ownName(marker)}`, warn: true };
    else ctx.run({ verb: ctx.view.openDoors.includes(there.name) ? "close" : "open", who: marker.number, way: dir });
    return true;
  }
  const far = step(next, dir);
  const farCell = grid?.at(far.x, far.y);
  const helper =
    farCell &&
    ctx.view.own.find(
      (m) => m.soldier && m.number !== marker.number && m.where.at === "cell" && m.where.cell === farCell.id,
    );
  if (helper)
    ctx.sub = {
      kind: "confirm",
      question: `${ownName(helper)} stands beyond the container: let it help?`,
      onYes: () => void ctx.run({ verb: "push", who: marker.number, way: dir, helper: helper.number }),
    };
  else if (ctx.run({ verb: "push", who: marker.number, way: dir })) ctx.ui.followMarker = true;
  return true;
}

/** A key in a map cursor (look, a dummy's hex, a bridge door, travel); false for a key it does not take. */
function cursorKey(
  ctx: PlayContext,
  sub: Extract<Sub, { kind: "cursor" }>,
  key: string,
  grids: ReadonlyMap<Level, LevelGrid>,
): boolean {
  delete ctx.ui.message;
  const command = ctx.keymap.command(key);
  if (
    key === "escape" ||
    (key === "enter" && sub.purpose === "look") ||
    (command === "look" && sub.purpose === "look")
  ) {
    ctx.sub = { kind: "normal" };
    return true;
  }
  // The eye's jumps work in every cursor: travel to the objective is two keys, as DCSS's travel to a feature.
  if (command === "next-enemy" || command === "objective") {
    if (command === "next-enemy") nextEnemy(ctx);
    else showObjective(ctx);
    return true;
  }
  const grid = grids.get(sub.level);
  if (key === "enter") {
    const cell = grid?.at(sub.at.x, sub.at.y);
    if (!cell) ctx.ui.message = { text: "there is no hex under the cursor", warn: true };
    else if (sub.purpose === "door") bridgeDoor(ctx, cell);
    else if (sub.purpose === "travel") travelTo(ctx, cell.id);
    else if (ctx.run({ verb: "dummy", hex: placeName(cell) })) ctx.sub = { kind: "normal" };
    return true;
  }
  if (command === "climb-up" || command === "climb-down" || command === "view-level") {
    const i = ctx.levels.indexOf(sub.level);
    const next =
      command === "view-level"
        ? ctx.levels[(i + 1) % ctx.levels.length]
        : ctx.levels[i + (command === "climb-up" ? 1 : -1)];
    if (next) sub.level = next;
    return true;
  }
  const dir = directionOf(command, sub.at.y);
  if (!dir) return false;
  const to = step(sub.at, dir);
  if (to.x >= 0 && to.y >= 0 && to.x < ctx.ship.width && to.y < ctx.ship.height) sub.at = to;
  return true;
}

/** The bridge's door order on the door under the cursor: open it if the side knows it closed, else close it. */
function bridgeDoor(ctx: PlayContext, cell: Cell): void {
  if (cell.terrain !== "door") return void (ctx.ui.message = { text: "there is no door under the cursor", warn: true });
  const hex = placeName(cell);
  if (ctx.run({ verb: "bridge", order: { do: "door", hex, open: !ctx.view.openDoors.includes(hex) } }))
    ctx.sub = { kind: "normal" };
}
