// After anything that changes who can see whom: markers flip, dummies vanish, soldiers hide
// again under new numbers, and each side learns what its pieces can see. Ambushes are sprung
// after this, by src/engine/settle-sight.ts.
import { placeName } from "../ship/ship.js";
import { changeBetween, type Change } from "./change.js";
import { byHexAndNumber } from "./board.js";
import { ownRef, told, type GameEvent } from "./events.js";
import type { HiddenFacts } from "./facts/hidden.js";
import { markerSeen } from "./marker-seen.js";
import { anyLine, sceneOf, type Scene } from "./eyes.js";
import { adjacent, seesIn, sightView, type SightView } from "./sight.js";
import { anyClearLine, pairsThrough } from "../ship/sight-lines.js";
import { isOpen, learn, noteNumbers, watchedBy } from "./knowledge.js";
import { changedPiece, changedState, withPieces } from "./shapes.js";
import { drawNumber } from "./new-piece.js";
import { otherSide, SIDES, type GameState, type Piece, type Side } from "./state.js";

/**
 * Flips, hides and teaches after a change from `before` (itself settled) to `after`. Only pairs
 * with a piece that moved, or whose line passes a door that opened or closed, can come into
 * sight, unless the lights changed.
 */
export function settleMarkers(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const change = changeBetween(before, after);
  let state = flipContacts(after, sceneOf(after), events, change);
  const scene = sceneOf(state);
  state = hideUnseen(state, scene, events);
  state = learn(before, sceneOf(before), state, scene, change);
  return { state, events };
}

function cellOf(p: Piece): number {
  return p.place.at === "cell" ? p.place.cell : -1;
}

/** Pieces of each side in sight of an enemy piece flip: dummies come off, soldiers are shown. */
function flipContacts(state: GameState, scene: Scene, events: GameEvent[], change: Change): GameState {
  let contact: Set<number> | undefined;
  const { blue, yellow } = scene.pieces;
  const view = sightView(state);
  const known = state.known;
  // A soldier already shown whose number the enemy has been shown too: a contact changes nothing for
  // it (no event, the same piece, no number to note), so a pair of two such needs no look at sight.
  // Revealed soldiers stay in sight of each other step after step: most pairs asked about are these.
  const changes = (p: Piece): boolean =>
    p.soldier === undefined || !p.revealed || !known[otherSide(p.side)].numbers.includes(p.number);
  // Whether the enemy changes is asked only where it decides something: not for a pair out of sight of
  // each other when the first changes anyway (the most pairs, step after step).
  const meet = (p: Piece, pc: boolean, e: Piece) => {
    if (pc) {
      if (!seesIn(view, cellOf(p), cellOf(e))) return;
      contact ??= new Set();
      contact.add(p.id);
      if (changes(e)) contact.add(e.id);
    } else if (changes(e) && seesIn(view, cellOf(p), cellOf(e))) (contact ??= new Set()).add(e.id);
  };
  if (change.everything)
    for (const p of blue) {
      const pc = changes(p);
      for (const e of yellow) meet(p, pc, e);
    }
  else {
    for (const id of change.pieces) {
      const p = state.pieces[id]!;
      if (p.place.at !== "cell") continue;
      const pc = changes(p);
      for (const e of p.side === "blue" ? yellow : blue) meet(p, pc, e);
    }
    pairsThrough(state.ship, scene.eyes.blue, scene.eyes.yellow, change.doors, (i, j) =>
      meet(blue[i]!, changes(blue[i]!), yellow[j]!),
    );
  }
  if (!contact) return state;
  const flip = (p: Piece): Piece => {
    if (!p.soldier) {
      events.push(markerSeen(state, p));
      return changedPiece(p, { place: { at: "gone" as const } });
    }
    if (p.revealed) return p;
    events.push(markerSeen(state, p));
    return changedPiece(p, { revealed: true });
  };
  // Told side by side, by hex and marker number: never in the order the pieces were set up in.
  const told = [...contact]
    .map((id) => state.pieces[id]!)
    .sort((a, b) => Number(a.side !== "blue") - Number(b.side !== "blue") || byHexAndNumber(a, b));
  const pieces = state.pieces.slice();
  for (const p of told) pieces[p.id] = flip(p);
  // Each side has now been shown the numbers of the enemy markers that flipped: none is used again.
  let after = withPieces(state, pieces);
  for (const side of SIDES)
    after = noteNumbers(
      after,
      side,
      told.filter((p) => p.side !== side).map((p) => p.number),
    );
  return after;
}

