// Which hex direction a movement key means, from the row it is pressed on.
import type { Direction } from "../hex/coords.js";
import type { CommandName } from "./keymap.js";

const DIRECTION: Partial<Record<CommandName, Direction>> = {
  "move-nw": "nw",
  "move-ne": "ne",
  "move-w": "w",
  "move-e": "e",
  "move-sw": "sw",
  "move-se": "se",
};

/** The direction a command means from a hex on row y: up and down zigzag so repeated presses keep to a column. */
export function directionOf(command: CommandName | undefined, y: number): Direction | undefined {
  if (command === "move-up") return (y & 1) === 1 ? "nw" : "ne";
  if (command === "move-down") return (y & 1) === 1 ? "sw" : "se";
  return command ? DIRECTION[command] : undefined;
}
