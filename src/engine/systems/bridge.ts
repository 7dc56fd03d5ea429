// The bridge (module 89): a soldier in the captain's chair and another in any other bridge
// chair, both a whole turn, give one die a turn; the result is an order the side may give
// during its next turn (bridge-orders.ts), unless the auxiliary control room blocks it.
import { ownRef, told, type GameEvent } from "../events.js";
import type { GameState, Side } from "../state.js";
import { auxBlock } from "./aux-control.js";
import { deviceIndex } from "../../ship/device-index.js";
import { deviceDie, withDevices } from "./devices.js";
import { heldStations, pair } from "./station.js";
import { toldSides } from "./telling.js";

/** What each result of the bridge's die lets the side do, and the command for it. */
export const BRIDGE_RESULTS: Readonly<Record<number, { readonly does: string; readonly command: string }>> = {
  1: { does: "turn the ship's gravity on or off", command: "bridge gravity [on|off]" },
  2: { does: "set the ship's course (the ship must be moving)", command: "bridge course" },
  3: { does: "start the ship moving", command: "bridge start" },
  4: { does: "turn the interior lights on or off", command: "bridge lights [on|off]" },
  5: { does: "open or close any one door", command: "bridge open HEX, or bridge close HEX" },
  6: {
    does: "turn on a security camera: the enemy shows it one of its markers, and you learn what it is",
    command: "bridge camera",
  },
};

/** At the start of a side's turn: its bridge crew, if it held, rolls; the enemy's aux room may block. */
export function rollBridge(state: GameState, side: Side): { state: GameState; events: GameEvent[] } {
  const crew = heldStations(state, state.tick - 2, "bridge");
  const index = deviceIndex(state.ship);
  const two = pair(
    crew.filter((c) => index.captainChairs.has(c.station.cell)),
    crew.filter((c) => index.bridgeChairs.has(c.station.cell)),
  );
  if (!two) return { state, events: [] };
  const roll = deviceDie(state, "bridge", side);
  let after = roll.state;
  const markers = two.map((c) => ownRef(state, c.piece));
  const events: GameEvent[] = [
    told(state.turn, "bridge-roll", toldSides(side, { side, markers, rolls: [roll.value] as const })),
  ];
  const block = auxBlock(after, side);
  after = block.state;
  events.push(...block.events);
  if (block.blocked) return { state: after, events };
  return { state: withDevices(after, { bridge: { side, tick: state.tick, result: roll.value, used: false } }), events };
}
