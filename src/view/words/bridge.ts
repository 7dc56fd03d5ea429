// The words of the bridge (src/engine/facts/bridge.ts): its crew's die, the enemy's auxiliary control
// room, the orders, a door that will not shut, and the security camera.
import type { Audience } from "../../engine/events.js";
import type { BridgeFacts, BridgeOrderFacts } from "../../engine/facts/bridge.js";
import { BRIDGE_RESULTS } from "../../engine/systems/bridge.js";
import { otherSide } from "../../sides/sides.js";
import { enemyName, ownName, refereeName, type Words } from "./markers.js";

/** What a bridge order did, in the words after "your bridge: ". */
function order(f: BridgeOrderFacts): string {
  switch (f.order) {
    case "gravity":
    case "lights":
      return `${f.order} ${f.on ? "on" : "off"}`;
    case "course":
      return "course set";
    case "start":
      return "the ship gets under way";
    case "camera":
      return "a security camera comes on: the enemy shows it one of its markers as its turn begins";
    case "door":
      if (f.refused === "already") return `the door at ${f.hex} is already ${f.open ? "open" : "closed"}`;
      if (f.refused === "blocked") return `the door at ${f.hex} will not close: something stands in the doorway`;
      return `the door at ${f.hex} ${f.open ? "opens" : "closes"}`;
  }
}

/** The enemy's auxiliary control room rolls against a bridge result: it blocks it, or fails to. */
const auxRoll =
  (blocked: boolean): Words<BridgeFacts["bridge-blocked"]> =>
  (f, reader) => {
    const verdict = blocked ? "blocks it" : "fails to block it";
    const roll = f.rolls[0];
    const guards = (f.markers ?? []).map((m) => `?${m.number}`).join(", ");
    if (reader === "referee")
      return `${f.side}'s auxiliary control room (${guards}) rolls ${roll} against ${otherSide(f.side)}'s bridge: ${verdict}`;
    if (reader === f.side)
      return `the enemy's bridge acts; your auxiliary control room (${guards}) rolls ${roll} and ${verdict} (${f.needed}-6 blocks)`;
    return `the auxiliary control room rolls ${roll} against your bridge and ${verdict}`;
  };

const isReferee = (reader: Audience): boolean => reader === "referee";

export const BRIDGE_WORDS: { readonly [K in keyof BridgeFacts]: Words<BridgeFacts[K]> } = {
  "bridge-roll": (f, reader) => {
    const crew = f.markers.map(ownName).join(" and ");
    const result = BRIDGE_RESULTS[f.rolls[0]]!;
    return isReferee(reader)
      ? `${f.side}'s bridge crew (${crew}) rolls ${f.rolls[0]}: ${result.does}`
      : `your bridge crew (${crew}) rolls ${f.rolls[0]}: you may ${result.does} this turn (${result.command})`;
  },
  "bridge-blocked": auxRoll(true),
  "bridge-not-blocked": auxRoll(false),
  "bridge-order": (f, reader) => `${isReferee(reader) ? `${f.side}'s` : "your"} bridge: ${order(f)}`,
  "door-jammed": (f, reader) =>
    isReferee(reader)
      ? `the door at ${f.hex} will not close on ${(f.markers ?? []).map(refereeName).join(", ")} (from the bridge)`
      : `the door at ${f.hex} jerks but does not close: someone works it from the bridge`,
  "camera-on": (f, reader) =>
    isReferee(reader)
      ? `${otherSide(f.side)} is to show ${f.side}'s camera one of its markers as its turn begins`
      : "an enemy security camera comes on: as your turn begins, show it one of your markers (identify ?N)",
  "camera-shown": (f, reader) =>
    isReferee(reader)
      ? `${f.marker.side} shows ${f.side}'s camera ${ownName(f.marker)}`
      : `you show the enemy's camera ${ownName(f.marker)}: it learns what it is as its turn begins`,
  camera: (f, reader) => {
    if (isReferee(reader))
      return `${f.side}'s security camera shows ${f.target.side} ?${f.target.number}: ${f.answer ?? "a dummy"}`;
    if (reader !== f.side) return `the enemy's security camera has seen your ?${f.target.number}`;
    return `the security camera shows ${enemyName(f.target)}: ${f.answer ? `a ${f.answer}` : "a dummy"}`;
  },
  "camera-lapsed": (f, reader) =>
    `${isReferee(reader) ? `${f.side}'s security camera` : "the security camera"} finds no question marker to show: it goes out`,
};
