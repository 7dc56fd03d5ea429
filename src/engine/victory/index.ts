// Objectives and victory: what each side came for and how the referee decides the game.
export {
  AT_ONCE,
  NO_OBJECTIVES,
  OBJECTIVE_KINDS,
  type Objective,
  type ObjectiveKind,
  type Objectives,
  type Result,
} from "./objectives.js";
export { met, soldiersLeft, soldiersOut } from "./judge.js";
export { gameOverEvent, verdictAtEnd, verdictNow, withVerdict } from "./decide.js";
export { describeObjective } from "./describe.js";
