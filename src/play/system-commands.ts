// Commands for the ship's devices: parsed from words, resolved against the acting side's own
// pieces into system actions.
import { placeName } from "../ship/ship.js";
import { findCell } from "../ship/find-cell.js";
import type { Action } from "../engine/actions/action.js";
import { deviceIndex, STATION_DEVICES, type StationDevice } from "../ship/device-index.js";
import type { BridgeOrder } from "../engine/systems/bridge-orders.js";
import type { GameState, Piece } from "../engine/state.js";

export type SystemCommand =
  | { readonly verb: "station"; readonly who: string; readonly device?: StationDevice; readonly on?: boolean }
  | { readonly verb: "bridge"; readonly order: OrderWords }
  | { readonly verb: "switch"; readonly who: string; readonly device: string; readonly on: boolean }
  | { readonly verb: "transport" | "launch" | "identify"; readonly who: string }
  | { readonly verb: "wake"; readonly who: string; readonly hex?: string };

/** A bridge order as typed: hexes still names, to be found on the ship. */
type OrderWords =
  | { readonly do: "gravity" | "lights"; readonly on?: boolean }
  | { readonly do: "course" | "start" }
  | { readonly do: "door"; readonly hex: string; readonly open: boolean }
  | { readonly do: "camera" };

export const SYSTEM_VERBS = ["station", "bridge", "switch", "transport", "launch", "wake", "identify"] as const;

const onOff = (word: string | undefined): boolean | undefined | "bad" =>
  word === undefined ? undefined : word.toLowerCase() === "on" ? true : word.toLowerCase() === "off" ? false : "bad";

export function parseSystemCommand(
  verb: (typeof SYSTEM_VERBS)[number],
  args: readonly string[],
): SystemCommand | string {
  switch (verb) {
    case "station": {
      if (args.length < 1) return "usage: station WHO [DEVICE] [on|off]";
      let rest = args.slice(1).map((w) => w.toLowerCase());
      let device: StationDevice | undefined;
      if (rest[0] !== undefined && (STATION_DEVICES as readonly string[]).includes(rest[0])) {
        device = rest[0] as StationDevice;
        rest = rest.slice(1);
      }
      const on = onOff(rest[0]);
      if (on === "bad" || rest.length > 1)
        return `'${rest.join(" ")}' is not a device or on|off: devices are ${STATION_DEVICES.join(", ")}`;
      return { verb, who: args[0]!, ...(device ? { device } : {}), ...(on === undefined ? {} : { on }) };
    }
    case "bridge":
      return parseOrder(args);
    case "switch": {
      const on = onOff(args[2]);
      if (args.length !== 3 || on === undefined || on === "bad") return "usage: switch WHO cooler|panel|HEX on|off";
      return { verb, who: args[0]!, device: args[1]!, on };
    }
    case "transport":
    case "launch":
    case "identify":
      return args.length === 1 ? { verb, who: args[0]! } : `usage: ${verb} WHO`;
    case "wake":
      return args.length === 1 || args.length === 2
        ? { verb, who: args[0]!, ...(args[1] ? { hex: args[1] } : {}) }
        : "usage: wake WHO [HEX]";
  }
}

function parseOrder(args: readonly string[]): SystemCommand | string {
  const usage = "usage: bridge gravity [on|off] | course | start | lights [on|off] | open HEX | close HEX | camera";
  const what = args[0]?.toLowerCase();
  switch (what) {
    case "gravity":
    case "lights": {
      const on = onOff(args[1]);
      if (on === "bad" || args.length > 2) return usage;
      return { verb: "bridge", order: { do: what, ...(on === undefined ? {} : { on }) } };
    }
    case "course":
    case "start":
      return args.length === 1 ? { verb: "bridge", order: { do: what } } : usage;
    case "open":
    case "close":
      return args.length === 2
        ? { verb: "bridge", order: { do: "door", hex: args[1]!, open: what === "open" } }
        : usage;
    case "camera":
      // The enemy chooses which of its markers the camera sees (docs/RULES.md, section 7).
      return args.length === 1
        ? { verb: "bridge", order: { do: "camera" } }
        : "usage: bridge camera (the enemy chooses which of its markers the camera sees)";
    default:
      return usage;
  }
}

type Find = (state: GameState, who: string) => Piece | string;

/** The action for a device command, read against the state it will apply to. */
export function systemAction(state: GameState, c: SystemCommand, find: Find): Action | string {
  if (c.verb === "bridge") return bridgeAction(state, c.order);
  const piece = find(state, c.who);
  if (typeof piece === "string") return piece;
  switch (c.verb) {
    case "station":
      return {
        type: "station",
        piece: piece.id,
        ...(c.device ? { device: c.device } : {}),
        ...(c.on === undefined ? {} : { on: c.on }),
      };
    case "transport":
    case "launch":
    case "identify":
      return { type: c.verb, piece: piece.id };
    case "switch": {
      const index = deviceIndex(state.ship);
      const kind = c.device.toLowerCase();
      const candidates = kind === "cooler" ? index.coolers : kind === "panel" ? index.recPanels : undefined;
      const cell = candidates
        ? nextTo(state, piece, candidates, kind)
        : (findCell(state.ship, c.device) ?? `no hex ${c.device} on this ship`);
      return typeof cell === "string" ? cell : { type: "switch", piece: piece.id, device: cell, on: c.on };
    }
    case "wake": {
      const cell =
        c.hex === undefined
          ? nextTo(state, piece, deviceIndex(state.ship).cryoCells, "cryo cell")
          : (findCell(state.ship, c.hex) ?? `no hex ${c.hex} on this ship`);
      return typeof cell === "string" ? cell : { type: "wake", piece: piece.id, cell };
    }
  }
}

function nextTo(state: GameState, piece: Piece, cells: readonly number[], what: string): number | string {
  if (piece.place.at !== "cell") return `?${piece.number} is not on the map`;
  const near = new Set(state.ship.neighbours[piece.place.cell]!);
  const found = cells.filter((c) => near.has(c));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) return `there is no ${what} next to ?${piece.number}`;
  return `${found.length} of them are next to ?${piece.number}: name one by its hex (${found.map((c) => placeName(state.ship.cells[c]!)).join(", ")})`;
}

function bridgeAction(state: GameState, o: OrderWords): Action | string {
  if (o.do !== "door") return { type: "bridge", order: o as BridgeOrder };
  const door = findCell(state.ship, o.hex);
  return door === undefined
    ? `no hex ${o.hex} on this ship`
    : { type: "bridge", order: { do: "door", door, open: o.open } };
}
