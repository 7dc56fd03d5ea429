// The registry of the game's rules: one entry per action, each in the file that carries it out.
// A new action is one file with its rule and one line here; `apply` finds it by its type. Its verb in
// the command language is the other half (src/play/verbs/index.ts): four files in all (docs/VERBS.md).
import { BOARD, LEAVE } from "./actions/airlock.js";
import { CLOSE, OPEN } from "./actions/door.js";
import { DUMMY, REMOVE } from "./actions/dummy.js";
import { END } from "./actions/end-turn.js";
import { EXIT } from "./actions/exit-ship.js";
import { MOVE } from "./actions/move.js";
import { PUSH } from "./actions/push.js";
import { AMBUSH } from "./combat/ambush.js";
import { CARRY, DROP } from "./combat/carry.js";
import { MELEE } from "./combat/close-combat.js";
import { FIRE } from "./combat/fire.js";
import { HEAL } from "./combat/medic.js";
import { DEPLOY, READY } from "./deploy/deploy.js";
import type { ActionOf, Rule } from "./rule.js";
import { BRIDGE } from "./systems/bridge-orders.js";
import { IDENTIFY } from "./systems/camera.js";
import { WAKE } from "./systems/cryo.js";
import { LAUNCH } from "./systems/escape-pods.js";
import { STATION } from "./systems/station.js";
import { SWITCH } from "./systems/switches.js";
import { TRANSPORT } from "./systems/transporter.js";

/** Those taken while the sides deploy come in the order a refusal lists them: deploy, dummy, remove, ready. */
export const RULES = [
  MOVE,
  OPEN,
  CLOSE,
  BOARD,
  LEAVE,
  EXIT,
  PUSH,
  DEPLOY,
  DUMMY,
  REMOVE,
  FIRE,
  MELEE,
  CARRY,
  DROP,
  HEAL,
  AMBUSH,
  STATION,
  BRIDGE,
  SWITCH,
  TRANSPORT,
  LAUNCH,
  WAKE,
  IDENTIFY,
  END,
  READY,
] as const;

/** Every action a player can take, as plain data; pieces and places are ids. */
export type Action = ActionOf<(typeof RULES)[number]>;
export type ActionType = Action["type"];

const BY_TYPE: ReadonlyMap<string, Rule<Action>> = new Map(RULES.map((r) => [r.type, r as unknown as Rule<Action>]));

/** The rule for an action's type, or undefined for a type the game does not know (a damaged save). */
export const ruleOf = (type: string): Rule<Action> | undefined => BY_TYPE.get(type);

/** The actions taken while the sides deploy. */
export const DEPLOYING: readonly ActionType[] = RULES.filter((r) => "deploy" in r).map((r) => r.type);
