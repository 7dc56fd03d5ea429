// Life support (module 93): a soldier who spends a whole turn at the air purifiers or at the
// gravity machinery turns that system on or off at the start of his side's next turn.
import { ownRef, told, type GameEvent } from "../events.js";
import type { LifeSupportFacts } from "../facts/stations.js";
import type { GameState, Side } from "../state.js";
import { setSwitch, switchRefusal, type Switch } from "./ship-state.js";
import { heldStations } from "./station.js";
import { toldSides } from "./telling.js";

const MACHINES = [
  { device: "purifiers", system: "airPurification" },
  { device: "gravity", system: "gravity" },
] as const satisfies readonly { device: string; system: Switch }[];

export function workLifeSupport(state: GameState, side: Side): { state: GameState; events: GameEvent[] } {
  let after = state;
  const events: GameEvent[] = [];
  for (const m of MACHINES) {
    const worked = heldStations(after, after.tick - 2, m.device)[0];
    if (!worked) continue;
    const on = worked.station.on ?? !after.systems[m.system];
    const why = switchRefusal(after, m.system, on);
    const facts: LifeSupportFacts = {
      marker: ownRef(after, worked.piece),
      device: m.device,
      on,
      ...(why ? { refused: why.code === "already" ? "already" : "no-power" } : {}),
    };
    events.push(told(after.turn, "life-support", toldSides(side, facts)));
    if (why) continue;
    const changed = setSwitch(after, m.system, on);
    after = changed.state;
    events.push(...changed.events);
  }
  return { state: after, events };
}
