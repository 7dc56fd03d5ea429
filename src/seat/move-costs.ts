// The engine's move costs (docs/RULES.md, section 2), handed to the computer through the seat: its
// paths plan with these numbers, never a copy of their own (test/ai/paths.test.ts holds the computer's
// step costs to the engine's steps on a ship).
import { DOOR_COST } from "../engine/actions/door.js";
import { LADDER_COST, STAIRS_COST, STAIRS_COST_POWERED } from "../engine/abilities.js";
import { SKIP_COST } from "../engine/skip.js";

export const MOVE_COSTS = {
  /** Opening (or closing) a door from next to it. */
  door: DOOR_COST,
  /** Up or down a ladder. */
  ladder: LADDER_COST,
  /** Up or down stairs, and in powered armour. */
  stairs: STAIRS_COST,
  stairsPowered: STAIRS_COST_POWERED,
  /** Through a wall (Near Skippers). */
  skip: SKIP_COST,
} as const;
