// Whether one objective is met now, and if so the words that say so: pure reads of the state.
import { otherSide, type GameState, type Piece, type Side } from "../state.js";
import type { Objective } from "./objectives.js";

const alive = (p: Piece): boolean => p.soldier !== undefined && !p.soldier.dead;

/**
 * No soldier of either side is left to act, in a game with soldiers in it (not a test of dummies
 * alone): none living aboard, in a lock or outside one. Asked after every action of every simulated
 * game, so without lists.
 */
export function noSoldierLeft(state: GameState): boolean {
  let soldiers = false;
  for (const p of state.pieces) {
    if (!p.soldier) continue;
    soldiers = true;
    if (alive(p) && p.place.at !== "gone") return false;
  }
  return soldiers;
}

/** Soldiers of a side who left the ship alive (escape pods, air locks). */
export function soldiersOut(state: GameState, side: Side): Piece[] {
  return state.pieces.filter((p) => p.side === side && alive(p) && p.place.at === "gone");
}

/** Why the objective is met now, or undefined while it is not. */
export function met(state: GameState, side: Side, o: Objective): string | undefined {
  switch (o.kind) {
    case "cargo": {
      const out = state.cargo[o.container]?.out;
      if (!out || out.side !== side || (o.locks && !o.locks.includes(out.lock))) return undefined;
      return `${side} carried ${o.label} out through ${state.ship.airlocks[out.lock]?.name ?? "an air lock"}`;
    }
    case "hold": {
      const cells = new Set(state.ship.areas.get(o.area) ?? []);
      const there = state.pieces.filter((p) => alive(p) && p.place.at === "cell" && cells.has(p.place.cell));
      const own = there.filter((p) => p.side === side && !p.soldier!.broken);
      if (own.length === 0 || there.some((p) => p.side !== side)) return undefined;
      return `${side} holds ${o.label}: its soldiers are there and no enemy`;
    }
    case "engines-off":
      return state.systems.engines ? undefined : "the engines are shut down and the ship is not moving";
    case "course":
      return state.systems.moving && state.systems.course === side
        ? `the ship is under way on ${side}'s course`
        : undefined;
    case "exterminate": {
      const enemy = otherSide(side);
      for (const p of state.pieces) if (p.side === enemy && alive(p) && p.place.at !== "gone") return undefined;
      return `no ${enemy} soldier is left aboard: every one is dead or gone`;
    }
    case "evacuate": {
      const escaped = state.devices.escaped.filter((id) => state.pieces[id]?.side === side).length;
      return escaped >= o.count
        ? `${escaped} ${side} soldier${escaped === 1 ? "" : "s"} got away in the escape pods`
        : undefined;
    }
    case "rescue": {
      const rescued = soldiersOut(state, side).some((p) => p.soldier!.name === o.sleeper);
      return rescued ? `${side} woke ${o.sleeper} from the cryo cell and got him off the ship` : undefined;
    }
  }
}
