// How to meet each kind of objective, in plain words from the objective's own data and the player's keys:
// one function per kind, so a new kind without words does not compile.
import type { ObjectiveLine } from "../seat/index.js";
import { keyLabel, type CommandName, type Keymap } from "./keymap.js";

type Kind = ObjectiveLine["kind"];

/** The first key bound to COMMAND as the help names it, or where it would be typed when none is. */
type KeyOf = (command: CommandName) => string;

const HOW: { readonly [K in Kind]: (o: ObjectiveLine, key: KeyOf) => string } = {
  cargo: (o, key) =>
    `a soldier next to ${o.container ?? "the container"} pushes it (${key("push")}, then a direction) hex by hex onto ` +
    `${o.locks?.length ? `the air-lock hex of ${o.locks.join(" or ")}` : "an air-lock hex (an A beyond a hall end, or the cargo hatch)"}; ` +
    "a friend beyond it can help push. Out of the ship, it counts at once.",
  hold: () =>
    "get your soldiers in and keep at least one there, steady (not broken), to the last turn's end, " +
    "with no enemy soldier left in it.",
  "engines-off": (_, key) =>
    "a soldier at the central engine console and one at a control panel of the engine room, each stationed " +
    `(${key("station")}) before moving or attacking, for a whole turn: the engines shut down as your next turn ` +
    "begins. Keep them off to the end.",
  course: (_, key) =>
    `with the engines running, a soldier stationed (${key("station")}) in the captain's chair and one in another ` +
    "bridge chair for a whole turn give a die as your next turn begins: a 3 lets you start the ship, a 2 set its " +
    `course (${key("devices")}, the bridge's order). The ship must be under way on your course at the end.`,
  exterminate: (_, key) =>
    `kill every enemy soldier (${key("fire")} fire, ${key("melee")} close combat) or see him leave the ship; ` +
    "dummies do not count, and one still waiting outside an air lock is still in the game.",
  evacuate: (o, key) =>
    `walk ${o.count ?? "enough"} of your soldiers into the escape pods (two a pod) and launch each pod from inside ` +
    `(${key("devices")}); each pod goes once.`,
  rescue: (o, key) =>
    `a Leader or Hero next to ${o.sleeper ?? "the sleeper"}'s cryo cell${o.at ? ` at ${o.at}` : ""} wakes him ` +
    `(${key("devices")}); he joins your side: walk him into an escape pod and launch it, or out through an air lock.`,
};

/** "How: ..." for one of the side's objectives, its keys as this player has bound them. */
export function objectiveHow(o: ObjectiveLine, keymap: Keymap): string {
  const key: KeyOf = (command) => {
    const bound = keymap.keysOf(command)[0];
    return bound ? keyLabel(bound) : `${command} unbound`;
  };
  return `How: ${HOW[o.kind](o, key)}`;
}
