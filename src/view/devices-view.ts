// The ship's systems and devices as one side may know them, field by field: the systems
// everyone aboard notices, and of the devices only the side's own doings and findings.
import type { StationDevice } from "../ship/device-index.js";
import { placeName } from "../ship/ship.js";
import { BRIDGE_RESULTS } from "../engine/systems/bridge.js";
import { cameraDue } from "../engine/systems/camera.js";
import { ENGINE_RESTART_TURNS } from "../engine/systems/engine-room.js";
import type { GameState, Side } from "../engine/state.js";

export interface SystemsView {
  readonly power: boolean;
  readonly lights: boolean;
  readonly gravity: boolean;
  readonly recDeckGravity: boolean;
  readonly airPurification: boolean;
  readonly engines: boolean;
  readonly moving: boolean;
  /** The side whose course the ship follows, if one is set. */
  readonly course: Side | null;
  /** Turns of breathable air left while purification is off, else null. */
  readonly airTurnsLeft: number | null;
}

export interface DevicesView {
  /** The side's bridge roll for this turn, if it has one. */
  readonly bridgeRoll: {
    readonly result: number;
    readonly does: string;
    readonly command: string;
    readonly used: boolean;
  } | null;
  /**
   * What the security camera showed this side: the marker by number (and "?7" for a reader), the soldier
   * type it hides or null for a dummy, the answer in words ("a dummy", or the type), the turn.
   */
  readonly camera: readonly {
    readonly number: number;
    readonly label: string;
    readonly type: string | null;
    readonly answer: string;
    readonly turn: number;
  }[];
  /** The enemy's security camera waits for this side to show it one of its markers (identify), before anything else. */
  readonly cameraDue: boolean;
  /** This side's camera is on: the enemy shows it a marker as its turn begins, and the answer comes as this side's next begins. */
  readonly cameraWaiting: boolean;
  /** The side's markers stationed at devices this turn. */
  readonly stations: readonly {
    readonly number: number;
    readonly label: string;
    readonly device: StationDevice;
    readonly hex: string;
  }[];
  /** The side's soldiers who left the ship in escape pods. */
  readonly escaped: readonly string[];
  /** Turns the side's engine crew has worked toward restarting engines the enemy shut down. */
  readonly engineRestart: { readonly turns: number; readonly needed: number } | null;
}

export function systemsView(state: GameState): SystemsView {
  const s = state.systems;
  return {
    power: s.power,
    lights: s.lights,
    gravity: s.gravity,
    recDeckGravity: s.recDeckGravity,
    airPurification: s.airPurification,
    engines: s.engines,
    moving: s.moving,
    course: s.course,
    airTurnsLeft: s.airTurnsLeft,
  };
}

export function devicesView(state: GameState, side: Side): DevicesView {
  const d = state.devices;
  const roll = d.bridge && d.bridge.side === side && d.bridge.tick === state.tick ? d.bridge : null;
  const result = roll ? BRIDGE_RESULTS[roll.result]! : null;
  return {
    bridgeRoll:
      roll && result ? { result: roll.result, does: result.does, command: result.command, used: roll.used } : null,
    camera: d.camera[side].map((c) => ({
      number: c.number,
      label: `?${c.number}`,
      type: c.type,
      answer: c.type ?? "a dummy",
      turn: c.turn,
    })),
    cameraDue: cameraDue(state, side),
    cameraWaiting: d.cameraCall?.by === side,
    stations: d.stations
      .filter((s) => s.tick === state.tick && state.pieces[s.piece]!.side === side)
      .map((s) => ({
        number: state.pieces[s.piece]!.number,
        label: `?${state.pieces[s.piece]!.number}`,
        device: s.device,
        hex: placeName(state.ship.cells[s.cell]!),
      })),
    escaped: d.escaped.filter((id) => state.pieces[id]!.side === side).map((id) => state.pieces[id]!.soldier!.name),
    engineRestart:
      d.restart && d.restart.side === side ? { turns: d.restart.turns, needed: ENGINE_RESTART_TURNS } : null,
  };
}
