// A saved game step by step as one audience saw it: the stepping lives with the session (src/play/replay-steps.ts).
export { replaySteps, type ReplayStep, type StepView } from "../play/replay-steps.js";
