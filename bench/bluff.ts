// The bluff a side keeps (issue 32), counted by the tournament from the game itself (a measure, not a
// player: it reads the whole state): each time one of the side's soldiers goes back under a marker, at
// the end of that turn of the side's, how many of the side's markers not shown to the enemy stand within
// DOUBT hexes of him, himself included. Two or more: the enemy has at least two candidates for him.
import type { Action } from "../src/engine/rules.js";
import type { Side } from "../src/engine/state.js";
import { hexDistance } from "../src/ai/paths.js";
import type { Session } from "../src/play/session.js";

/** Hexes within which another hidden marker of the side leaves the enemy in doubt which one he is. */
export const DOUBT = 3;

export interface Bluff {
  /** The side's soldiers that went back under a marker and were still hidden as its turn ended. */
  rehides: number;
  /** Of those, how many had another hidden marker of the side within DOUBT hexes then. */
  kept: number;
}

/** Watches SESSION for SIDE's re-hides; the counts fill in as the game goes. */
export function watchBluff(session: Session, side: Side): Bluff {
  const bluff: Bluff = { rehides: 0, kept: 0 };
  let shown = new Set<number>();
  const hid = new Set<number>();
  session.onAction((action: Action) => {
    const s = session.state();
    for (const p of s.pieces)
      if (p.side === side && p.soldier && !p.revealed && shown.has(p.id) && p.place.at === "cell") hid.add(p.id);
    shown = new Set(s.pieces.filter((p) => p.side === side && p.revealed).map((p) => p.id));
    if (action.type !== "end" || (s.side === side && !s.over) || hid.size === 0) return;
    const hidden = s.pieces.filter(
      (p) => p.side === side && !p.revealed && p.place.at === "cell" && !(p.soldier && p.soldier.dead),
    );
    for (const id of hid) {
      const p = s.pieces[id]!;
      if (p.revealed || p.place.at !== "cell" || p.soldier?.dead) continue;
      const at = p.place.cell;
      const near = hidden.filter((q) => q.place.at === "cell" && hexDistance(s.ship, at, q.place.cell) <= DOUBT);
      bluff.rehides++;
      if (near.length >= 2) bluff.kept++;
    }
    hid.clear();
  });
  return bluff;
}