/** A revealed soldier no enemy piece sees or glimpses any more goes back under a fresh number. */
function hideUnseen(state: GameState, scene: Scene, events: GameEvent[]): GameState {
  if (scene.revealed.length === 0) return state;
  const view = sightView(state);
  let privateRng: Record<Side, GameState["privateRng"][Side]> | undefined;
  let pieces: Piece[] | undefined;
  // Side by side, each by the number the enemy was shown him under: never in the order the side's
  // force was listed in, which would choose who draws which new number and the order the enemy is told.
  const revealed =
    scene.revealed.length > 1
      ? [...scene.revealed].sort((a, b) => Number(a.side !== "blue") - Number(b.side !== "blue") || a.number - b.number)
      : scene.revealed;
  for (const p of revealed) {
    if (shownTo(state, view, cellOf(p), otherSide(p.side), scene.eyes[otherSide(p.side)])) continue;
    privateRng ??= { ...state.privateRng };
    pieces ??= state.pieces.slice();
    // A number the enemy has never seen (his old one it has); if none is left, he keeps his own.
    const drawn = drawNumber(withPieces(state, pieces), p.side, privateRng[p.side]);
    let number = p.number;
    if (drawn) {
      number = drawn.number;
      privateRng[p.side] = drawn.rng;
    }
    const hidden = changedPiece(p, { revealed: false, number });
    pieces[p.id] = hidden;
    // Across an open table the enemy sees the soldier's counter go back under a question marker.
    const own: HiddenFacts = { marker: ownRef(state, p), number };
    const facts: { referee: HiddenFacts; blue?: HiddenFacts; yellow?: HiddenFacts } = { referee: own };
    facts[p.side] = own;
    if (isOpen(state))
      facts[otherSide(p.side)] = {
        marker: { side: p.side, type: p.soldier!.type.name },
        number,
        hex: placeName(state.ship.cells[cellOf(p)]!),
      };
    events.push(told(state.turn, "hidden", facts));
  }
  return pieces ? changedState(state, { pieces, privateRng: privateRng! }) : state;
}

/** stillShown, asked of the memo first: an answer holds while the enemy's cells and the doors stay as they were. */
function shownTo(state: GameState, view: SightView, at: number, enemy: Side, enemies: readonly number[]): boolean {
  const lines = state.memo.lines[enemy];
  const kept = lines.get(enemies, view.openDoors, at);
  if (kept !== undefined) return kept;
  const shown = stillShown(view, at, enemies);
  lines.put(at, shown);
  return shown;
}

/**
 * Still shown: an enemy piece has him in sight, or has a clear line to him at all. In the dark an
 * enemy along a clear line still glimpses his marker (section 5 of docs/RULES.md): were he to take
 * a new number there, it would see the soldier it knows turn into that number.
 */
function stillShown(view: SightView, at: number, enemies: readonly number[]): boolean {
  // In sight (seesIn) along a clear line is a clear line too: what sight adds is the hex next to it.
  // The lines first, all from one row of the ship's facts (asked for every revealed soldier after every
  // step); the hexes next to it only for one no line shows.
  if (anyClearLine(view.ship, view.openDoors, enemies, at)) return true;
  for (const e of enemies) if (adjacent(view.ship, at, e)) return true;
  return false;
}

/**
 * The enemy markers on the map a side knows of: every one across an open table, those it can see
 * in fog. Markers in air locks or outside them are not on the map (the view lists them apart).
 */
export function knownEnemies(state: GameState, side: Side): Piece[] {
  if (!isOpen(state)) return visibleEnemies(state, side);
  return sceneOf(state).pieces[otherSide(side)].slice();
}

/** Enemy pieces a side can see now, by clear line from any of its pieces on the map. */
export function visibleEnemies(state: GameState, side: Side): Piece[] {
  const scene = sceneOf(state);
  return scene.pieces[otherSide(side)].filter((e) => anyLine(state, scene.eyes[side], cellOf(e)));
}

export { watchedBy };
