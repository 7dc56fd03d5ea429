// The property's judge of fire from ambush. Which of yellow's markers fires when blue's marker comes
// into the sight of several lying in wait hangs on yellow's secrets: a dummy or a soldier with no gun
// cannot lie in ambush, and a weapon reaches so far (docs/RULES.md, section 11); and the shot shows its
// firer to blue, in the dark too (section 8: the flash gives him away). So blue may tell the twins apart
// by who fired, and by nothing more: ambushers are taken by hex, then marker number (both public), so
// where the twins' first shots came from different markers, the one first in that order must have been
// unable to fire in the game where it did not. Had it been able, something secret chose the firer (the
// order yellow's force was listed in, say): a leak, which this judge names.
import { fireRefusal } from "../../src/engine/combat/fire.js";
import { clearLine } from "../../src/engine/sight.js";
import type { GameState, Piece } from "../../src/engine/state.js";
import type { History } from "../../src/play/session.js";
import { findCell } from "../../src/ship/find-cell.js";

/** A shot from ambush: its firer and target as they stood before the action, and the target's hex then. */
interface Shot {
  readonly firer: Piece;
  readonly target: Piece;
  readonly at: number;
}

/** What the judge found: blue may tell the games apart by who fired (`told`), or a firer chosen by a secret (`leak`). */
export type AmbushJudgement = { readonly told: string } | { readonly leak: string } | undefined;

const onCell = (p: Piece | undefined): number | undefined => (p?.place.at === "cell" ? p.place.cell : undefined);
const mapped = (action: object, same: readonly number[]) =>
  JSON.stringify("target" in action ? { ...action, target: same[action.target as number] } : action);

/** The first shot yellow fired from ambush within the K-th action, if any. */
function firstShot(h: History, k: number): Shot | undefined {
  const before = h.states[k - 1]!;
  const marker = (side: string, number: number | undefined) =>
    before.pieces.find((p) => p.side === side && p.number === number && p.place.at === "cell");
  for (const e of h.events.slice(h.ends[k - 1], h.ends[k])) {
    if (e.kind !== "fire" && e.kind !== "shot-dummy") continue;
    const f = e.told.referee;
    if (f.how !== "ambush" || f.marker.side !== "yellow") continue;
    const firer = marker("yellow", f.marker.number);
    const target = marker(f.target.side, f.target.number);
    const at = f.hex === undefined ? undefined : findCell(before.ship, f.hex);
    // One the judge cannot place (not on the map as the action began) is left to the other judges.
    return firer && target && at !== undefined ? { firer, target, at } : undefined;
  }
  return undefined;
}

/** Whether PIECE could fire from ambush at the target of SHOT in the game that went from BEFORE to AFTER. */
function couldFire(before: GameState, after: GameState, piece: Piece, shot: Shot): boolean {
  const cell = onCell(piece);
  const soldier = piece.soldier;
  if (cell === undefined || !piece.ambush || !soldier || soldier.dead || soldier.broken) return false;
  // Only a target that has just come into its sight: one it had a line to already does not spring it.
  const was = onCell(before.pieces[shot.target.id]);
  if (was !== undefined && clearLine(before, cell, was)) return false;
  const target: Piece = { ...shot.target, place: { at: "cell", cell: shot.at } };
  return fireRefusal(after, piece, target) === undefined;
}

/** Ambushers by hex (the ship's fixed order of hexes), then marker number. */
const order = (x: Shot, y: Shot) => onCell(x.firer)! - onCell(y.firer)! || x.firer.number - y.firer.number;
const named = (s: GameState, p: Piece) => `?${p.number} at ${s.ship.cells[onCell(p)!]!.name}`;

/**
 * Judges yellow's fire from ambush in the actions of one command, from each game's FROM-th action on,
 * while both games took the same actions with blue's pieces alike: the first action whose first shots
 * came from different markers (or in one game only) tells the games apart if the firer first in order of
 * hex and number could not fire in the other game (`told`), and is a leak if it could (`leak`).
 */
export function judgeAmbushFire(
  ha: History,
  hb: History,
  from: readonly number[],
  same: readonly number[],
): AmbushJudgement {
  const bOf = new Map(same.map((aId, bId) => [aId, bId]));
  for (let k = 1; from[0]! + k < ha.states.length && from[1]! + k < hb.states.length; k++) {
    const [ka, kb] = [from[0]! + k, from[1]! + k];
    if (JSON.stringify(ha.actions[ka - 1]) !== mapped(hb.actions[kb - 1]!, same)) return undefined;
    const blues = (s: GameState) => JSON.stringify(s.pieces.filter((p) => p.side === "blue"));
    if (blues(ha.states[ka - 1]!) !== blues(hb.states[kb - 1]!)) return undefined;
    const [sa, sb] = [firstShot(ha, ka), firstShot(hb, kb)];
    if (!sa && !sb) continue;
    if (sa && sb && bOf.get(sa.firer.id) === sb.firer.id) continue;
    // The firer first by hex, then number, and the game it fired in; the other game is judged.
    const aFirst = sa !== undefined && (sb === undefined || order(sa, sb) < 0);
    const [shot, h, kx, hy, ky, other] = aFirst
      ? ([sa, ha, ka, hb, kb, bOf.get(sa.firer.id) ?? sa.firer.id] as const)
      : ([sb!, hb, kb, ha, ka, same[sb!.firer.id] ?? sb!.firer.id] as const);
    const [before, after] = [hy.states[ky - 1]!, hy.states[ky]!];
    // The target came to that hex in the other game too (not stopped on the way by a marker it ran into
    // there): else blue's own pieces differ, which the other judges see.
    const theirs = aFirst ? sb : sa;
    if (onCell(after.pieces[shot.target.id]) !== shot.at && theirs?.at !== shot.at) return undefined;
    const there = before.pieces[other];
    const fired = named(h.states[kx - 1]!, shot.firer);
    // Elsewhere in the other game (moved out of blue's sight): where it stood was the secret.
    if (onCell(there) === onCell(shot.firer) && couldFire(before, after, there!, shot))
      return { leak: `${fired} fired from ambush in one game only, though it could in both` };
    return { told: `the shot from ambush came from ${fired} in one game only: the flash shows its firer` };
  }
  return undefined;
}
