// Ambush (opportunity fire): a soldier that has not moved this turn lies in wait and, in the
// enemy's turn, fires at the first enemy to come into its sight. Sprung wherever sight is settled.
import { abilities } from "../abilities.js";
import { byHexAndNumber } from "../board.js";
import { distance } from "../../hex/coords.js";
import { bySide, ownRef, told, type GameEvent } from "../events.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { clearLine } from "../sight.js";
import type { GameState, Piece } from "../state.js";
import { attackRefusal } from "./attack.js";
import { fireRefusal, shoot } from "./fire.js";
import { weaponOf } from "./stats.js";
import type { Changed } from "./wounds.js";
import { isRefusal } from "../refusal.js";
import type { Rule } from "../rule.js";
import { withPieces } from "../shapes.js";

export const ambushAllowed = (state: GameState): boolean => state.rules.ambush !== false;

export function setAmbush(state: GameState, pieceId: number): Outcome {
  if (!ambushAllowed(state)) return refused("rules", "this scenario plays without ambush");
  const p = ownPiece(state, pieceId);
  if (isRefusal(p)) return p;
  const why = attackRefusal(p);
  if (why) return why;
  if (!weaponOf(p.soldier!.type)) return refused("no-weapon", `${p.soldier!.name} has no ranged weapon`);
  if (p.mu < abilities(state, p).move || p.crampedSteps > 0)
    return refused(
      "already-acted",
      `${p.soldier!.name} has moved this turn: only a soldier that has not moved lies in ambush`,
    );
  const pieces = state.pieces.slice();
  pieces[p.id] = { ...p, ambush: true, mu: 0 };
  return done(withPieces(state, pieces), [
    told(state.turn, "ambush-set", bySide(p.side, { marker: ownRef(state, p) })),
  ]);
}

const lineTo = (state: GameState, a: number, p: Piece | undefined) =>
  p !== undefined && p.place.at === "cell" && clearLine(state, a, p.place.cell);

/** Ambushers of the side not moving fire at the nearest enemy that has just come into their sight. */
export function springAmbushes(before: GameState, settled: Changed): { state: GameState; events: GameEvent[] } {
  let state = settled.state;
  const fired: GameEvent[] = [...settled.events];
  for (;;) {
    const shot = nextShot(before, state);
    if (!shot) break;
    const out = shoot(state, shot.ambusher, shot.target, "ambush");
    state = out.state;
    fired.push(...out.events);
  }
  return { state, events: fired };
}

/**
 * The next ambush shot, if any. Ambushers are taken by hex and marker number, and of targets at one
 * distance the one on the lower hex, then the lower marker number, is shot: things both sides see,
 * never the order the pieces were set up in (soldiers before dummies).
 */
function nextShot(before: GameState, state: GameState): { ambusher: number; target: number } | undefined {
  // Most of the time no one lies in ambush: no lists made to find that out.
  if (!state.pieces.some((a) => a.ambush)) return undefined;
  const waiting = state.pieces
    .filter(
      (a) =>
        a.ambush && a.side !== state.side && a.place.at === "cell" && a.soldier && !a.soldier.dead && !a.soldier.broken,
    )
    .sort(byHexAndNumber);
  for (const ambusher of waiting) {
    const at = (ambusher.place as { cell: number }).cell;
    const here = state.ship.cells[at]!;
    const away = (e: Piece) => distance(here, state.ship.cells[(e.place as { cell: number }).cell]!);
    const fresh = state.pieces
      .filter((e) => e.side === state.side && lineTo(state, at, e) && !lineTo(before, at, before.pieces[e.id]))
      .filter((e) => fireRefusal(state, ambusher, e) === undefined)
      .sort((x, y) => away(x) - away(y) || byHexAndNumber(x, y));
    if (fresh[0]) return { ambusher: ambusher.id, target: fresh[0].id };
  }
  return undefined;
}

/** Lie in ambush: fire at the first enemy to come into sight in the enemy's turn. */
export interface AmbushAction {
  readonly type: "ambush";
  readonly piece: number;
}

export const AMBUSH: Rule<AmbushAction> = { type: "ambush", play: (s, a) => setAmbush(s, a.piece) };
