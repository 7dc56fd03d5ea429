// A game on screen: the session, the ship's levels for drawing, and each side's own screen state.
import type { Level } from "../map/terrain.js";
import type { Session } from "../play/session.js";
import type { Ship } from "../ship/ship.js";
import { levelGrids, levelsByHeight, type LevelGrid } from "./map-grid.js";
import { newSideUi, type SideUi, type Sub } from "./play-state.js";
import { SIDES, type Side } from "./sides.js";

export interface Game {
  readonly session: Session;
  readonly ship: Ship;
  readonly grids: ReadonlyMap<Level, LevelGrid>;
  readonly levels: readonly Level[];
  /** Kept apart per side: nothing one side selected or scrolled to shows on the other's screen. */
  readonly ui: Record<Side, SideUi>;
  /** Event count when each side last ended its turn: what it witnessed since is news to it. */
  readonly since: Record<Side, number>;
  sub: Sub;
}

export function newGame(session: Session): Game {
  const ship = session.setup.ship;
  const ui = Object.fromEntries(SIDES.map((s) => [s, newSideUi(ship, session.view(s))])) as Record<Side, SideUi>;
  return { session, ship, grids: levelGrids(ship), levels: levelsByHeight(ship), ui, since: { blue: 0, yellow: 0 }, sub: { kind: "normal" } };
}
