// Life support (module 93): a soldier who spends a whole turn at the air purifiers or at the
// gravity machinery turns that system on or off at the start of his side's next turn.
import { event, ownRef, type GameEvent } from "../events.js";
import type { GameState, Side } from "../state.js";
import { setSwitch, switchRefusal, type Switch } from "./ship-state.js";
import { heldStations } from "./station.js";

const MACHINES = [
  { device: "purifiers", system: "airPurification", name: "the air purifiers" },
  { device: "gravity", system: "gravity", name: "the gravity machinery" },
] as const satisfies readonly { device: string; system: Switch; name: string }[];

export function workLifeSupport(state: GameState, side: Side): { state: GameState; events: GameEvent[] } {
  let after = state;
  const events: GameEvent[] = [];
  for (const m of MACHINES) {
    const worked = heldStations(after, after.tick - 2, m.device)[0];
    if (!worked) continue;
    const on = worked.station.on ?? !after.systems[m.system];
    const who = `?${worked.piece.number} ${worked.piece.soldier!.name}`;
    const why = switchRefusal(after, m.system, on);
    const text = why ? `${who} at ${m.name}: ${why.reason}` : `${who} turns ${m.name} ${on ? "on" : "off"}`;
    const told = { marker: ownRef(after, worked.piece), device: m.device, result: why ? why.code : on ? "on" : "off" };
    events.push(
      event(after.turn, "life-support", { referee: `${side}: ${text}`, [side]: text }, { referee: told, [side]: told }),
    );
    if (why) continue;
    const changed = setSwitch(after, m.system, on);
    after = changed.state;
    events.push(...changed.events);
  }
  return { state: after, events };
}
