// The state of the ship's devices, beyond the public systems: who is stationed where, the
// coolers, the transporter, the bridge's roll, the camera's answers, pods and sleepers.
import { die, draw, stream, type RngState } from "../rng.js";
import { STREAMS } from "../stream-key.js";
import type { SoldierType } from "../soldier-type.js";
import type { GameState, Side } from "../state.js";
import type { StationDevice } from "../../ship/device-index.js";
import type { CameraCall } from "./camera.js";
import { changedState } from "../shapes.js";

/** A marker that settled at a device for its side's whole turn (tick). */
export interface Station {
  readonly piece: number;
  readonly device: StationDevice;
  readonly cell: number;
  readonly tick: number;
  /** Move units it had when it settled: spending any breaks the station. */
  readonly mu: number;
  readonly wounded: boolean;
  /** For switches (purifiers, gravity, engines): the state it means to leave the device in. */
  readonly on?: boolean;
}

/** The bridge's roll, usable during one side-turn. */
export interface BridgeRoll {
  readonly side: Side;
  readonly tick: number;
  readonly result: number;
  readonly used: boolean;
}

/** What the security camera told a side: marker ?number was this soldier type, or a dummy. */
export interface CameraShot {
  readonly number: number;
  /** The soldier type it hid, or null: a dummy. */
  readonly type: string | null;
  readonly turn: number;
}

/** A sleeper in a cryo cell, put there by a scenario; woken, it joins the waker's side. */
export interface Sleeper {
  readonly cell: number;
  readonly type: SoldierType;
  readonly name: string;
  /**
   * The side that woke him, once he is out of his cell. Kept, not dropped: a side's view names
   * the cell of a sleeper it came to rescue until it wakes him itself, whatever the enemy did.
   */
  readonly wokenBy?: Side;
}

/** A sleeper aboard, with his own dice for once he is woken (morale and the like), derived from the seed. */
export interface SleeperAboard extends Sleeper {
  readonly dice: RngState;
}

export interface Devices {
  readonly stations: readonly Station[];
  /** Move units of the side to move's soldiers on station hexes when its turn (tick) began. */
  readonly fresh: { readonly tick: number; readonly mu: Readonly<Record<number, number>> };
  /** Cooler cells switched off. */
  readonly coolersOff: readonly number[];
  /** The side-turn (tick) the transporter last sent something. */
  readonly transportedAt: number;
  readonly bridge: BridgeRoll | null;
  readonly camera: Readonly<Record<Side, readonly CameraShot[]>>;
  /** A security camera on, waiting for the enemy's choice or for its answer to be told (camera.ts). */
  readonly cameraCall: CameraCall | null;
  /** Who shut the engines down, while they are off. */
  readonly enginesShutBy: Side | null;
  /** Turns in a row a side has worked the engines toward starting them again. */
  readonly restart: { readonly side: Side; readonly turns: number } | null;
  /** Escape-pod cells whose pod has gone. */
  readonly podsLaunched: readonly number[];
  /** Soldiers who left the ship in a pod, by piece id. */
  readonly escaped: readonly number[];
  /** Every sleeper the scenario put aboard, asleep or (`wokenBy`) woken. */
  readonly sleepers: readonly SleeperAboard[];
  /**
   * Dice of the devices a side works unseen: each side's bridge and auto-doc roll from
   * streams of their own, which nothing else moves, so what the enemy sees of them (lights
   * going out, say) cannot hang on that side's other secrets (its dummies, its fresh numbers).
   */
  readonly dice: Readonly<Record<DeviceDice, Readonly<Record<Side, RngState>>>>;
}

export type DeviceDice = "bridge" | "autodoc";

export function initialDevices(seed: string, sleepers: readonly Sleeper[] = []): Devices {
  const dice = (device: DeviceDice) => ({
    blue: stream(seed, STREAMS.device(device, "blue")),
    yellow: stream(seed, STREAMS.device(device, "yellow")),
  });
  return {
    stations: [],
    fresh: { tick: -1, mu: {} },
    coolersOff: [],
    transportedAt: -1,
    bridge: null,
    camera: { blue: [], yellow: [] },
    cameraCall: null,
    enginesShutBy: null,
    restart: null,
    podsLaunched: [],
    escaped: [],
    sleepers: sleepers.map((s, i) => ({ ...s, dice: stream(seed, STREAMS.sleeper(i)) })),
    dice: { bridge: dice("bridge"), autodoc: dice("autodoc") },
  };
}

/** One die from a side's stream for a device, and the state with that stream moved on. */
export function deviceDie(state: GameState, dice: DeviceDice, side: Side): { value: number; state: GameState } {
  const roll = draw(state.devices.dice[dice][side], die);
  const streams = { ...state.devices.dice, [dice]: { ...state.devices.dice[dice], [side]: roll.rng } };
  return { value: roll.value, state: withDevices(state, { dice: streams }) };
}

export function withDevices(state: GameState, change: Partial<Devices>): GameState {
  return changedState(state, { devices: { ...state.devices, ...change } });
}
