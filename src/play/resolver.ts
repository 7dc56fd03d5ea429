// Answers a verb's questions (src/play/verb.ts, Resolver) from a state, reading only what the acting
// side knows: its own markers (by number, name, stable label or hex), the ship's layout, the enemy
// markers its view shows. A command's markers are remembered from step to step, so `move 89:1006
// w w` moves the marker that stood on 89:1006 twice, and refusals name a marker as it was typed.
import { step, type Direction } from "../hex/coords.js";
import { LEVEL_HEIGHT } from "../map/terrain.js";
import { markerLabels } from "../engine/marker-labels.js";
import { refusal, reworded, type Refusal } from "../engine/refusal.js";
import { shipIndex } from "../ship/ship-index.js";
import type { GameState, Piece, Side } from "../engine/state.js";
import { findCell } from "../ship/find-cell.js";
import { placeName } from "../ship/ship.js";
import { enemyMarkers, type EnemyMarker } from "../view/player-view.js";
import { reachView } from "../view/reach-view.js";
import { witnessed } from "../view/witnessed.js";
import type { GameEvent } from "../engine/events.js";
import { enemyTarget } from "./target.js";
import type { Resolver, Who } from "./verb.js";

const isNumber = (who: Who): boolean => typeof who === "number" || /^\??\d+$/.test(who);
const isHex = (who: string): boolean => /^\d+:\d{4}/.test(who);

/** What a command has named so far: which piece each WHO meant, and the words typed for it. */
export class Named {
  // Made when first needed: `legal` makes one for every command it tries, and most name nothing.
  #pieces: Map<string, number> | undefined;
  #typed: Map<number, string> | undefined;

  piece(who: Who): number | undefined {
    return this.#pieces?.get(String(who).toLowerCase());
  }

