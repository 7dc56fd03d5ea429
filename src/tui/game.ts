// A game on screen: the seats shown (two for hot-seat, one for a single-seat game), the ship's
// levels for drawing, and each shown side's own screen state.
import type { Level } from "../map/terrain.js";
import type { PlayerView, RefereeHandle, Seat, SeatTurn } from "../seat/index.js";
import type { Ship } from "../ship/ship.js";
import { levelGrids, levelsByHeight, type LevelGrid } from "./map-grid.js";
import { newSideUi, type SideUi, type Sub } from "./play-state.js";
import { SIDES, type Side } from "./sides.js";
import type { Passphrases } from "./starter.js";

export interface Game {
  /** Each side is shown only through its own seat: hot-seat is two seats at one screen, a single-seat game one. */
  readonly seats: Readonly<Partial<Record<Side, Seat>>>;
  /** The one side at this screen (a player over ssh, one against the computer); none for hot-seat. */
  readonly single?: Side;
  /** The game revealed, once it is over (for the replay after the end). */
  readonly referee: RefereeHandle;
  readonly ship: Ship;
  readonly grids: ReadonlyMap<Level, LevelGrid>;
  readonly levels: readonly Level[];
  /** Kept apart per side: nothing one side selected or scrolled to shows on the other's screen. */
  readonly ui: Partial<Record<Side, SideUi>>;
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

/** Whose turn it is, which turn, whether it is over (every seat says the same: it is public). */
export const turnNow = (game: Game): SeatTurn => (game.seats.blue ?? game.seats.yellow)!.turn();

/** The side to move. */
export const toMove = (game: Game): Side => turnNow(game).toMove;

/** The side whose screen is shown: the one seat of a single-seat game, else the side to move (hot-seat). */
export const atScreen = (game: Game): Side => game.single ?? toMove(game);

/** A side's seat; only the sides at this screen have one. */
export function seatOf(game: Game, side: Side): Seat {
  const seat = game.seats[side];
  if (!seat) throw new Error(`internal: no ${side} seat at this screen`);
  return seat;
}

/** A side's screen state; only the sides at this screen have one. */
export function uiOf(game: Game, side: Side): SideUi {
  const ui = game.ui[side];
  if (!ui) throw new Error(`internal: no ${side} screen here`);
  return ui;
}

/** The seat of the side whose screen is shown. */
export const seatAtScreen = (game: Game): Seat => seatOf(game, atScreen(game));

/** Whether the game is over. */
export const isOver = (game: Game): boolean => turnNow(game).over;

/** A side's view (its seat works it out again only after an action). */
export function sideView(game: Game, side: Side): PlayerView {
  return seatOf(game, side).view();
}

/** Where a side's own marker can get this turn (cell -> move units), asked of its seat once per action and marker. */
export function sideReach(game: Game, side: Side, marker: number): ReadonlyMap<number, number> {
  const view = sideView(game, side);
  const kept = game.reachCache;
  if (kept?.view !== view || kept.marker !== marker)
    game.reachCache = { view, marker, reach: seatOf(game, side).reach(marker) };
  return game.reachCache!.reach;
}

/** A game for the screen: both seats for hot-seat, or the one seat of SINGLE. */
export function newGame(
  seats: Readonly<Partial<Record<Side, Seat>>>,
  referee: RefereeHandle,
  passphrases: Passphrases = {},
  notices: readonly string[] = [],
  single?: Side,
): Game {
  const shown = SIDES.filter((s) => seats[s] !== undefined);
  const ship = seats[shown[0]!]!.ship;
  const ui = Object.fromEntries(shown.map((s) => [s, newSideUi(ship, seats[s]!.view())])) as Partial<
    Record<Side, SideUi>
  >;
  return {
    seats,
    ...(single ? { single } : {}),
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
