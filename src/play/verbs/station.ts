// Stations: `station WHO [DEVICE] [on|off]` spends a soldier's whole turn at a device (the bridge,
// auxiliary control, the engine room, life support) that acts as the side's next turn begins
// (src/engine/systems/station.ts); and what the device menu offers where it stands.
import { isRefusal } from "../../engine/refusal.js";
import { deviceIndex, STATION_DEVICES, stationDevicesAt, type StationDevice } from "../../ship/device-index.js";
import { onOff, readOnOff } from "../menu-words.js";
import type { MenuChoice, MenuContext, Verb, Who } from "../verb.js";

export interface StationCommand {
  readonly verb: "station";
  readonly who: Who;
  /** Which device, where it stands at several. */
  readonly device?: StationDevice;
  /** How to leave a switched device (default: the other way). */
  readonly on?: boolean;
}

export const STATION_VERB: Verb<StationCommand> = {
  verb: "station",
  help: {
    usage: "station WHO [DEVICE] [on|off]",
    about: "spend the whole turn at a device: bridge, aux, engines, purifiers, gravity",
  },
  parse: (w) => {
    const who = w.word();
    let device: StationDevice | undefined;
    const first = w.peek()?.toLowerCase();
    if (first !== undefined && (STATION_DEVICES as readonly string[]).includes(first)) {
      device = first as StationDevice;
      w.word();
    }
    const last = w.peek();
    const on = readOnOff(last);
    if (on === "bad") w.fail("usage", `'${last}' is not a device or on|off: devices are ${STATION_DEVICES.join(", ")}`);
    else if (on !== undefined) w.word();
    return {
      verb: "station",
      who,
      ...(device ? { device } : {}),
      ...(on === undefined || on === "bad" ? {} : { on }),
    };
  },
  write: (c) => `station ${c.who}${c.device ? ` ${c.device}` : ""}${c.on === undefined ? "" : ` ${onOff(c.on)}`}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      return {
        type: "station",
        piece: p.id,
        ...(c.device ? { device: c.device } : {}),
        ...(c.on === undefined ? {} : { on: c.on }),
      };
    },
  ],
  menu: (at) => (at.marker && at.cell !== undefined ? stationChoices(at, at.cell) : []),
};

const WHOLE = "Takes the whole turn: it must not have moved or attacked yet, and must then stay put and not fight.";
const DUMMY = "A dummy works nothing: it only looks busy, so the enemy cannot tell it from a soldier.";

/** The whole-turn stations where the marker stands. */
function stationChoices({ ship, view, marker }: MenuContext, cell: number): MenuChoice[] {
  const m = marker!;
  const s = view.systems;
  const busy = view.devices.stations.some((st) => st.label === `?${m.number}`) ? " (stationed this turn)" : "";
  const extra = m.soldier ? WHOLE : `${WHOLE} ${DUMMY}`;
  const noPower = s.power ? "" : " The ship has no power: it cannot come on.";
  const one = (device: StationDevice): MenuChoice => {
    const go = (label: string, on: boolean | undefined, about: string): MenuChoice => ({
      label: `${label}${busy}`,
      about: `${about} ${extra}`,
      command: { verb: "station", who: m.number, device, ...(on === undefined ? {} : { on }) } as StationCommand,
    });
    switch (device) {
      case "bridge":
        return go(
          `Bridge: crew the ${deviceIndex(ship).captainChairs.has(cell) ? "captain's chair" : "bridge chair"}`,
          undefined,
          "With one of yours in the captain's chair and another in a bridge chair, the bridge rolls a die as your next turn begins; the roll names the one order you may give then (gravity, lights, a door, the camera, start or steer the ship).",
        );
      case "aux":
        return go(
          "Auxiliary control: guard against the enemy's bridge",
          undefined,
          "Through the enemy's next turn, each order its bridge rolls is blocked on a die of 4-6.",
        );
      case "engines":
        return s.engines
          ? go(
              "Engine room: shut the engines down",
              false,
              "With one of yours at the central console and another at a control panel, the engines stop as your next turn begins, and the ship with them.",
            )
          : go(
              "Engine room: start the engines",
              true,
              "With one of yours at the central console and another at a control panel, the engines start as your next turn begins (two turns in a row if the enemy shut them down).",
            );
      case "purifiers":
        return s.airPurification
          ? go(
              "Life support: turn the air purifiers off",
              false,
              `As your next turn begins the air stops being cleaned: 20 turns later no one aboard can breathe.`,
            )
          : go(
              "Life support: turn the air purifiers on",
              true,
              `As your next turn begins the air is cleaned again and the countdown ends.${noPower}`,
            );
      case "gravity":
        return s.gravity
          ? go(
              "Life support: turn the artificial gravity off",
              false,
              "As your next turn begins the ship goes weightless: every move costs double, but for powered armour.",
            )
          : go(
              "Life support: turn the artificial gravity on",
              true,
              `As your next turn begins the ship's gravity comes back.${noPower}`,
            );
    }
  };
  return stationDevicesAt(ship, cell).map(one);
}
