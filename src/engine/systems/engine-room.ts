// The engine room (module 99): one soldier a whole uninterrupted turn at the central console
// and another at a control panel shut the engines down in one turn, which stops the ship;
// engines an enemy shut down take two such turns in a row to start again.
import { ownRef, told, type GameEvent } from "../events.js";
import type { EnginesWorkedFacts } from "../facts/stations.js";
import type { GameState, Side } from "../state.js";
import { deviceIndex } from "../../ship/device-index.js";
import { withDevices } from "./devices.js";
import { publicEvent } from "./ship-state.js";
import { heldStations, pair } from "./station.js";
import { toldSides } from "./telling.js";
import { changedState } from "../shapes.js";

/** Turns in a row to start engines that an enemy shut down (your own side's: one). */
export const ENGINE_RESTART_TURNS = 2;

export function workEngines(state: GameState, side: Side): { state: GameState; events: GameEvent[] } {
  const crew = heldStations(state, state.tick - 2, "engines");
  const index = deviceIndex(state.ship);
  const two = pair(
    crew.filter((c) => index.consoleSpots.has(c.station.cell)),
    crew.filter((c) => index.panelSpots.has(c.station.cell)),
  );
  const restart = state.devices.restart;
  if (!two) {
    // A restart needs its turns in a row: a turn without the crew loses the work done.
    return { state: restart?.side === side ? withDevices(state, { restart: null }) : state, events: [] };
  }
  const markers = two.map((c) => ownRef(state, c.piece));
  const own = (result: EnginesWorkedFacts["result"], restart: { turns?: number; needed?: number } = {}) =>
    told(state.turn, "engines-worked", toldSides(side, { side, markers, result, ...restart }));
  const target = two[0].station.on ?? !state.systems.engines;
  if (target === state.systems.engines) return { state, events: [own(target ? "already-on" : "already-off")] };
  if (!target) {
    const wasMoving = state.systems.moving;
    const after = withDevices(
      changedState(state, { systems: { ...state.systems, engines: false, moving: false, course: null } }),
      { enginesShutBy: side, restart: null },
    );
    return {
      state: after,
      events: [own("off"), publicEvent(state, "engines-off", { stopped: wasMoving })],
    };
  }
  const needed =
    state.devices.enginesShutBy !== null && state.devices.enginesShutBy !== side ? ENGINE_RESTART_TURNS : 1;
  const turns = (restart?.side === side ? restart.turns : 0) + 1;
  if (turns < needed) {
    return {
      state: withDevices(state, { restart: { side, turns } }),
      events: [own("restarting", { turns, needed })],
    };
  }
  const after = withDevices(changedState(state, { systems: { ...state.systems, engines: true } }), {
    enginesShutBy: null,
    restart: null,
  });
  return {
    state: after,
    events: [own("on"), publicEvent(state, "engines-on", {})],
  };
}
