// The seat tests' ship: two rooms joined by a door (1:0502) and a hall below through another door,
// with a pod (1:0802) and a crate to hide behind. One drawing for the property, the findings and the
// computer's no-cheating test.
import { shipOf } from "../engine/fixture.js";

export const ROOMS_PLAN = [
  "# # # # # # # # # # # # #",
  " # . . . # . . . . . . #",
  "# . . . . + . . o . . . #",
  " # . . . # # # + # # # #",
  "# # + # # . . . . . . . #",
  " # . . x . . . . . . . #",
  "# . . . . . . . . . . . #",
  " # # # # # # # # # # # #",
];

export const ROOMS = shipOf({ main: ROOMS_PLAN });
