// Bumping into an unseen enemy. A marker that tries to go where enemy markers are that its side
// does not see (out of an air lock onto a hex they hold, through a wall onto one, into or out
// through an air lock with their batch in it) does not get there: it meets them as markers in
// sight of each other meet. Both flip (dummies come off, soldiers are shown), the marker stays
// where it was, and each side learns only what that meeting shows it, as in any encounter: a
// refusal instead would tell the side that an enemy is there and tell the enemy nothing.
import { ownRef, told, type GameEvent } from "./events.js";
import type { BumpAttempt, BumpFacts } from "./facts/hidden.js";
import { markerSeen } from "./marker-seen.js";
import { sceneOf } from "./eyes.js";
import { settleSight } from "./settle-sight.js";
import { isOpen, noteNumbers, sideSees } from "./knowledge.js";
import { done, type Outcome } from "./outcome.js";
import { otherSide, SIDES, type GameState, type LockState, type Piece, type Side, type Sighting } from "./state.js";
import { changedState } from "./shapes.js";

/**
 * Enemy markers on a cell that the side does not see: a step onto it bumps into them. None across an
 * open table, where a side sees every marker: a step onto enemies is simply refused.
 */
export function unseenEnemiesOn(state: GameState, side: Side, cell: number): Piece[] {
  if (isOpen(state)) return [];
  const there = sceneOf(state)
    .on(cell)
    .filter((p) => p.side !== side);
  return there.length === 0 || sideSees(state, side, cell) ? [] : there;
}

/** Enemy markers in an air lock: a side never sees into one, so going in or out through it bumps into them. */
export function enemiesInLock(state: GameState, side: Side, lock: number): Piece[] {
  return state.locks[lock]!.inside.map((id) => state.pieces[id]!).filter((p) => p.side !== side);
}

/**
 * `marker` (with whatever the attempt cost it already spent) bumps into `enemies`, trying what
 * `attempt` says ("leaving lock 1 onto 1:0002"). `state` is settled; sight is settled after.
 */
export function bump(state: GameState, marker: Piece, met: readonly Piece[], attempt: BumpAttempt): Outcome {
  // Told by marker number (they stand together), never in the order they were set up in.
  const enemies = [...met].sort((a, b) => a.number - b.number);
  const side = marker.side;
  const own: BumpFacts = { attempt, side, marker: ownRef(state, marker) };
  const referee: BumpFacts = { ...own, markers: enemies.map((e) => ownRef(state, e)) };
  const theirs: BumpFacts = { attempt, side };
  const events: GameEvent[] = [
    told(
      state.turn,
      "bump",
      side === "blue" ? { referee, blue: own, yellow: theirs } : { referee, yellow: own, blue: theirs },
    ),
  ];
  const pieces = state.pieces.slice();
  pieces[marker.id] = marker;
  const sightings: Record<Side, Sighting[]> = { blue: [], yellow: [] };
  for (const p0 of [marker, ...enemies]) {
    const p = pieces[p0.id]!;
    const other = otherSide(p.side);
    if (!p.soldier) {
      events.push(markerSeen(state, p));
      pieces[p.id] = { ...p, place: { at: "gone" } };
      continue;
    }
    if (p.place.at === "cell")
      sightings[other].push({ cell: p.place.cell, turn: state.turn, type: p.soldier.type.name });
    if (p.revealed) continue;
    events.push(markerSeen(state, p));
    pieces[p.id] = { ...p, revealed: true };
  }
  let after: GameState = changedState(state, { pieces, locks: withoutGone(state, pieces) });
  for (const s of SIDES)
    after = noteNumbers(
      after,
      s,
      [marker, ...enemies].filter((p) => p.side !== s).map((p) => p.number),
    );
  const settled = settleSight(state, after);
  let final = settled.state;
  for (const s of SIDES)
    final = withSightings(
      final,
      s,
      sightings[s].filter((x) => !sideSees(final, s, x.cell)),
    );
  return done(final, [...events, ...settled.events]);
}

/** Air locks with the dummies that came off taken out of them; one left empty restores its pressure. */
function withoutGone(state: GameState, pieces: readonly Piece[]): readonly LockState[] {
  let locks = state.locks;
  state.locks.forEach((lock, i) => {
    const inside = lock.inside.filter((id) => pieces[id]!.place.at !== "gone");
    if (inside.length === lock.inside.length) return;
    if (locks === state.locks) locks = state.locks.slice();
    (locks as LockState[])[i] = { ...lock, inside, emptiedAt: inside.length === 0 ? state.tick : lock.emptiedAt };
  });
  return locks;
}

/** Soldiers a side made out in the meeting stay on its map where they stood, as last seen. */
function withSightings(state: GameState, side: Side, seen: readonly Sighting[]): GameState {
  if (seen.length === 0) return state;
  const known = state.known[side];
  const cells = new Set(seen.map((s) => s.cell));
  const sightings = [...known.sightings.filter((s) => !cells.has(s.cell)), ...seen];
  return changedState(state, { known: { ...state.known, [side]: { ...known, sightings } } });
}
