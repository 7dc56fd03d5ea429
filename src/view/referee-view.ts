// The referee's view: everything, for `--as referee` and for replays once a game is over.
import type { GameState } from "../engine/state.js";
import { placeName } from "../ship/ship.js";
import { systemsView } from "./devices-view.js";
import { view, type PlayerView } from "./player-view.js";

export interface RefereeView {
  readonly turn: number;
  readonly toMove: string;
  readonly over: boolean;
  readonly pieces: readonly {
    readonly side: string;
    readonly number: number;
    readonly soldier?: string;
    readonly type?: string;
    readonly where: string;
    readonly revealed: boolean;
    readonly mu: number;
  }[];
  readonly openDoors: readonly string[];
  readonly systems: PlayerView["systems"];
  readonly sides: { readonly blue: PlayerView; readonly yellow: PlayerView };
  /** Who won and why, once the game is over. */
  readonly result: PlayerView["result"];
}

export function refereeView(state: GameState): RefereeView {
  const ship = state.ship;
  return {
    turn: state.turn,
    toMove: state.side,
    over: state.over,
    pieces: state.pieces
      .filter((p) => p.place.at !== "gone")
      .map((p) => ({
        side: p.side,
        number: p.number,
        ...(p.soldier ? { soldier: p.soldier.name, type: p.soldier.type.name } : {}),
        where:
          p.place.at === "cell"
            ? placeName(ship.cells[p.place.cell]!)
            : p.place.at === "gone"
              ? "gone"
              : p.place.at === "zone"
                ? "to deploy"
                : `${p.place.at} ${ship.airlocks[p.place.lock]!.name}`,
        revealed: p.revealed,
        mu: p.mu,
      })),
    openDoors: Object.keys(state.openDoors)
      .map((c) => placeName(ship.cells[Number(c)]!))
      .sort(),
    systems: systemsView(state),
    sides: { blue: view(state, "blue"), yellow: view(state, "yellow") },
    result: state.over && state.result ? { ...state.result } : null,
  };
}
