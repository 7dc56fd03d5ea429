// A game on screen: the two sides' seats, the ship's levels for drawing, and each side's own screen state.
import type { Level } from "../map/terrain.js";
import type { PlayerView, RefereeHandle, Seat } from "../seat/index.js";
import type { Ship } from "../ship/ship.js";
import { levelGrids, levelsByHeight, type LevelGrid } from "./map-grid.js";
import { newSideUi, type SideUi, type Sub } from "./play-state.js";
import { SIDES, type Side } from "./sides.js";
import type { Passphrases } from "./starter.js";

export interface Game {
  /** Each side is shown only through its own seat: hot-seat is two seats at one screen. */
  readonly seats: Readonly<Record<Side, Seat>>;
  /** The game revealed, once it is over (for the replay after the end). */
  readonly referee: RefereeHandle;
  readonly ship: Ship;
  readonly grids: ReadonlyMap<Level, LevelGrid>;
  readonly levels: readonly Level[];
  /** Kept apart per side: nothing one side selected or scrolled to shows on the other's screen. */
  readonly ui: Record<Side, SideUi>;
  /** Asked at the handover to a side that set one. */
  readonly passphrases: Passphrases;
  /** Shown at the first handover, then dropped. */
  notices: readonly string[];
  sub: Sub;
  /** Set when the side to move has just ended its turn. */
  turnEnded?: boolean;
  /** The last move highlight asked of a seat: kept while the view it was asked with stands (no action since). */
  reachCache?: { readonly view: PlayerView; readonly marker: number; readonly reach: ReadonlyMap<number, number> };
}

/** The side to move (both seats say the same: whose turn it is is public). */
export const toMove = (game: Game): Side => game.seats.blue.turn().toMove;

/** The seat of the side to move. */
export const seatToMove = (game: Game): Seat => game.seats[toMove(game)];

/** Whether the game is over. */
export const isOver = (game: Game): boolean => game.seats.blue.turn().over;

/** A side's view (its seat works it out again only after an action). */
export function sideView(game: Game, side: Side): PlayerView {
  return game.seats[side].view();
}

/** Where a side's own marker can get this turn (cell -> move units), asked of its seat once per action and marker. */
export function sideReach(game: Game, side: Side, marker: number): ReadonlyMap<number, number> {
  const view = sideView(game, side);
  const kept = game.reachCache;
  if (kept?.view !== view || kept.marker !== marker)
    game.reachCache = { view, marker, reach: game.seats[side].reach(marker) };
  return game.reachCache!.reach;
}

export function newGame(
  seats: Readonly<Record<Side, Seat>>,
  referee: RefereeHandle,
  passphrases: Passphrases = {},
  notices: readonly string[] = [],
): Game {
  const ship = seats.blue.ship;
  const ui = Object.fromEntries(SIDES.map((s) => [s, newSideUi(ship, seats[s].view())])) as Record<Side, SideUi>;
  return {
    seats,
    referee,
    ship,
    grids: levelGrids(ship),
    levels: levelsByHeight(ship),
    ui,
    passphrases,
    notices,
    sub: { kind: "normal" },
  };
}
