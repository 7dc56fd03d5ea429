// What one step costs in move units, or why it cannot be made.
import { placeName } from "../ship/ship.js";
import { TERRAIN } from "../map/terrain.js";
import { abilities, LADDER_COST, type Abilities } from "./abilities.js";
import { hasGravity, isOpenDoor } from "./board.js";
import { sceneOf } from "./eyes.js";
import { shipIndex } from "../ship/ship-index.js";
import { refusal, type Refusal, type RefusalCode } from "./refusal.js";
import { isSkip, SKIP_COST } from "./skip.js";
import type { GameState, Piece } from "./state.js";
import { wreckBar, wreckStepRefusal } from "./wreck.js";

/**
 * A step's cost, or why it cannot be made. Blocked only by enemy markers on the hex, it also says
 * so and what it would cost: a marker bumps into enemies it does not see (src/engine/bump.ts).
 */
export type Cost =
  { readonly ok: true; readonly mu: number } | (Refusal & { readonly enemy?: { readonly mu: number } });

/** Soldiers of one side that fit on a hex. */
export const SOLDIERS_PER_HEX = 2;

const refuse = (code: RefusalCode, reason: string): Cost => refusal(code, reason);

/** The cost of moving a piece from its cell to a neighbouring cell, or up or down a ladder or stairs. */
export function stepCost(state: GameState, piece: Piece, to: number): Cost {
  if (piece.place.at !== "cell") return refuse("not-on-map", "it is not on the map");
  return stepCostFrom(state, piece, piece.place.cell, to, piece.crampedSteps, abilities(state, piece));
}

/**
 * Why a step cannot be made, as a kind, the words put to it only when asked (`stepCostFrom`): a path
 * search asks this of every step it looks at, walls and shut doors included. `enemy`: only enemy
 * markers stand in the way, and the step would cost `mu`.
 */
export type Barred =
  | "no-such-hex"
  | "no-ladders"
  | "carrying"
  | "door-closed"
  | "impassable"
  | "airlock"
  | "wreck"
  | "cramped"
  | "not-next-to"
  | "no-room"
  | { readonly enemy: number };

/** The same for a step from any cell, as a path search asks it, with the belowdecks steps made so far. */
export function stepCostFrom(
  state: GameState,
  piece: Piece,
  from: number,
  to: number,
  crampedSteps: number,
  can: Abilities,
): Cost {
  const mu = stepMu(state, piece, from, to, crampedSteps, can);
  return typeof mu === "number" ? { ok: true, mu } : barredCost(state, piece, to, mu);
}

/** A step's move units, or why it cannot be made (`stepCostFrom` without the words): the rules of a step, once. */
export function stepMu(
  state: GameState,
  piece: Piece,
  from: number,
  to: number,
  crampedSteps: number,
  can: Abilities,
): number | Barred {
  const ship = state.ship;
  const target = ship.cells[to];
  if (!target) return "no-such-hex";
  let cost: number;
  if (ship.links[from]!.includes(to)) {
    if (target.terrain === "ladder") {
      if (!can.climbsLadders) return "no-ladders";
      cost = LADDER_COST;
    } else cost = can.stairsCost;
  } else if (ship.neighbours[from]!.includes(to) || (can.skipsWalls && isSkip(ship, from, to))) {
    // Not a neighbour: a skip through the wall between (src/engine/skip.ts).
    const skip = !ship.neighbours[from]!.includes(to);
    if (skip && piece.carrying) return "carrying";
    const terrain = TERRAIN[target.terrain];
    if (target.terrain === "door" && !isOpenDoor(state, to)) return "door-closed";
    if (!terrain.passable) return "impassable";
    if (target.terrain === "airlock") return "airlock";
    if (wreckBar(state, to, piece.soldier?.type)) return "wreck";
    const cramped = shipIndex(ship).belowdecks;
    if ((cramped.has(from) || cramped.has(to)) && crampedSteps >= 1) return "cramped";
    cost = (skip ? SKIP_COST : 1) + terrain.extraCost;
  } else {
    return "not-next-to";
  }
  if (!hasGravity(state, from) && !can.magneticBoots) cost *= 2;
  // Who else stands there, counted without lists: a path search asks this of every step.
  let enemy = false;
  let friends = 0;
  for (const p of sceneOf(state).on(to)) {
    if (p.id === piece.id) continue;
    if (p.side !== piece.side) enemy = true;
    else if (p.soldier) friends++;
  }
  if (enemy) return { enemy: cost };
  if (piece.soldier && friends >= SOLDIERS_PER_HEX) return "no-room";
  return cost;
}

/** The refusal a step barred says to the player. */
function barredCost(state: GameState, piece: Piece, to: number, why: Barred): Cost {
  const target = state.ship.cells[to];
  if (!target) return refuse("no-such-hex", "no such hex");
  if (typeof why === "object")
    return { ...refusal("enemy-there", `an enemy stands on ${placeName(target)}`), enemy: { mu: why.enemy } };
  switch (why) {
    case "no-such-hex":
      return refuse("no-such-hex", "no such hex");
    case "no-ladders":
      return refuse("not-able", "it cannot use ladders (heavy armour, or not two-legged)");
    case "carrying":
      return refuse("carrying", "carrying a friend, it cannot skip through a wall");
    case "door-closed":
      return refuse("door-closed", `the door at ${placeName(target)} is closed: open it first`);
    case "impassable":
      return refuse(
        "blocked",
        `${placeName(target)} is ${article(TERRAIN[target.terrain].label)}: no one can stand there`,
      );
    case "airlock":
      return refuse("blocked", `${placeName(target)} is an air lock: it is entered from outside the ship only`);
    case "wreck":
      return wreckStepRefusal(state, to, piece.soldier?.type)!;
    case "cramped":
      return refuse("move-units", "in the cramped belowdecks passages a soldier moves at most one hex a turn");
    case "not-next-to":
      return refuse("not-next-to", `${placeName(target)} is not next to it`);
    case "no-room":
      return refuse("no-room", `no room on ${placeName(target)}: two soldiers already stand there`);
  }
}

/** The label with "a" or "an", or none for a mass noun: "is furniture (...)", "is artificial-gravity machinery". */
function article(label: string): string {
  if (/^(furniture|[\w-]*\s*machinery)\b/.test(label)) return label;
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}
