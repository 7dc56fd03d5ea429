// What the ship does as a side's turn begins, called once startTurn has given that side fresh
// move units: the last turn's stations settle; each new turn the air counts down and hot
// generators roll; then this side's bridge, engine crew, life support and auto-doc act.
import type { GameEvent } from "../events.js";
import type { GameState } from "../state.js";
import { airCountdown } from "./air.js";
import { rollBridge } from "./bridge.js";
import { cameraAtTurnStart } from "./camera.js";
import { withDevices } from "./devices.js";
import { workEngines } from "./engine-room.js";
import { overheatRoll } from "./generators.js";
import { workLifeSupport } from "./life-support.js";
import type { Changed } from "./ship-state.js";
import { autoDoc } from "./sickbay.js";
import { finishStations, freshSnapshot } from "./station.js";

export function systemsAtTurnStart(begun: GameState): Changed {
  const events: GameEvent[] = [];
  const run = (s: GameState, step: (s: GameState) => { state: GameState; events: readonly GameEvent[] }) => {
    const out = step(s);
    events.push(...out.events);
    return out.state;
  };
  let state = run(begun, (s) => finishStations(s, s.tick - 1));
  if (state.devices.bridge && state.devices.bridge.tick !== state.tick) state = withDevices(state, { bridge: null });
  if (state.side === state.rules.first && state.tick > 0) {
    state = run(state, airCountdown);
    if (state.over) return { state, events };
    state = run(state, overheatRoll);
  }
  const side = state.side;
  state = run(state, cameraAtTurnStart);
  state = run(state, (s) => rollBridge(s, side));
  state = run(state, (s) => workEngines(s, side));
  state = run(state, (s) => workLifeSupport(s, side));
  state = run(state, (s) => autoDoc(s, side));
  return { state: freshSnapshot(state), events };
}
