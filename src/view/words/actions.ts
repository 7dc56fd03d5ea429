// The words of a marker's doings besides a step: doors, air locks, cargo.
import type { Audience } from "../../engine/events.js";
import type { ActionsFacts, BoardFacts, DoorFacts, ExitFacts, PushFacts } from "../../engine/facts/actions.js";
import { enemyName, named, ownName, refereeName, type Words } from "./markers.js";

const door =
  (verb: string) =>
  (f: DoorFacts, reader: Audience): string => {
    const at = `the door at ${f.hex}`;
    if (f.marker && reader === "referee") return `${refereeName(f.marker)} ${verb} ${at} (${f.mu} MU)`;
    if (f.marker && reader === f.marker.side) return `${ownName(f.marker)} ${verb} ${at} (${f.mu} MU, ${f.left} left)`;
    return reader === "referee" && f.fromBridge ? `${at} ${verb} (from the bridge)` : `${at} ${verb}`;
  };

function board(f: BoardFacts, reader: Audience): string {
  const enters = `${named(f.marker, reader)} enters ${f.lock} from outside`;
  return reader === f.marker.side ? `${enters} (${f.count}/${f.capacity})` : enters;
}

function exit(f: ExitFacts, reader: Audience): string {
  if (reader === "referee") return `${f.markers.map(refereeName).join(" and ")} leave the ship through ${f.lock}`;
  if (reader === f.markers[0]?.side)
    return `${f.markers.map(ownName).join(" and ")} leave the ship through ${f.lock}: out of the game`;
  const leave = f.markers.length > 1 ? "leave" : "leaves";
  return `${f.markers.map(enemyName).join(" and ")} at ${f.hex} ${leave} the ship through ${f.lock}`;
}

function push(f: PushFacts, reader: Audience): string {
  const out = f.lock !== undefined ? `, out through ${f.lock}: it has left the ship` : "";
  const what = `${f.device.replace("-", " ")} ${f.from} -> ${f.to}${out}`;
  const who = f.friend ? ` with ?${f.friend.number}` : "";
  if (f.marker && reader === "referee") return `${refereeName(f.marker)} moves the ${what}${who}`;
  if (f.marker && reader === f.marker.side) return `${ownName(f.marker)} moves the ${what}${who} (${f.left} MU left)`;
  if (f.marker && f.steps) {
    const steps = f.steps.map((s) => `${enemyName(s.marker)} ${s.from} -> ${s.to}`);
    return `${enemyName(f.marker)} moves a ${what} (${steps.join(", ")})`;
  }
  return `a ${what}: it is being moved`;
}

export const ACTIONS_WORDS: { readonly [K in keyof ActionsFacts]: Words<ActionsFacts[K]> } = {
  "door-opened": door("opens"),
  "door-closed": door("closes"),
  board,
  exit,
  push,
};
