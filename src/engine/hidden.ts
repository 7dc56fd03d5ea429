// After anything that changes who can see whom: markers flip, dummies vanish, soldiers hide
// again under new numbers, and each side learns what its pieces can see.
import { placeName } from "../ship/ship.js";
import { changeBetween } from "./change.js";
import { springAmbushes } from "./combat/ambush.js";
import { event, ownLabel, refereeLabel, type GameEvent } from "./events.js";
import { draw, pick } from "./rng.js";
import { clearLine, inSight } from "./sight.js";
import { learn, watchedBy } from "./knowledge.js";
import { otherSide, type GameState, type Piece, type Side } from "./state.js";

/**
 * Settles sight after a change from `before` (itself settled) to `after`. Only pairs with a
 * piece that moved can come into sight, unless doors or lights changed.
 */
export function settleSight(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const change = changeBetween(before, after);
  let state = flipContacts(after, events, change.everything ? undefined : change.pieces);
  state = hideUnseen(state, events);
  state = learn(before, state, change);
  return springAmbushes(before, { state, events });
}

function cellOf(p: Piece): number {
  return p.place.at === "cell" ? p.place.cell : -1;
}

const onMap = (state: GameState, side: Side) => state.pieces.filter((p) => p.side === side && p.place.at === "cell");

/** Pieces of each side in sight of an enemy piece flip: dummies come off, soldiers are shown. */
function flipContacts(state: GameState, events: GameEvent[], moved?: readonly number[]): GameState {
  const contact = new Set<number>();
  const lookers = moved === undefined ? onMap(state, "blue") : moved.map((id) => state.pieces[id]!).filter((p) => p.place.at === "cell");
  for (const p of lookers) {
    for (const e of onMap(state, otherSide(p.side))) {
      if (inSight(state, cellOf(p), cellOf(e))) {
        contact.add(p.id);
        contact.add(e.id);
      }
    }
  }
  if (contact.size === 0) return state;
  const pieces = state.pieces.map((p) => {
    if (!contact.has(p.id)) return p;
    const where = placeName(state.ship.cells[cellOf(p)]!);
    const enemy = otherSide(p.side);
    if (!p.soldier) {
      events.push(event(state.turn, "dummy-removed", {
        referee: `${refereeLabel(p)} at ${where} is seen: a dummy, taken off`,
        [p.side]: `${ownLabel(p)} at ${where} is seen by the enemy and taken off`,
        [enemy]: `?${p.number} at ${where} was a dummy: taken off`,
      }));
      return { ...p, place: { at: "gone" as const } };
    }
    if (p.revealed) return p;
    events.push(event(state.turn, "revealed", {
      referee: `${refereeLabel(p)} at ${where} is revealed to ${enemy}`,
      [p.side]: `${ownLabel(p)} at ${where} is seen by the enemy`,
      [enemy]: `?${p.number} at ${where} is revealed: ${p.soldier.type.name}`,
    }));
    return { ...p, revealed: true };
  });
  return { ...state, pieces };
}

/** A revealed soldier with no enemy piece in sight goes back under a fresh number. */
function hideUnseen(state: GameState, events: GameEvent[]): GameState {
  const privateRng = { ...state.privateRng };
  const pieces = state.pieces.slice();
  for (const p of state.pieces) {
    if (!p.revealed || p.place.at !== "cell") continue;
    const enemies = onMap(state, otherSide(p.side));
    // One who attacked this turn stays shown to any enemy with a line to him, even in the dark.
    if (enemies.some((e) => inSight(state, cellOf(p), cellOf(e)) || (p.attacked && clearLine(state, cellOf(p), cellOf(e))))) continue;
    const free = unusedNumbers({ ...state, pieces }, p.side).filter((n) => n !== p.number);
    let number = p.number;
    if (free.length > 0) {
      const drawn = draw(privateRng[p.side], (u) => pick(u, free));
      number = drawn.value;
      privateRng[p.side] = drawn.rng;
    }
    const hidden = { ...p, revealed: false, number };
    pieces[p.id] = hidden;
    events.push(event(state.turn, "hidden", {
      referee: `${refereeLabel(p)} is out of sight and hides as ?${number}`,
      [p.side]: `${ownLabel(p)} is out of the enemy's sight and hides again as ?${number}`,
    }));
  }
  return { ...state, pieces, privateRng };
}

/** Marker numbers of a side not on any of its pieces still in play. */
export function unusedNumbers(state: GameState, side: Side): number[] {
  const used = new Set(state.pieces.filter((p) => p.side === side && p.place.at !== "gone").map((p) => p.number));
  const free: number[] = [];
  for (let n = 1; n <= state.rules.markers[side]; n++) if (!used.has(n)) free.push(n);
  return free;
}

/** Enemy pieces a side can see now, by clear line from any of its pieces on the map. */
export function visibleEnemies(state: GameState, side: Side): Piece[] {
  const own = onMap(state, side);
  return onMap(state, otherSide(side)).filter((e) => own.some((o) => clearLine(state, cellOf(o), cellOf(e))));
}

/** Cells a side can see now. */
export function seenBy(state: GameState, side: Side, cells: Iterable<number>): number[] {
  const own = onMap(state, side).map(cellOf);
  return [...cells].filter((c) => own.some((o) => clearLine(state, o, c)));
}

export { watchedBy };
