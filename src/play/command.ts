// The player's command language, shared by scripts and the terminal game:
// one command a line, markers by number (7 or ?7) or by a soldier's name.
import { DIRECTIONS, type Direction } from "../hex/coords.js";
import { parseSystemCommand, SYSTEM_VERBS, type SystemCommand } from "./system-commands.js";

export type Way = Direction | "up" | "down";

export type Command =
  | { readonly verb: "move"; readonly who: string; readonly ways: readonly Way[] }
  | { readonly verb: "open" | "close"; readonly who: string; readonly way: Direction }
  /** Through the wall next to it onto the hex beyond (Pelgari Near Skippers). */
  | { readonly verb: "skip"; readonly who: string; readonly way: Direction }
  | { readonly verb: "board" | "exit"; readonly who: string }
  | { readonly verb: "leave"; readonly who: string; readonly hex?: string }
  | { readonly verb: "push"; readonly who: string; readonly way: Direction; readonly helper?: string }
  | { readonly verb: "dummy"; readonly hex: string }
  | { readonly verb: "remove"; readonly who: string }
  | { readonly verb: "fire" | "melee"; readonly who: string; readonly target: string }
  | { readonly verb: "carry" | "heal"; readonly who: string; readonly friend: string }
  | { readonly verb: "drop" | "ambush"; readonly who: string }
  | { readonly verb: "end" }
  /** Before play: place a marker in its zone; say the side has deployed. */
  | { readonly verb: "deploy"; readonly who: string; readonly hex: string }
  | { readonly verb: "ready" }
  | SystemCommand;

/** Vi-keys name the six directions too: y u / h l / b n. */
const KEYS: Readonly<Record<string, Direction>> = { y: "nw", u: "ne", l: "e", n: "se", b: "sw", h: "w" };

export function parseDirection(word: string): Direction | undefined {
  const w = word.toLowerCase();
  if ((DIRECTIONS as readonly string[]).includes(w)) return w as Direction;
  return KEYS[w];
}

function parseWay(word: string): Way | undefined {
  const w = word.toLowerCase();
  return w === "up" || w === "down" ? w : parseDirection(w);
}

/** A command from one line of text, or why the line is not one. Comments (#) are stripped first. */
export function parseCommand(line: string): Command | string {
  const words = line.replace(/#.*/, "").trim().split(/\s+/).filter(Boolean);
  const [verb, ...args] = words.map((w, i) => (i === 0 ? w.toLowerCase() : w));
  const need = (n: number, usage: string) => (args.length < n ? `usage: ${usage}` : undefined);
  switch (verb) {
    case "move": {
      const bad = need(2, "move WHO WAY...");
      if (bad) return bad;
      const ways = args.slice(1).map(parseWay);
      const unknown = args.slice(1).find((_, i) => ways[i] === undefined);
      if (unknown !== undefined) return `'${unknown}' is not a way: use nw ne e se sw w (or y u l n b h), up or down`;
      return { verb, who: args[0]!, ways: ways as Way[] };
    }
    case "open":
    case "close":
    case "skip": {
      const bad = need(2, `${verb} WHO WAY`);
      if (bad) return bad;
      const way = parseDirection(args[1]!);
      return way ? { verb, who: args[0]!, way } : `'${args[1]}' is not a direction: use nw ne e se sw w`;
    }
    case "board":
    case "exit":
    case "remove":
      return need(1, `${verb} WHO`) ?? { verb, who: args[0]! };
    case "leave":
      return need(1, "leave WHO [HEX]") ?? { verb, who: args[0]!, ...(args[1] ? { hex: args[1] } : {}) };
    case "push": {
      const bad = need(2, "push WHO WAY [with WHO]");
      if (bad) return bad;
      const way = parseDirection(args[1]!);
      if (!way) return `'${args[1]}' is not a direction: use nw ne e se sw w`;
      if (args[2] !== undefined && (args[2].toLowerCase() !== "with" || args[3] === undefined))
        return "usage: push WHO WAY [with WHO]";
      return { verb, who: args[0]!, way, ...(args[3] ? { helper: args[3] } : {}) };
    }
    case "dummy":
      return need(1, "dummy HEX") ?? { verb, hex: args[0]! };
    case "fire":
    case "melee": {
      if (args.length < 3 || args[1]!.toLowerCase() !== "at") return `usage: ${verb} WHO at TARGET`;
      return { verb, who: args[0]!, target: args.slice(2).join(" ") };
    }
    case "carry":
    case "heal":
      return need(2, `${verb} WHO FRIEND`) ?? { verb, who: args[0]!, friend: args[1]! };
    case "drop":
    case "ambush":
      return need(1, `${verb} WHO`) ?? { verb, who: args[0]! };
    case "end":
    case "ready":
      return { verb };
    case "deploy":
      return need(2, "deploy WHO HEX") ?? { verb, who: args[0]!, hex: args[1]! };
    case "station":
    case "bridge":
    case "switch":
    case "transport":
    case "launch":
    case "wake":
    case "identify":
      return parseSystemCommand(verb, args);
    case undefined:
      return "empty command";
    default:
      return `unknown command '${verb}': commands are move, open, close, skip, board, leave, exit, push, dummy, remove, fire, melee, carry, drop, heal, ambush, ${SYSTEM_VERBS.join(", ")}, end, deploy, ready`;
  }
}
