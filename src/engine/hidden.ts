// After anything that changes who can see whom: markers flip, dummies vanish, soldiers hide
// again under new numbers, and each side learns what its pieces can see.
import { placeName } from "../ship/ship.js";
import { isDoor } from "./board.js";
import { springAmbushes } from "./combat/ambush.js";
import { enemyLabel, event, ownLabel, refereeLabel, type GameEvent } from "./events.js";
import { draw, pick } from "./rng.js";
import { clearLine, inSight } from "./sight.js";
import { otherSide, SIDES, type GameState, type Knowledge, type Piece, type Side, type Sighting } from "./state.js";

/** Settles sight after a change from `before` to `after`. */
export function settleSight(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = flipContacts(after, events);
  state = hideUnseen(state, events);
  state = learn(before, state);
  return springAmbushes(before, { state, events });
}

function cellOf(p: Piece): number {
  return p.place.at === "cell" ? p.place.cell : -1;
}

const onMap = (state: GameState, side: Side) => state.pieces.filter((p) => p.side === side && p.place.at === "cell");

/** Pieces of each side in sight of an enemy piece flip: dummies come off, soldiers are shown. */
function flipContacts(state: GameState, events: GameEvent[]): GameState {
  const blue = onMap(state, "blue");
  const yellow = onMap(state, "yellow");
  const contact = new Set<number>();
  for (const b of blue) {
    for (const y of yellow) {
      if (inSight(state, cellOf(b), cellOf(y))) {
        contact.add(b.id);
        contact.add(y.id);
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

function learn(before: GameState, state: GameState): GameState {
  const known = { ...state.known };
  for (const side of SIDES) known[side] = learnSide(before, state, side);
  return { ...state, known };
}

function learnSide(before: GameState, state: GameState, side: Side): Knowledge {
  const old = state.known[side];
  const doorCells = state.ship.cells.filter(isDoor).map((c) => c.id);
  const doors = { ...old.doors };
  for (const d of seenBy(state, side, doorCells)) doors[d] = state.openDoors[d] === true;
  const cargo = { ...old.cargo };
  const cargoCells = new Map(state.cargo.map((c) => [c.cell, c.id]));
  for (const cell of seenBy(state, side, cargoCells.keys())) cargo[cargoCells.get(cell)!] = cell;

  const nowVisible = new Set(visibleEnemies(state, side).map((p) => p.id));
  const lost: Sighting[] = visibleEnemies(before, side)
    .filter((p) => !nowVisible.has(p.id) && state.pieces[p.id]!.place.at !== "gone")
    .map((p) => ({ cell: cellOf(p), turn: before.turn, label: enemyLabel(p) }));
  const watched = new Set(seenBy(state, side, [...old.sightings, ...lost].map((s) => s.cell)));
  const sightings = [...old.sightings, ...lost].filter((s, i, all) => {
    const stillOut = !watched.has(s.cell);
    const newest = all.findLastIndex((t) => t.cell === s.cell) === i;
    return stillOut && newest;
  });
  return { doors, cargo, sightings };
}

/** Whether any piece of `watcher` on the map has a clear line to a cell. */
export function watchedBy(state: GameState, watcher: Side, cell: number): boolean {
  return state.pieces.some((p) => p.side === watcher && p.place.at === "cell" && clearLine(state, p.place.cell, cell));
}
