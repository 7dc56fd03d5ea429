// Keys at the air locks: board the lock from outside, leave it into the ship, or leave the ship from inside.
import { type Cell, placeName, type Ship, shownHex } from "../ship/ship.js";
import type { OwnMarker } from "../seat/index.js";
import { ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";

/** a: board the air lock the marker waits at, or leave the lock it is in (asks which way when there are several). */
export function airLock(ctx: PlayContext, marker: OwnMarker | undefined): void {
  const { ui, ship } = ctx;
  if (!marker) return void (ui.message = { text: "you have no markers", warn: true });
  if (marker.where.at === "outside") {
    if (ctx.run({ verb: "board", who: marker.number })) ui.followMarker = true;
    return;
  }
  if (marker.where.at !== "lock")
    return void (ui.message = { text: `${ownName(marker)} is not at an air lock`, warn: true });
  const lockName = marker.where.lock;
  const exits = ship.airlocks.find((l) => l.name === lockName)?.exits ?? [];
  if (exits.length <= 1) {
    if (ctx.run({ verb: "leave", who: marker.number })) ui.followMarker = true;
    return;
  }
  ctx.sub = {
    kind: "choose",
    question: `${ownName(marker)} leaves ${lockName} to:`,
    options: exits.slice(0, 9).map((e) => ({
      label: shownHex(ship.cells[e]!),
      command: { verb: "leave", who: marker.number, hex: placeName(ship.cells[e]!) },
    })),
  };
}

/** The air lock a marker could leave the ship by: it stands just inside it (a hall end, the cargo hatch). */
export function exitLock(ctx: Pick<PlayContext, "ship">, marker: OwnMarker | undefined): string | undefined {
  const where = marker?.where;
  if (where?.at !== "cell") return undefined;
  return ctx.ship.airlocks.find((l) => l.exits.includes(where.cell))?.name;
}

/** X: the `exit` command, asked first since the marker leaves the game, and asked only when it would be played: else the seat's refusal says why at once. */
export function exitShip(ctx: PlayContext, marker: OwnMarker): void {
  const command = { verb: "exit", who: marker.number } as const;
  if (!ctx.check(command)) return;
  const lock = exitLock(ctx, marker) ?? "the air lock";
  const carried = marker.soldier?.carrying !== undefined ? ` with ?${marker.soldier.carrying}` : "";
  ctx.sub = {
    kind: "confirm",
    question: `${ownName(marker)}${carried} leaves the ship through ${lock}, out of the game: go?`,
    onYes: () => void ctx.run(command),
  };
}

/** The hex inside the air lock a marker waits at or is in: where a cursor for it starts. */
export function lockWayIn(ship: Ship, marker: OwnMarker | undefined): Cell | undefined {
  const where = marker?.where;
  if (where?.at !== "outside" && where?.at !== "lock") return undefined;
  const exit = ship.airlocks.find((l) => l.name === where.lock)?.exits[0];
  return exit === undefined ? undefined : ship.cells[exit];
}

/** A point of the map window brought onto the ship's drawing, on a hex position (x and y of one parity). */
export function onShip(ship: Ship, p: { x: number; y: number }): { x: number; y: number } {
  const x = Math.max(0, Math.min(ship.width - 1, p.x));
  const y = Math.max(0, Math.min(ship.height - 1, p.y));
  return { x, y: (x + y) % 2 === 0 ? y : y > 0 ? y - 1 : y + 1 };
}
