// Random play as a player who looks where he steps, for the engine's actions-per-second figure:
// steps only onto hexes one can stand on (or doors to work), now and then a door, a turn's end.
// The engine still refuses what the rules forbid (a closed door, a full hex, no move units).
import type { Action } from "../src/engine/rules.js";
import { apply } from "../src/engine/apply.js";
import type { GameState, Piece } from "../src/engine/state.js";
import { TERRAIN } from "../src/map/terrain.js";
import { generator, randomAction } from "./random-play.js";

/** A marker of the side to move with move units left, found by a few random draws, else by a scan. */
function movable(state: GameState, random: () => number): Piece | undefined {
  const ok = (p: Piece | undefined) => p !== undefined && p.side === state.side && p.place.at === "cell" && p.mu > 0;
  for (let tries = 0; tries < 8; tries++) {
    const p = state.pieces[Math.floor(random() * state.pieces.length)];
    if (ok(p)) return p;
  }
  const own = state.pieces.filter(ok);
  return own[Math.floor(random() * own.length)];
}

/**
 * Each cell's neighbours one can stand on, worked out once per ship: the bench times the engine, not
 * this chooser (the same lists, in the same order, as filtering the neighbours at every draw).
 */
const passable = new WeakMap<GameState["ship"], readonly (readonly number[])[]>();
function passableNear(ship: GameState["ship"]): readonly (readonly number[])[] {
  let near = passable.get(ship);
  if (!near) {
    near = ship.neighbours.map((cells) => cells.filter((c) => TERRAIN[ship.cells[c]!.terrain].passable));
    passable.set(ship, near);
  }
  return near;
}

/** Mostly a step onto a hex one can stand on, sometimes a door, now and then the end of the turn. */
export function carefulAction(state: GameState, random: () => number): Action {
  if (state.phase === "deploy") return randomAction(state, random);
  const piece = random() < 0.03 ? undefined : movable(state, random);
  if (!piece || piece.place.at !== "cell") return { type: "end" };
  const ship = state.ship;
  const near = passableNear(ship)[piece.place.cell]!;
  if (near.length === 0) return { type: "end" };
  const to = near[Math.floor(random() * near.length)]!;
  if (ship.cells[to]!.terrain === "door" && random() < 0.5) {
    return { type: state.openDoors[to] ? "close" : "open", piece: piece.id, door: to };
  }
  return { type: "move", piece: piece.id, to };
}

/** Plays `count` attempted actions; returns the final state and how many applied. */
export function playCarefully(start: GameState, count: number, seed: number): { state: GameState; applied: number } {
  const random = generator(seed);
  let state = start;
  let applied = 0;
  for (let i = 0; i < count && !state.over; i++) {
    const out = apply(state, carefulAction(state, random));
    if (out.ok) {
      state = out.state;
      applied++;
    }
  }
  return { state, applied };
}
