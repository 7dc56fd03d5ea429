// Every action a player can take, as plain data; pieces and places are ids.
import type { SystemAction } from "../systems/system-action.js";

export type Action =
  /** Step to a neighbouring cell, or up or down a ladder or stairs. */
  | { readonly type: "move"; readonly piece: number; readonly to: number }
  | { readonly type: "open"; readonly piece: number; readonly door: number }
  | { readonly type: "close"; readonly piece: number; readonly door: number }
  /** From outside the ship into the air lock it waits at. */
  | { readonly type: "board"; readonly piece: number }
  /** From inside an air lock onto one of its exits. */
  | { readonly type: "leave"; readonly piece: number; readonly to: number }
  /** From the hex just inside an air lock out of the ship (src/engine/actions/exit-ship.ts). */
  | { readonly type: "exit"; readonly piece: number }
  /** Shove a container one hex away from the piece; a helper on its far side shares the work. */
  | { readonly type: "push"; readonly piece: number; readonly container: number; readonly helper?: number }
  | { readonly type: "dummy"; readonly cell: number }
  | { readonly type: "remove"; readonly piece: number }
  /** Ranged fire at an enemy marker along a clear line; close combat at a neighbour. */
  | { readonly type: "fire"; readonly piece: number; readonly target: number }
  | { readonly type: "melee"; readonly piece: number; readonly target: number }
  /** Lift a wounded friend (same hex or next to it); put him down. */
  | { readonly type: "carry"; readonly piece: number; readonly friend: number }
  | { readonly type: "drop"; readonly piece: number }
  /** A Medic tends a wounded friend. */
  | { readonly type: "heal"; readonly piece: number; readonly friend: number }
  | { readonly type: "ambush"; readonly piece: number }
  | { readonly type: "end" }
  /** Before play: place a marker on a hex of its zone; say the side has deployed (src/engine/deploy/). */
  | { readonly type: "deploy"; readonly piece: number; readonly cell: number }
  | { readonly type: "ready" }
  /** The ship's devices: station, bridge, switch, transport, launch, wake (src/engine/systems/). */
  | SystemAction;

export type ActionType = Action["type"];