  remember(who: Who, piece: Piece): void {
    (this.#pieces ??= new Map()).set(String(who).toLowerCase(), piece.id);
    // Named by a word (a soldier's name, a label), a marker is named so back; by number or hex, as ?N
    // (a hex it may have left by then).
    if (typeof who === "string" && !isNumber(who) && !isHex(who)) (this.#typed ??= new Map()).set(piece.id, who);
  }

  /** The words the player used for a piece, if it named it by a word. */
  typed(piece: number): string | undefined {
    return this.#typed?.get(piece);
  }

  /** A refusal naming the markers as the player named them. */
  reword(r: Refusal): Refusal {
    return reworded(r, (m) => this.typed(m.id));
  }
}

/** Where a side's marker can get as the side knows the ship (src/view/reach-view.ts), by its number. */
export type ReachOf = (marker: number, plan: boolean, doors?: "known" | "all") => ReadonlyMap<number, number>;

/**
 * What a caller that resolves many commands on one state keeps for them (`legal`): the side's reach,
 * and the enemy markers its view shows and the cells its own stand on, each worked out once.
 */
export interface KeptOnState {
  readonly reach: ReachOf;
  readonly enemies: () => readonly EnemyMarker[];
  readonly ownCells: () => ReadonlySet<number>;
}

/** KeptOnState for STATE, each part worked out the first time it is asked: REACH, the side's reach. */
export function keptOnState(state: GameState, reach: ReachOf): KeptOnState {
  let enemies: readonly EnemyMarker[] | undefined;
  let cells: ReadonlySet<number> | undefined;
  return {
    reach,
    enemies: () => (enemies ??= enemyMarkers(state, state.side)),
    ownCells: () => (cells ??= ownCellsOf(state)),
  };
}

/** The cells the side to move's markers stand on. */
function ownCellsOf(state: GameState): Set<number> {
  const side = state.side;
  return new Set(state.pieces.flatMap((p) => (p.side === side && p.place.at === "cell" ? [p.place.cell] : [])));
}

/**
 * The resolver for one step of a command on STATE, the side to move acting; NEWS: the events of its
 * last step; KEPT: the side's reach and sight on STATE, when the caller keeps them for many commands (`legal`).
 */
export function resolver(
  state: GameState,
  named: Named = new Named(),
  news: readonly GameEvent[] = [],
  kept?: KeptOnState,
): Resolver {
  const reach: ReachOf = kept?.reach ?? ((marker, plan, doors) => reachView(state, state.side, marker, plan, doors));
  const seen = kept?.enemies ?? (() => enemyMarkers(state, side));
  const side = state.side;
  const ship = state.ship;
  const inPlay = (p: Piece | undefined): p is Piece => !!p && p.side === side && p.place.at !== "gone";
  const own = (who: Who): Piece | Refusal => {
    const known = named.piece(who);
    if (known !== undefined) {
      const p = state.pieces[known];
      return inPlay(p) ? p : refusal("no-such-marker", `${side} has no marker or soldier '${who}' any more`);
    }
    const found = ownPieces(state, who);
    if (found.length !== 1) return markerNamed(state, side, who) as Refusal;
    named.remember(who, found[0]!);
    return found[0]!;
  };
  const name = (p: Piece): string => named.typed(p.id) ?? `?${p.number}`;
  const hex = (text: string): number | Refusal =>
    findCell(ship, text) ?? refusal("no-such-hex", `no hex ${text} on this ship`);
  return {
    side,
    ship,
    own,
    deploying: (who) => {
      if (typeof who !== "string" || who.toLowerCase() !== "dummy") return own(who);
      const next = state.pieces.find((p) => p.side === side && !p.soldier && p.place.at === "zone");
      return next ?? refusal("none-left", `${side} has no dummy still to place`);
    },
    name,
    hex,
    towards: (piece, way) => {
      if (piece.place.at !== "cell") return refusal("not-on-map", `${name(piece)} is not on the map`);
      const cell = ship.cells[piece.place.cell]!;
      if (way === "up" || way === "down") {
        const sign = way === "up" ? 1 : -1;
        const link = ship.links[cell.id]!.find(
          (l) => Math.sign(LEVEL_HEIGHT[ship.cells[l]!.level] - LEVEL_HEIGHT[cell.level]) === sign,
        );
        return link ?? refusal("no-way", `there is no ladder or stairs ${way} from ${placeName(cell)}`);
      }
      const to = step(cell, way);
      return (
        shipIndex(ship).cellAt(cell.level, to.x, to.y) ??
        refusal("no-way", `there is no hex ${way} of ${placeName(cell)}`)
      );
    },
    beyond: (cell, way: Direction) => {
      const c = ship.cells[cell]!;
      const to = step(c, way);
      return shipIndex(ship).cellAt(c.level, to.x, to.y);
    },
    container: (cell) => state.cargo.find((c) => c.cell === cell && !c.out)?.id,
    enemy: (text) => enemyTarget(state, text, seen()),
    reach: (piece, plan = false, doors = "known") => reach(piece.number, plan, doors),
    reachPast: (piece) => reachView(state, side, piece.number, true, "all", "none"),
    enemiesOn: (cell) =>
      seen()
        .filter((e) => e.cell === cell)
        .map((e) => e.label),
    ownCells: kept?.ownCells ?? (() => ownCellsOf(state)),
    inSight: () =>
      seen()
        .filter((e) => e.inSight)
        .map((e) => `${e.label} at ${e.hex}`),
    news: () => witnessed(news, side),
    nextTo: (piece, cells, what) => {
      if (piece.place.at !== "cell") return refusal("not-on-map", `${name(piece)} is not on the map`);
      const near = new Set(ship.neighbours[piece.place.cell]!);
      const found = cells.filter((c) => near.has(c));
      if (found.length === 1) return found[0]!;
      if (found.length === 0) return refusal("no-device", `there is no ${what} next to ${name(piece)}`);
      return refusal(
        "say-which",
        `${found.length} of them are next to ${name(piece)}: name one by its hex (${found.map((c) => placeName(ship.cells[c]!)).join(", ")})`,
      );
    },
  };
}

/**
 * The side to move's markers in play that WHO names: by number (7 or ?7), by the hex it stands on,
 * or by a soldier's name or a stable label (d1), in any case.
 */
function ownPieces(state: GameState, who: Who): Piece[] {
  return sideMarkers(state, state.side, who);
}

/** SIDE's markers in play that WHO names, as a command names them (any side, its turn or not: the seat asks). */
export function sideMarkers(state: GameState, side: Side, who: Who): Piece[] {
  const own = state.pieces.filter((p) => p.side === side && p.place.at !== "gone");
  if (typeof who === "number") return own.filter((p) => p.number === who);
  const number = /^\??(\d+)$/.exec(who);
  if (number) return own.filter((p) => p.number === Number(number[1]));
  if (isHex(who)) {
    const cell = findCell(state.ship, who);
    return own.filter((p) => p.place.at === "cell" && p.place.cell === cell);
  }
  const labels = markerLabels(state, side);
  const word = who.toLowerCase();
  return own.filter((p) => labels.get(p.id)!.toLowerCase() === word);
}

/**
 * The number of SIDE's one marker WHO names, or why none: the one reading of a marker reference for
 * every command and query (`Seat.marker`), so a query takes what a command takes.
 */
export function markerNamed(state: GameState, side: Side, who: Who): number | Refusal {
  const found = sideMarkers(state, side, who);
  if (found.length === 1) return found[0]!.number;
  if (found.length > 1)
    return refusal(
      "ambiguous-marker",
      `${found.length} of your markers ${isHex(String(who)) ? "stand on" : "are named"} ${who}: name one by its number (${found.map((p) => `?${p.number}`).join(", ")})`,
    );
  return refusal("no-such-marker", `${side} has no marker or soldier '${who}'`);
}
