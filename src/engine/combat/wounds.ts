// Wounds, death and healing: the state changes every cause shares (fire, close combat, the
// sickbay's auto-doc, a Medic). Morale checks are the caller's business.
import { event, ownLabel, ownRef, refereeLabel, type GameEvent } from "../events.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { enemySees, hexOf, texts, told } from "./report.js";
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

/** Wounds a soldier; one already wounded dies. `cause` ends "by ..." or is empty. */
export function wound(state: GameState, pieceId: number, cause = ""): Changed {
  const p = state.pieces[pieceId]!;
  if (!p.soldier || p.soldier.dead) return { state, events: [] };
  if (p.soldier.wounded) return kill(state, pieceId, cause);
  const hurt: Piece = {
    ...p,
    soldier: { ...p.soldier, wounded: true },
    mu: Math.min(p.mu, woundedMove(p.soldier.type.move)),
  };
  const after = replace(state, hurt);
  const by = cause ? ` ${cause}` : "";
  return {
    state: after,
    events: [
      event(
        state.turn,
        "wounded",
        texts(
          after,
          hurt,
          `${refereeLabel(p)} is wounded${by}`,
          `${ownLabel(p)} is wounded${by}`,
          `the ${p.soldier.type.name} at ${hexOf(state, p)} is wounded`,
        ),
        told(after, hurt, { result: "wounded" }, "wounded"),
      ),
    ],
  };
}

/** Kills a soldier: his marker leaves the map; a friend he carried is put down where he fell. */
export function kill(state: GameState, pieceId: number, cause = ""): Changed {
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
  const by = cause ? ` ${cause}` : "";
  return {
    state: after,
    events: [
      event(
        state.turn,
        "killed",
        {
          referee: `${refereeLabel(p)} is killed${by} at ${where}`,
          [p.side]: `${ownLabel(p)} is killed${by} at ${where}`,
          ...(seen ? { [otherSide(p.side)]: `the ${p.soldier.type.name} at ${where} is killed` } : {}),
        },
        {
          referee: { marker: ownRef(state, p), hex: where, result: "killed" },
          [p.side]: { marker: ownRef(state, p), hex: where, result: "killed" },
          ...(seen
            ? {
                [otherSide(p.side)]: {
                  marker: { side: p.side, type: p.soldier.type.name },
                  hex: where,
                  result: "killed",
                },
              }
            : {}),
        },
      ),
    ],
  };
}

/** Heals a wounded soldier (a Medic, the sickbay's auto-doc); `how` says by what. */
export function heal(state: GameState, pieceId: number, how = ""): Changed {
  const p = state.pieces[pieceId]!;
  if (!isWounded(p)) return { state, events: [] };
  const healed: Piece = { ...p, soldier: { ...p.soldier!, wounded: false } };
  const after = replace(state, healed);
  const by = how ? ` ${how}` : "";
  return {
    state: after,
    events: [
      event(
        state.turn,
        "healed",
        texts(
          after,
          healed,
          `${refereeLabel(p)} is healed${by}`,
          `${ownLabel(p)} is healed${by}`,
          `the ${p.soldier!.type.name} at ${hexOf(state, p)} is healed`,
        ),
        told(after, healed, { result: "healed" }, "healed"),
      ),
    ],
  };
}
