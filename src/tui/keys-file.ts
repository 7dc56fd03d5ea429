// The player's key bindings file: $XDG_CONFIG_HOME/derelict/keys.yaml (or ~/.config/derelict/keys.yaml).
import { existsSync } from "node:fs";
import { readTextFile } from "../content/text-source.js";
import { homedir } from "node:os";
import { join } from "node:path";
import { COMMAND_NAMES, type CommandName } from "./keymap.js";

export interface KeyBindings {
  readonly overrides: Partial<Record<CommandName, readonly string[]>>;
  /** What was wrong with the file, one FILE:LINE:COL line each; the rest of the file still counts. */
  readonly problems: readonly string[];
}

const NONE: KeyBindings = { overrides: {}, problems: [] };

export function keysFilePath(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), ".config");
  return join(base, "derelict", "keys.yaml");
}

/**
 * Bindings from the file, or none when it does not exist. Each entry: `command: key` or
 * `command: [key, key]`. The YAML parser is loaded only when there is a file to read, so
 * the game's first screen does not wait for it.
 */
export async function loadKeyBindings(file: string): Promise<KeyBindings> {
  if (!existsSync(file)) return NONE;
  const { isMap, isScalar, LineCounter, parseDocument } = await import("yaml");
  const lines = new LineCounter();
  // The one guarded reader: a named pipe or a device named keys.yaml is refused, never waited on.
  const read = readTextFile(file, "a YAML file of key bindings");
  if (!read.ok) {
    const p = read.problems[0]!;
    return { overrides: {}, problems: [`${p.file}:${p.line}:${p.col}: ${p.message}; default keys used`] };
  }
  const text = read.value;
  const doc = parseDocument(text, { lineCounter: lines });
  const at = (offset: number | undefined): string => {
    const { line, col } = lines.linePos(offset ?? 0);
    return `${file}:${line}:${col}`;
  };
  const error = doc.errors[0];
  if (error)
    return {
      overrides: {},
      problems: [`${at(error.pos[0])}: not readable YAML (${error.message.split("\n")[0]}); default keys used`],
    };
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) return NONE;
  if (!isMap(doc.contents))
    return {
      overrides: {},
      problems: [`${at(doc.contents.range?.[0])}: expected lines of 'command: key'; default keys used`],
    };
  const data = doc.toJS() as Record<string, unknown>;
  const overrides: Partial<Record<CommandName, readonly string[]>> = {};
  const problems: string[] = [];
  for (const pair of doc.contents.items) {
    const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
    const where = at(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (!(COMMAND_NAMES as readonly string[]).includes(name)) {
      // Short enough for the menu's foot at 80x24 (the whole list ran off the screen); the help page names them all.
      problems.push(
        `${where}: no command '${name}', the line is ignored; the help page (?) names each command in brackets`,
      );
      continue;
    }
    const keys = keysOf(data[name]);
    if (!keys) {
      problems.push(`${where}: ${name}: expected a key or a list of keys, e.g. ${name}: [y, home]`);
      continue;
    }
    overrides[name as CommandName] = keys;
  }
  return { overrides, problems };
}

/** The keys of one entry (numbers count as keys: `1`), or undefined when it names none or something else. */
function keysOf(value: unknown): string[] | undefined {
  const keys = (Array.isArray(value) ? value : [value]).map((k) => (typeof k === "number" ? String(k) : k));
  return keys.length === 0 || keys.some((k) => typeof k !== "string" || k === "") ? undefined : (keys as string[]);
}
