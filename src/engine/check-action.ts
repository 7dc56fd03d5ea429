// Whether `apply` would take an action, and why not, without taking it: what `legal` asks of every
// command a side might give (src/play/legal-actions.ts). The same checks as `apply` in the same order,
// so the same answer and the same refusal; a rule with a refusal-only path (`Rule.refusal`: a step)
// skips the new state, its events and sight, and any other is played and dropped, without the verdict
// and the table's watching that `apply` adds to a play taken (they refuse nothing).
import { apply } from "./apply.js";
import type { Refusal } from "./refusal.js";
import { ruleOf, type Action } from "./rules.js";
import type { GameState } from "./state.js";
import { cameraHold } from "./systems/camera.js";

/** Why `apply(state, action)` would refuse ACTION, or undefined if it would take it. Pure, as apply is. */
export function actionRefusal(state: GameState, action: Action): Refusal | undefined {
  const rule = ruleOf(action.type);
  // Only in play: before it, and for a game over or an action unknown, apply says what it says.
  if (!state.over && state.phase === "play" && rule) {
    const held = cameraHold(state, action);
    if (held) return held;
    if (rule.refusal) return rule.refusal(state, action as never);
    // The verdict and the open table's watching come after a rule's play and never refuse: left out.
    const out = rule.play(state, action);
    return out.ok ? undefined : out;
  }
  const out = apply(state, action);
  return out.ok ? undefined : out;
}
