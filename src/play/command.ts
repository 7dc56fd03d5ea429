// The player's command language, shared by scripts, the typed prompt of the terminal game and any
// program: one command a line, `#` comments. Each verb's form is in its entry (src/play/verbs/).
import { refusal, type Refusal } from "../engine/refusal.js";
import { verbOf, VERBS, type Command } from "./verbs/index.js";
import { Words } from "./words.js";

export type { Command, VerbName } from "./verbs/index.js";
export type { Way, Who } from "./verb.js";
export { parseDirection } from "./words.js";

/** The words of a line, comments (#) stripped. */
export const wordsOf = (line: string): string[] => line.replace(/#.*/, "").trim().split(/\s+/).filter(Boolean);

/** A command from one line of text, or why the line is not one (a refusal with its code). */
export function parseCommand(line: string): Command | Refusal {
  // Refused before any word is read: a refusal names the words it could not take, and an escape code
  // put back on the terminal in it would drive the terminal of whoever reads it (a shared script's).
  // Tabs and a carriage return (a line ended CR LF) are white space.
  const control = /[\u0000-\u0008\u000a-\u000c\u000e-\u001f\u007f-\u009f]/u.exec(line)?.[0];
  if (control !== undefined)
    return refusal(
      "control-character",
      `a control character (U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) in the command: commands are plain text`,
    );
  const [first, ...rest] = wordsOf(line);
  if (first === undefined) return refusal("empty", "empty command");
  const verb = verbOf(first.toLowerCase());
  if (!verb)
    return refusal(
      "unknown-command",
      `unknown command '${first.toLowerCase()}': commands are ${VERBS.map((v) => v.verb).join(", ")}`,
    );
  const words = new Words(rest, verb.form ?? verb.help.usage);
  const command = verb.parse(words);
  words.end();
  return words.refusal ?? (command as Command);
}

/** A command as a line of the command language. */
export function writeCommand(command: Command): string {
  return verbOf(command.verb)!.write(command);
}
