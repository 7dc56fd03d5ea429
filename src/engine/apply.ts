// The one way a game moves on: apply(state, action) gives the next state and its events,
// or a reason the player can read. Pure: no I/O, no clock, dice from the state. An exception
// thrown in here is a bug, not a refusal: it goes up to the caller (docs/SEAT.md, internal errors).
import type { Action } from "./actions/action.js";
import { board, leave } from "./actions/airlock.js";
import { operateDoor } from "./actions/door.js";
import { placeDummy, removeDummy } from "./actions/dummy.js";
import { endTurn } from "./actions/end-turn.js";
import { exitShip } from "./actions/exit-ship.js";
import { deployingAction } from "./deploy/deploy.js";
import { move } from "./actions/move.js";
import { push } from "./actions/push.js";
import { setAmbush } from "./combat/ambush.js";
import { carry, drop } from "./combat/carry.js";
import { melee } from "./combat/close-combat.js";
import { fire } from "./combat/fire.js";
import { tend } from "./combat/medic.js";
import { refused, type Outcome } from "./outcome.js";
import type { GameState } from "./state.js";
import { cameraHold } from "./systems/camera.js";
import { applySystemAction } from "./systems/system-action.js";
import { watchTable } from "./table.js";
import { withVerdict } from "./victory/decide.js";

export function apply(state: GameState, action: Action): Outcome {
  if (state.over) return refused("the game is over");
  // Before play nothing is judged: the sides are still placing their markers.
  if (state.phase === "deploy") return deployingAction(state, action);
  // Objectives are judged after every action; a game that ended is decided (src/engine/victory/).
  const out = withVerdict(dispatch(state, action));
  // Across an open table both sides watched every marker the action moved (src/engine/table.ts).
  return out.ok ? { ...out, state: watchTable(state, out.state) } : out;
}

function dispatch(state: GameState, a: Action): Outcome {
  // The enemy's security camera waits for the side's choice before anything else (systems/camera.ts).
  const held = cameraHold(state, a);
  if (held) return refused(held);
  switch (a.type) {
    case "move":
      return move(state, a.piece, a.to);
    case "open":
      return operateDoor(state, a.piece, a.door, true);
    case "close":
      return operateDoor(state, a.piece, a.door, false);
    case "board":
      return board(state, a.piece);
    case "leave":
      return leave(state, a.piece, a.to);
    case "exit":
      return exitShip(state, a.piece);
    case "push":
      return push(state, a.piece, a.container, a.helper);
    case "dummy":
      return placeDummy(state, a.cell);
    case "remove":
      return removeDummy(state, a.piece);
    case "fire":
      return fire(state, a.piece, a.target);
    case "melee":
      return melee(state, a.piece, a.target);
    case "carry":
      return carry(state, a.piece, a.friend);
    case "drop":
      return drop(state, a.piece);
    case "heal":
      return tend(state, a.piece, a.friend);
    case "ambush":
      return setAmbush(state, a.piece);
    case "station":
    case "bridge":
    case "switch":
    case "transport":
    case "launch":
    case "wake":
    case "identify":
      return applySystemAction(state, a);
    case "end":
      return endTurn(state);
    case "deploy":
    case "ready":
      return refused("deployment is over: the game is in play");
  }
}
