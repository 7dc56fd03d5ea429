// Any action at all for the side to move: every kind, aimed mostly at its own pieces, enemies and
// the hexes around, now and then at nonsense (ids that do not exist). For finding engine crashes.
import type { Action } from "../../src/engine/rules.js";
import type { GameState } from "../../src/engine/state.js";
import { STATION_DEVICES } from "../../src/ship/device-index.js";

const KINDS = [
  ...["fire", "fire", "melee", "carry", "heal", "move", "move", "move", "open", "close", "board", "leave"],
  ...["exit", "push", "dummy", "remove", "drop", "ambush", "end", "deploy", "ready", "station", "bridge"],
  ...["switch", "transport", "launch", "wake"],
] as const;

export function anyAction(state: GameState, r: () => number): Action {
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(r() * xs.length)];
  const junk = () => pick([-1, 1e6, 0.5])!;
  const own = state.pieces.filter((p) => p.side === state.side && p.place.at !== "gone");
  const enemy = state.pieces.filter((p) => p.side !== state.side && p.place.at !== "gone");
  const piece = r() < 0.05 ? junk() : (pick(own)?.id ?? 0);
  const p = state.pieces[piece];
  const here = p?.place.at === "cell" ? p.place.cell : pick(state.ship.cells)!.id;
  const near = [...(state.ship.neighbours[here] ?? []), ...(state.ship.links[here] ?? [])];
  const cell = r() < 0.05 ? junk() : r() < 0.8 && near.length ? pick(near)! : pick(state.ship.cells)!.id;
  const other = r() < 0.05 ? junk() : (pick(r() < 0.7 ? enemy : own)?.id ?? 0);
  const friend = r() < 0.05 ? junk() : (pick(own)?.id ?? 0);
  const on = r() < 0.5;
  const kind = pick(KINDS)!;
  switch (kind) {
    case "move":
    case "leave":
      return { type: kind, piece, to: cell };
    case "open":
    case "close":
      return { type: kind, piece, door: cell };
    case "board":
    case "exit":
    case "remove":
    case "drop":
    case "ambush":
    case "transport":
    case "launch":
      return { type: kind, piece };
    case "push":
      return {
        type: "push",
        piece,
        container: Math.floor(r() * (state.cargo.length + 1)),
        ...(on ? { helper: friend } : {}),
      };
    case "dummy":
      return { type: "dummy", cell };
    case "fire":
    case "melee":
      return { type: kind, piece, target: other };
    case "carry":
    case "heal":
      return { type: kind, piece, friend };
    case "end":
    case "ready":
      return { type: kind };
    case "deploy":
      return { type: "deploy", piece, cell: pick(state.deployment?.zones.flatMap((z) => z.cells) ?? []) ?? cell };
    case "station":
      return {
        type: "station",
        piece,
        ...(on ? { device: pick(STATION_DEVICES)! } : {}),
        ...(r() < 0.5 ? { on } : {}),
      };
    case "bridge":
      return {
        type: "bridge",
        order: pick([
          { do: "gravity" as const, on },
          { do: "lights" as const },
          { do: "course" as const },
          { do: "start" as const },
          { do: "door" as const, door: cell, open: on },
          { do: "camera" as const, number: pick(enemy)?.number ?? 3 },
        ])!,
      };
    case "switch":
      return { type: "switch", piece, device: cell, on };
    case "wake":
      return { type: "wake", piece, cell };
  }
}
