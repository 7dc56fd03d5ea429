// Keys while the game screen asks something: a direction, a hex under a cursor, yes or no, a typed command, a choice.
import { step } from "../hex/coords.js";
import { targetKey } from "./combat-input.js";
import { devicesKey } from "./device-menu.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { directionOf } from "./play-input.js";
import { selectedMarker } from "./play-state.js";
import { editLine } from "./line-edit.js";
import { promptHelp } from "./prompt-help.js";
import { nextEnemy, showObjective } from "./map-jumps.js";
import { travelTo } from "./travel-input.js";
import { selectByText } from "./selection.js";
import type { LevelGrid } from "./map-grid.js";
import type { Level } from "../map/terrain.js";
import { type Cell, placeName } from "../ship/ship.js";

export function promptKey(ctx: PlayContext, key: string, grids: ReadonlyMap<Level, LevelGrid>): void {
  const sub = ctx.sub;
  const command = ctx.keymap.command(key);
  if (sub.kind !== "line" && sub.kind !== "cursor") delete ctx.ui.message;
  switch (sub.kind) {
    case "normal":
      return;
    case "target":
      return targetKey(ctx, sub, key);
    case "devices":
      return devicesKey(ctx, sub, key);
    case "confirm":
      if (key === "y" || key === "Y" || key === "enter") {
        ctx.sub = { kind: "normal" };
        sub.onYes();
      } else if (key === "n" || key === "N" || key === "escape") ctx.sub = { kind: "normal" };
      return;
    case "choose": {
      if (key === "escape") return void (ctx.sub = { kind: "normal" });
      const option = /^[1-9]$/.test(key) ? sub.options[Number(key) - 1] : undefined;
      if (!option) return;
      ctx.sub = { kind: "normal" };
      if (ctx.run(option.command)) ctx.ui.followMarker = true;
      return;
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
      return;
    }
    case "direction": {
      if (key === "escape") return void (ctx.sub = { kind: "normal" });
      const marker = selectedMarker(ctx.view, ctx.ui);
      const cellId = marker ? markerCell(ctx.ship, marker) : undefined;
      const cell = cellId === undefined ? undefined : ctx.ship.cells[cellId];
      const dir = directionOf(command, cell?.y ?? 0);
      if (!dir) return;
      ctx.sub = { kind: "normal" };
      if (!marker || !cell) return;
      const grid = grids.get(cell.level);
      const next = step(cell, dir);
      const there = grid?.at(next.x, next.y);
      if (sub.purpose === "open") {
        if (!there || there.terrain !== "door")
          return void (ctx.ui.message = { text: `there is no door ${dir} of ${ownName(marker)}`, warn: true });
        ctx.run({ verb: ctx.view.openDoors.includes(there.name) ? "close" : "open", who: marker.number, way: dir });
        return;
      }
      const far = step(next, dir);
      const farCell = grid?.at(far.x, far.y);
      const helper =
        farCell &&
        ctx.view.own.find(
          (m) => m.soldier && m.number !== marker.number && m.where.at === "cell" && m.where.cell === farCell.id,
        );
      if (helper) {
        ctx.sub = {
          kind: "confirm",
          question: `${ownName(helper)} stands beyond the container: let it help?`,
          onYes: () => void ctx.run({ verb: "push", who: marker.number, way: dir, helper: helper.number }),
        };
        return;
      }
      if (ctx.run({ verb: "push", who: marker.number, way: dir })) ctx.ui.followMarker = true;
      return;
    }
    case "cursor": {
      delete ctx.ui.message;
      if (
        key === "escape" ||
        (key === "enter" && sub.purpose === "look") ||
        (command === "look" && sub.purpose === "look")
      )
        return void (ctx.sub = { kind: "normal" });
      // The eye's jumps work in every cursor: travel to the objective is two keys, as DCSS's travel to a feature.
      if (command === "next-enemy") return nextEnemy(ctx);
      if (command === "objective") return showObjective(ctx);
      const grid = grids.get(sub.level);
      if (key === "enter") {
        const cell = grid?.at(sub.at.x, sub.at.y);
        if (!cell) return void (ctx.ui.message = { text: "there is no hex under the cursor", warn: true });
        if (sub.purpose === "door") return bridgeDoor(ctx, cell);
        if (sub.purpose === "travel") return travelTo(ctx, cell.id);
        if (ctx.run({ verb: "dummy", hex: placeName(cell) })) ctx.sub = { kind: "normal" };
        return;
      }
      if (command === "climb-up" || command === "climb-down" || command === "view-level") {
        const i = ctx.levels.indexOf(sub.level);
        const next =
          command === "view-level"
            ? ctx.levels[(i + 1) % ctx.levels.length]
            : ctx.levels[i + (command === "climb-up" ? 1 : -1)];
        if (next) sub.level = next;
        return;
      }
      const dir = directionOf(command, sub.at.y);
      if (!dir) return;
      const to = step(sub.at, dir);
      if (to.x >= 0 && to.y >= 0 && to.x < ctx.ship.width && to.y < ctx.ship.height) sub.at = to;
      return;
    }
  }
}

/** The bridge's door order on the door under the cursor: open it if the side knows it closed, else close it. */
function bridgeDoor(ctx: PlayContext, cell: Cell): void {
  if (cell.terrain !== "door") return void (ctx.ui.message = { text: "there is no door under the cursor", warn: true });
  const hex = placeName(cell);
  if (ctx.run({ verb: "bridge", order: { do: "door", hex, open: !ctx.view.openDoors.includes(hex) } }))
    ctx.sub = { kind: "normal" };
}
