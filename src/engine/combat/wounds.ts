// Wounds, death and healing: the state changes every cause shares (fire, close combat, the
// sickbay's auto-doc, a Medic). Morale checks are the caller's business.
import type { Told } from "../event-facts.js";
import { bySide, enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { SoldierCause, SoldierFacts } from "../facts/soldiers.js";
import type { GameState, Piece } from "../state.js";
import { enemySees, hexOf, soldierTold } from "./report.js";
import { WOUNDED_MIN_MOVE } from "./tables.js";
import { withPieces } from "../shapes.js";

export interface Changed {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** A wounded soldier's move units: half, rounded down, at least 1. */
export const woundedMove = (move: number): number => Math.max(WOUNDED_MIN_MOVE, Math.floor(move / 2));

export const isWounded = (p: Piece): boolean => p.soldier?.wounded === true && !p.soldier.dead;

function replace(state: GameState, ...changed: Piece[]): GameState {
  const pieces = state.pieces.slice();
  for (const p of changed) pieces[p.id] = p;
  return withPieces(state, pieces);
}

/** Wounds a soldier; one already wounded dies. */
export function wound(state: GameState, pieceId: number, cause?: SoldierCause): Changed {
  const p = state.pieces[pieceId]!;
  if (!p.soldier || p.soldier.dead) return { state, events: [] };
  if (p.soldier.wounded) return kill(state, pieceId, cause);
  const hurt: Piece = {
    ...p,
    soldier: { ...p.soldier, wounded: true },
    mu: Math.min(p.mu, woundedMove(p.soldier.type.move)),
  };
  const after = replace(state, hurt);
  return { state: after, events: [told(state.turn, "wounded", befell(state, after, hurt, cause))] };
}

/** What befell P, as each audience knows it: his side and the referee with the cause, the enemy that sees him by type and hex. */
function befell(state: GameState, after: GameState, p: Piece, cause: SoldierCause | undefined): Told<SoldierFacts> {
  const own: SoldierFacts = cause ? { marker: ownRef(state, p), cause } : { marker: ownRef(state, p) };
  return soldierTold(after, p, own, { marker: enemyRef(p), hex: hexOf(state, p) });
}

/** Kills a soldier: his marker leaves the map; a friend he carried is put down where he fell. */
export function kill(state: GameState, pieceId: number, cause?: SoldierCause): Changed {
  const p = state.pieces[pieceId]!;
  if (!p.soldier || p.soldier.dead) return { state, events: [] };
  const seen = enemySees(state, p);
  const where = hexOf(state, p);
  const { ambush: _a, carrying, carriedBy, ...rest } = p;
  const dead: Piece = {
    ...rest,
    soldier: { ...p.soldier, dead: true, wounded: false },
    place: { at: "gone" },
    revealed: false,
  };
  const changed: Piece[] = [dead];
  if (carrying) {
    const { carriedBy: _c, ...friend } = state.pieces[carrying.piece]!;
    changed.push(friend);
  }
  if (carriedBy !== undefined) {
    const { carrying: _c, ...carrier } = state.pieces[carriedBy]!;
    changed.push(carrier);
  }
  const after = replace(state, ...changed);
  const own: SoldierFacts = { marker: ownRef(state, p), hex: where, ...(cause ? { cause } : {}) };
  const theirs: SoldierFacts | undefined = seen
    ? { marker: { side: p.side, type: p.soldier.type.name }, hex: where }
    : undefined;
  return { state: after, events: [told(state.turn, "killed", bySide(p.side, own, theirs))] };
}

/** Heals a wounded soldier (a Medic, the sickbay's auto-doc); `cause` says by what. */
export function heal(state: GameState, pieceId: number, cause?: SoldierCause): Changed {
  const p = state.pieces[pieceId]!;
  if (!isWounded(p)) return { state, events: [] };
  const healed: Piece = { ...p, soldier: { ...p.soldier!, wounded: false } };
  const after = replace(state, healed);
  return { state: after, events: [told(state.turn, "healed", befell(state, after, healed, cause))] };
}
