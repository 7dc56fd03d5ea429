// The words of hidden movement: a marker shown, a dummy taken off, a soldier hidden again.
import type { Audience } from "../../engine/events.js";
import { otherSide } from "../../sides/sides.js";
import type {
  BumpAttempt,
  BumpFacts,
  HiddenFacts,
  HiddenMovementFacts,
  MarkerPlace,
  SeenFacts,
} from "../../engine/facts/hidden.js";
import { ownName, refereeName, type Words } from "./markers.js";

/** "at 89:1006", "in lock 1", "outside lock 1". */
export const whereWords = (f: MarkerPlace): string =>
  f.hex !== undefined
    ? `at ${f.hex}`
    : f.lock === undefined
      ? "off the map"
      : `${f.outside ? "outside" : "in"} ${f.lock}`;

/** The enemy's marker by its number, even once its type is known: "yellow ?4". */
const numbered = (f: SeenFacts): string => `${f.marker.side} ?${f.marker.number ?? ""}`;

function revealed(f: SeenFacts, reader: Audience): string {
  const where = whereWords(f);
  if (f.attacking) {
    const gives = `${where} gives itself away by attacking`;
    if (reader === "referee") return `${refereeName(f.marker)} ${gives}`;
    return reader === f.marker.side
      ? `${ownName(f.marker)} ${gives}`
      : `${numbered(f)} ${gives}: ${f.marker.type ?? ""}`;
  }
  if (reader === "referee") return `${refereeName(f.marker)} ${where} is revealed to ${otherSide(f.marker.side)}`;
  if (reader === f.marker.side) return `${ownName(f.marker)} ${where} is seen by the enemy`;
  return `${numbered(f)} ${where} is revealed: ${f.marker.type ?? ""}`;
}

function dummyRemoved(f: SeenFacts, reader: Audience): string {
  const where = whereWords(f);
  if (reader === "referee") return `${refereeName(f.marker)} ${where} is seen: a dummy, taken off`;
  if (reader === f.marker.side) return `${ownName(f.marker)} ${where} is seen by the enemy and taken off`;
  return `${numbered(f)} ${where} was a dummy: taken off`;
}

function hidden(f: HiddenFacts, reader: Audience): string {
  if (reader === "referee") return `${refereeName(f.marker)} is out of sight and hides as ?${f.number}`;
  if (reader === f.marker.side)
    return `${ownName(f.marker)} is out of the enemy's sight and hides again as ?${f.number}`;
  return `the ${f.marker.type ?? ""} at ${f.hex ?? ""} goes back under a marker: ${f.marker.side} ?${f.number}`;
}

/** "stepping onto 89:1006", "leaving lock 1 onto 1:0002", "boarding lock 1", "going out through lock 1". */
function attempt(a: BumpAttempt): string {
  switch (a.doing) {
    case "stepping":
      return `stepping onto ${a.hex}`;
    case "boarding":
      return `boarding ${a.lock}`;
    case "leaving":
      return `leaving ${a.lock} onto ${a.hex}`;
    case "exiting":
      return `going out through ${a.lock}`;
  }
}

function bump(f: BumpFacts, reader: Audience): string {
  const trying = attempt(f.attempt);
  if (reader === "referee")
    return `${refereeName(f.marker!)}, ${trying}, bumps into ${(f.markers ?? []).map(refereeName).join(", ")}`;
  if (reader === f.side) return `${ownName(f.marker!)}, ${trying}, bumps into an enemy and stays where it was`;
  return `an enemy marker, ${trying}, bumps into yours`;
}

export const HIDDEN_WORDS: { readonly [K in keyof HiddenMovementFacts]: Words<HiddenMovementFacts[K]> } = {
  revealed,
  "dummy-removed": dummyRemoved,
  hidden,
  bump,
};
