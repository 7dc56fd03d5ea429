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
  /** Shove a container one hex away from the piece; a helper on its far side shares the work. */
  | { readonly type: "push"; readonly piece: number; readonly container: number; readonly helper?: number }
  | { readonly type: "dummy"; readonly cell: number }
  | { readonly type: "remove"; readonly piece: number }
  | { readonly type: "end" }
  /** The ship's devices: station, bridge, switch, transport, launch, wake (src/engine/systems/). */
  | SystemAction;

export type ActionType = Action["type"];
