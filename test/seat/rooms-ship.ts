// The seat tests' ship: two rooms joined by a door (1:0502) and a hall below through another door,
// with a pod (1:0802) and a crate to hide behind. One drawing for the property, the findings and the
// computer's no-cheating test.
import { gameOn, shipOf } from "../engine/fixture.js";

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

/** A fight on it: blue's four markers in the west room, yellow's six in the east room and the hall (in fog). */
export const ROOMS_FIGHT = gameOn(ROOMS, {
  blue: [
    { type: "marine", at: "1:0102" },
    { type: "scout", at: "1:0202" },
    { type: "marine", at: "1:0301" },
    { at: "1:0101" },
  ],
  yellow: [
    { type: "marine", at: "1:0906" },
    { type: "parm", at: "1:0806" },
    { type: "scout", at: "1:0901" },
    { at: "1:0805" },
    { at: "1:0706" },
    { at: "1:1002" },
  ],
});
