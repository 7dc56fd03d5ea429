// A saved game step by step as one audience saw it: the stepping lives with the session (src/play/replay-steps.ts).
import type { Action } from "../engine/rules.js";
import type { Audience } from "../engine/events.js";
import type { Setup } from "../engine/setup.js";
import { refereeSteps, SideReplay, type ReplayStep } from "../play/replay-steps.js";
import { Session } from "../play/session.js";

export type { ReplayStep, StepView } from "../play/replay-steps.js";

/** The steps of a game of SETUP with ACTIONS as AUDIENCE saw them. */
export function replaySteps(setup: Setup, actions: readonly Action[], audience: Audience): ReplayStep[] {
  const history = new Session(setup, actions).history();
  return audience === "referee" ? refereeSteps(history) : [...new SideReplay(audience).steps(history)];
}
