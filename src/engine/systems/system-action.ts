// The actions of the ship's devices, as plain data, and where each is carried out.
import type { Outcome } from "../outcome.js";
import type { GameState } from "../state.js";
import { bridgeOrder, type BridgeOrder } from "./bridge-orders.js";
import { identify } from "./camera.js";
import { wake } from "./cryo.js";
import type { StationDevice } from "../../ship/device-index.js";
import { launch } from "./escape-pods.js";
import { station } from "./station.js";
import { flipSwitch } from "./switches.js";
import { transport } from "./transporter.js";

export type SystemAction =
  /** Spend the whole turn at a device; `on` says how to leave a switched one (default: the other way). */
  | { readonly type: "station"; readonly piece: number; readonly device?: StationDevice; readonly on?: boolean }
  /** Use this turn's bridge roll. */
  | { readonly type: "bridge"; readonly order: BridgeOrder }
  /** Turn a cooler or the rec deck's gravity panel (a cell next to the piece) on or off. */
  | { readonly type: "switch"; readonly piece: number; readonly device: number; readonly on: boolean }
  /** Go to the other transporter booth, or send the container in a booth next to the piece. */
  | { readonly type: "transport"; readonly piece: number }
  | { readonly type: "launch"; readonly piece: number }
  /** A Leader or Hero wakes the sleeper in the cryo cell next to him. */
  | { readonly type: "wake"; readonly piece: number; readonly cell: number }
  /** Show the enemy's security camera one of the side's own markers (as its turn begins). */
  | { readonly type: "identify"; readonly piece: number };

export function applySystemAction(state: GameState, a: SystemAction): Outcome {
  switch (a.type) {
    case "station":
      return station(state, a.piece, a.device, a.on);
    case "bridge":
      return bridgeOrder(state, a.order);
    case "switch":
      return flipSwitch(state, a.piece, a.device, a.on);
    case "transport":
      return transport(state, a.piece);
    case "launch":
      return launch(state, a.piece);
    case "wake":
      return wake(state, a.piece, a.cell);
    case "identify":
      return identify(state, a.piece);
  }
}
