// The one way a game moves on: apply(state, action) gives the next state and its events,
// or a reason the player can read. Pure: no I/O, no clock, dice from the state. An exception
// thrown in here is a bug, not a refusal: it goes up to the caller (docs/SEAT.md, internal errors).
// Each action's rule is found in the registry (src/engine/rules.ts).
import { refused, type Outcome } from "./outcome.js";
import { DEPLOYING, ruleOf, type Action } from "./rules.js";
import type { GameState } from "./state.js";
import { cameraHold } from "./systems/camera.js";
import { watchTable } from "./table.js";
import { withVerdict } from "./victory/decide.js";

export function apply(state: GameState, action: Action): Outcome {
  if (state.over) return refused("game-over", "the game is over");
  const rule = ruleOf(action.type);
  if (!rule) return refused("unknown-command", `the game knows no action '${action.type}'`);
  // Before play nothing is judged: the sides are still placing their markers.
  if (state.phase === "deploy") {
    if (!state.deployment) return refused("wrong-phase", "internal: a deploy phase without its zones");
    if (!rule.deploy)
      return refused(
        "wrong-phase",
        `the game has not begun: ${state.side} is deploying (${DEPLOYING.join(", ")}); ${action.type} waits for play`,
      );
    return rule.deploy(state, action, state.deployment);
  }
  // The enemy's security camera waits for the side's choice before anything else (systems/camera.ts).
  const held = cameraHold(state, action);
  if (held) return held;
  // Objectives are judged after every action; a game that ended is decided (src/engine/victory/).
  const out = withVerdict(rule.play(state, action));
  // Across an open table both sides watched every marker the action moved (src/engine/table.ts).
  return out.ok ? { ...out, state: watchTable(state, out.state) } : out;
}
