// The words of the ship-wide changes (src/engine/facts/ship-wide.ts): the same for every reader.
import type { ShipWideFacts } from "../../engine/facts/ship-wide.js";
import { AIR_TURNS } from "../../engine/systems/ship-state.js";
import type { Words } from "./markers.js";

/** A change told in fixed words. */
const fixed =
  (words: string): Words<unknown> =>
  () =>
    words;

export const SHIP_WIDE_WORDS: { readonly [K in keyof ShipWideFacts]: Words<ShipWideFacts[K]> } = {
  "lights-on": fixed("the interior lights come on"),
  "lights-off": fixed("the interior lights go out"),
  "gravity-on": fixed("the artificial gravity comes back on"),
  "gravity-off": fixed("the artificial gravity goes off: zero gravity"),
  "recDeckGravity-on": fixed("the rec deck's gravity comes back on"),
  "recDeckGravity-off": fixed("the rec deck's gravity goes off"),
  "airPurification-on": fixed("air purification runs again: the air is clean"),
  "airPurification-off": fixed(`air purification stops: the air will be unbreathable in ${AIR_TURNS} turns`),
  "power-failed": (f) =>
    `ship's power fails: the lights, the gravity and air purification go off (the air lasts ${f.air} more turns)`,
  "air-countdown": (f) => `the air grows foul: ${f.left} turn${f.left === 1 ? "" : "s"} of breathable air left`,
  "air-gone": fixed("the air is unbreathable: everyone aboard dies, and the game is over"),
  "overheat-roll": (f) =>
    `the coolers are off and the generators run hot: two dice ${f.rolls[0]}+${f.rolls[1]} = ${f.rolls[0] + f.rolls[1]}${f.hot ? ": they overheat" : ""}`,
  "engines-off": (f) => (f.stopped ? "the engines shut down: the ship stops" : "the engines shut down"),
  "engines-on": fixed("the engines start again"),
  "course-set": (f) => `the ship swings onto a new course: ${f.side}'s`,
  "ship-moving": fixed("the engines thrust: the ship is under way"),
};
