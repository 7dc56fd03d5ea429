// What the `:` prompt answers to `help` (or `?`): the verbs of the command language, or one verb's form and use.
import { COMMAND_HELP } from "../seat/command-help.js";

/** The `:` prompt's line; while nothing is typed it says what it takes, so a new player need not guess. */
export function typedLine(text: string): string {
  return text === "" ? ": _   a command, e.g. move 7 e e (help lists them; Enter runs, Esc cancels)" : `: ${text}_`;
}

// The verbs' entries: each usage starts with its verb in lower case (WHO and the like are words of the forms).
const VERB_HELP = COMMAND_HELP.filter((h) => /^[a-z]/.test(h.usage));
const verbOf = (usage: string): string => usage.split(/\s/)[0]!;
const VERB_LIST = [...new Set(VERB_HELP.map((h) => verbOf(h.usage)))].join(", ");

/** The answer to a typed `help`, `help VERB` or `?`; undefined when the line asks something else. */
export function promptHelp(line: string): string | undefined {
  const [first, second, ...more] = line.trim().split(/\s+/);
  if ((first !== "help" && first !== "?") || more.length > 0) return undefined;
  if (second === undefined)
    return `commands: ${VERB_LIST}; help COMMAND shows one's form (docs/SCRIPTS.md has them all)`;
  const entries = VERB_HELP.filter((h) => verbOf(h.usage) === second.toLowerCase());
  if (entries.length === 0) return `no command '${second}': commands are ${VERB_LIST}`;
  return entries.map((h) => `${h.usage}: ${h.about}`).join("; ");
}
