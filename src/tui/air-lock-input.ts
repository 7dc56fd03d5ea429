// Keys at the air locks: board the lock from outside, leave it into the ship, or leave the ship from inside.
import type { OwnMarker } from "../view/player-view.js";
import { commandHex, shownHex } from "./map-grid.js";
import { ownName } from "./marks.js";
import type { PlayContext } from "./play-input.js";

/** a: board the air lock the marker waits at, or leave the lock it is in (asks which way when there are several). */
export function airLock(ctx: PlayContext, marker: OwnMarker | undefined): void {
  const { ui, ship } = ctx;
  if (!marker) return void (ui.message = { text: "you have no markers", warn: true });
  if (marker.where.at === "outside") {
    if (ctx.run(`board ${marker.number}`)) ui.followMarker = true;
    return;
  }
  if (marker.where.at !== "lock") return void (ui.message = { text: `${ownName(marker)} is not at an air lock`, warn: true });
  const lockName = marker.where.lock;
  const exits = ship.airlocks.find((l) => l.name === lockName)?.exits ?? [];
  if (exits.length <= 1) {
    if (ctx.run(`leave ${marker.number}`)) ui.followMarker = true;
    return;
  }
  ctx.sub = {
    kind: "choose",
    question: `${ownName(marker)} leaves ${lockName} to:`,
    options: exits.slice(0, 9).map((e) => ({ label: shownHex(ship.cells[e]!), command: `leave ${marker.number} ${commandHex(ship.cells[e]!)}` })),
  };
}

/** The air lock a marker could leave the ship by: it stands just inside it (a hall end, the cargo hatch). */
export function exitLock(ctx: Pick<PlayContext, "ship">, marker: OwnMarker | undefined): string | undefined {
  const where = marker?.where;
  if (where?.at !== "cell") return undefined;
  return ctx.ship.airlocks.find((l) => l.exits.includes(where.cell))?.name;
}

/** X: the `exit` command, asked first since the marker leaves the game; elsewhere the command says why not. */
export function exitShip(ctx: PlayContext, marker: OwnMarker): void {
  const lock = exitLock(ctx, marker);
  const go = () => void ctx.run(`exit ${marker.number}`);
  if (lock === undefined) return go();
  const carried = marker.soldier?.carrying !== undefined ? ` with ?${marker.soldier.carrying}` : "";
  ctx.sub = { kind: "confirm", question: `${ownName(marker)}${carried} leaves the ship through ${lock}, out of the game: go?`, onYes: go };
}
