// The words of the devices worked for a whole turn (src/engine/facts/stations.ts): stations taken and
// lapsed, the engine crew, life support and the auto-doc. Told to their side and the referee (a station
// also to an enemy watching), the referee's words naming the side.
import type { Audience } from "../../engine/events.js";
import type { LifeSupportFacts, StationsFacts } from "../../engine/facts/stations.js";
import { DEVICE_NAMES } from "../../engine/systems/station.js";
import { enemyName, ownName, refereeName, type Words } from "./markers.js";

const onOff = (on: boolean): string => (on ? "on" : "off");

/** The side's own words, or the referee's with "blue: " before them. */
const sideLine = (side: string, reader: Audience, words: string): string =>
  reader === "referee" ? `${side}: ${words}` : words;

/** How a life-support refusal names the system its machine sets. */
const SYSTEM_NAMES: Readonly<Record<LifeSupportFacts["device"], string>> = {
  purifiers: "air purification",
  gravity: "the artificial gravity",
};

const ENGINES: Readonly<Record<StationsFacts["engines-worked"]["result"], string>> = {
  off: "the engines shut down",
  on: "the engines start",
  "already-off": "the engines are already shut down",
  "already-on": "the engines are already running",
  restarting: "restarting the engines the enemy shut down",
};

export const STATIONS_WORDS: { readonly [K in keyof StationsFacts]: Words<StationsFacts[K]> } = {
  station: (f, reader) => {
    const at = DEVICE_NAMES[f.device];
    if (reader !== "referee" && f.marker.side !== reader) return `${enemyName(f.marker)} at ${f.hex} settles at ${at}`;
    const what = `${at}${f.on === undefined ? "" : ` (to turn ${onOff(f.on)})`}`;
    if (reader === "referee") return `${refereeName(f.marker)} at ${f.hex} stations at ${what}`;
    const acts =
      f.device === "aux"
        ? "from the end of this turn it guards against the enemy's bridge"
        : "it acts at the start of your next turn";
    return `${ownName(f.marker)} at ${f.hex} stations at ${what}: ${acts} if ?${f.marker.number} neither moves nor attacks`;
  },
  "station-lapsed": (f, reader) =>
    `${reader === "referee" ? refereeName(f.marker) : ownName(f.marker)} did not stay the whole turn at ${DEVICE_NAMES[f.device]}: its station lapses`,
  "engines-worked": (f, reader) => {
    const done =
      f.result === "restarting" ? `${ENGINES[f.result]}: ${f.turns} of ${f.needed} turns done` : ENGINES[f.result];
    return `${reader === "referee" ? `${f.side}'s` : "your"} engine crew: ${done}`;
  },
  "life-support": (f, reader) => {
    const at = DEVICE_NAMES[f.device];
    const system = SYSTEM_NAMES[f.device];
    const words =
      f.refused === "already"
        ? `at ${at}: ${system} is already ${onOff(f.on)}`
        : f.refused === "no-power"
          ? `at ${at}: the ship has no power: ${system} cannot come on`
          : `turns ${at} ${onOff(f.on)}`;
    return sideLine(f.marker.side, reader, `${ownName(f.marker)} ${words}`);
  },
  "auto-doc": (f, reader) =>
    sideLine(
      f.marker.side,
      reader,
      `the auto-doc at ${f.hex} rolls ${f.rolls[0]} for ${ownName(f.marker)}${f.healed ? "" : ` (${f.needed}-6 heals)`}`,
    ),
};
