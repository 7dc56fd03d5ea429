// A game on screen: the session, the ship's levels for drawing, and each side's own screen state.
import type { Level } from "../map/terrain.js";
import type { Session } from "../play/session.js";
import type { Ship } from "../ship/ship.js";
import type { PlayerView } from "../view/player-view.js";
import { levelGrids, levelsByHeight, type LevelGrid } from "./map-grid.js";
import { newSideUi, type SideUi, type Sub } from "./play-state.js";
import { SIDES, type Side } from "./sides.js";
import type { Passphrases } from "./starter.js";

export interface Game {
  readonly session: Session;
  readonly ship: Ship;
  readonly grids: ReadonlyMap<Level, LevelGrid>;
  readonly levels: readonly Level[];
  /** Kept apart per side: nothing one side selected or scrolled to shows on the other's screen. */
  readonly ui: Record<Side, SideUi>;
  /** How many events each side had witnessed when it last ended its turn: what it witnessed since is news to it. */
  readonly since: Record<Side, number>;
  /** Asked at the handover to a side that set one. */
  readonly passphrases: Passphrases;
  /** Shown at the first handover, then dropped. */
  notices: readonly string[];
  sub: Sub;
  /** Set when the side to move has just ended its turn. */
  turnEnded?: boolean;
  /** The last view worked out, by side and actions played: sight over a big ship is not free. */
  cache?: { readonly key: string; readonly view: PlayerView };
  /** The last move highlight worked out, by side, actions played and marker: asked of the session once each. */
  reachCache?: { readonly key: string; readonly reach: ReadonlyMap<number, number> };
}

/** A side's view, worked out again only after an action. */
export function sideView(game: Game, side: Side): PlayerView {
  const key = `${side}:${game.session.actions.length}`;
  if (game.cache?.key !== key) game.cache = { key, view: game.session.view(side) };
  return game.cache.view;
}

/** Where a side's own marker can get this turn (cell -> move units), worked out again only after an action or for another marker. */
export function sideReach(game: Game, side: Side, marker: number): ReadonlyMap<number, number> {
  const key = `${side}:${game.session.actions.length}:${marker}`;
  if (game.reachCache?.key !== key) game.reachCache = { key, reach: game.session.reach(side, marker) };
  return game.reachCache.reach;
}

export function newGame(session: Session, passphrases: Passphrases = {}, notices: readonly string[] = []): Game {
  const ship = session.setup.ship;
  const ui = Object.fromEntries(SIDES.map((s) => [s, newSideUi(ship, session.view(s))])) as Record<Side, SideUi>;
  const since = { blue: lastTurnEnd(session, "blue"), yellow: lastTurnEnd(session, "yellow") };
  return {
    session,
    ship,
    grids: levelGrids(ship),
    levels: levelsByHeight(ship),
    ui,
    since,
    passphrases,
    notices,
    sub: { kind: "normal" },
  };
}

/** Where in its own log a side last ended its turn (0 before its first): a resumed game picks up from there. */
function lastTurnEnd(session: Session, side: Side): number {
  const seen = session.witnessed(side);
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i]!;
    if (e.kind === "turn-ended" && e.text.startsWith(`${side} `)) return i + 1;
  }
  return 0;
}
