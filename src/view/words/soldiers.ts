// The words of what befalls a soldier: wounds, death, healing, tending, morale, a broken run, carrying, ambush.
import type { Audience } from "../../engine/events.js";
import type {
  MoraleFacts,
  PairFacts,
  RallyFacts,
  RoutFacts,
  SoldierCause,
  SoldierFacts,
  SoldiersFacts,
  TendFacts,
} from "../../engine/facts/soldiers.js";
import { modifierWords } from "./combat.js";
import { named, ownName, type Words } from "./markers.js";

const CAUSE: Readonly<Record<Exclude<SoldierCause["by"], "medic">, string>> = {
  fire: "by fire",
  melee: "in close combat",
  air: "by the foul air",
  "auto-doc": "by the auto-doc",
};

/** " by fire", " in close combat", " by Osaka"; nothing when no cause is told. */
const by = (c: SoldierCause | undefined): string =>
  c === undefined ? "" : ` ${c.by === "medic" ? `by ${c.medic}` : CAUSE[c.by]}`;

/** "the Marine at 1:0402": a soldier of the enemy's, as a side sees him. */
const theSoldier = (f: { marker: { type?: string }; hex?: string }): string => `the ${f.marker.type ?? ""} at ${f.hex}`;

const befell =
  (what: string, hexForAll = false) =>
  (f: SoldierFacts, reader: Audience): string =>
    reader === "referee" || reader === f.marker.side
      ? `${named(f.marker, reader)} is ${what}${by(f.cause)}${hexForAll ? ` at ${f.hex}` : ""}`
      : `${theSoldier(f)} is ${what}`;

function tend(f: TendFacts, reader: Audience): string {
  if (reader !== "referee" && reader !== f.marker.side)
    return `${theSoldier(f)} tends a wounded friend at ${f.friendHex}`;
  const roll = `rolls ${f.rolls?.[0]}, needs ${f.needed}+: ${f.healed ? "healed" : "no better"}`;
  return `${named(f.marker, reader)} tends ${f.friend ? ownName(f.friend) : ""}: ${roll}`;
}

const morale =
  (outcome: (f: MoraleFacts) => string, seen: string) =>
  (f: MoraleFacts, reader: Audience): string => {
    const c = f.check;
    if ((reader !== "referee" && reader !== f.marker.side) || !c) return `${theSoldier(f)} ${seen}`;
    const why = c.reason.why === "wounded" ? "wounded" : `saw ${c.reason.fallen} fall`;
    const needs = `${c.die}, needs ${c.needed} or less (${modifierWords(c.modifiers)})`;
    return `${named(f.marker, reader)} checks morale (${why}): rolls ${needs}: ${outcome(f)}`;
  };

/** A broken soldier's run: his side and the referee by name (OWN), the enemy by type and hex (SEEN, else the same). */
const rout =
  (own: (f: RoutFacts) => string, seen?: string) =>
  (f: RoutFacts, reader: Audience): string =>
    reader === "referee" || reader === f.marker.side
      ? `${named(f.marker, reader)} ${own(f)}`
      : `${theSoldier(f)} ${seen ?? own(f)}`;

const rally =
  (ok: boolean) =>
  (f: RallyFacts, reader: Audience): string => {
    if (reader !== "referee" && reader !== f.marker.side) return `${theSoldier(f)} ${ok ? "rallies" : "cowers"}`;
    const roll = `rolls ${f.die} against ${f.needed} (${modifierWords(f.modifiers ?? [])})`;
    return `${named(f.marker, reader)} tries to rally: ${roll}: ${ok ? "rallies" : "still broken"}`;
  };

const pair =
  (verb: string) =>
  (f: PairFacts, reader: Audience): string =>
    `${named(f.marker, reader)} ${verb} ${f.friend ? ownName(f.friend) : ""}`;

export const SOLDIERS_WORDS: { readonly [K in keyof SoldiersFacts]: Words<SoldiersFacts[K]> } = {
  wounded: befell("wounded"),
  killed: befell("killed", true),
  healed: befell("healed"),
  tend,
  "morale-held": morale(() => "holds", "holds firm"),
  "morale-broken": morale(
    (f) => `breaks${f.dropped !== undefined ? `, drops ?${f.dropped}` : ""} and will run from ${f.from}`,
    "breaks",
  ),
  frozen: rout(() => "is broken and cannot move: freezes"),
  running: rout((f) => `is broken: runs from the enemy at ${f.from}`, "runs"),
  stopped: rout((f) => `reaches a dead end at ${f.hex} and stops`),
  turns: rout((f) => `meets an enemy at ${f.from}: turns and runs the other way`, "turns and runs"),
  rallied: rally(true),
  "still-broken": rally(false),
  carry: pair("picks up"),
  drop: pair("puts down"),
  "ambush-set": (f, reader) => `${named(f.marker, reader)} lies in ambush`,
};
