// The player's key bindings file: $XDG_CONFIG_HOME/derelict/keys.yaml (or ~/.config/derelict/keys.yaml).
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { COMMAND_NAMES, type CommandName } from "./keymap.js";

export interface KeyBindings {
  readonly overrides: Partial<Record<CommandName, readonly string[]>>;
  /** What was wrong with the file, one line each; the rest of the file still counts. */
  readonly problems: readonly string[];
}

export function keysFilePath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), ".config");
  return join(base, "derelict", "keys.yaml");
}

/** Bindings from the file, or none when it does not exist. Each entry: `command: key` or `command: [key, key]`. */
export function loadKeyBindings(file: string): KeyBindings {
  if (!existsSync(file)) return { overrides: {}, problems: [] };
  let data: unknown;
  try {
    data = parse(readFileSync(file, "utf8"));
  } catch (e) {
    return { overrides: {}, problems: [`${file}: not readable YAML (${e instanceof Error ? e.message.split("\n")[0] : String(e)}); default keys used`] };
  }
  if (data === null || data === undefined) return { overrides: {}, problems: [] };
  if (typeof data !== "object" || Array.isArray(data)) return { overrides: {}, problems: [`${file}: expected lines of 'command: key'; default keys used`] };
  const overrides: Partial<Record<CommandName, readonly string[]>> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (!(COMMAND_NAMES as readonly string[]).includes(name)) {
      problems.push(`${file}: no command '${name}' (commands: ${COMMAND_NAMES.join(", ")})`);
      continue;
    }
    const keys = (Array.isArray(value) ? value : [value]).map((k) => (typeof k === "number" ? String(k) : k));
    if (keys.length === 0 || keys.some((k) => typeof k !== "string" || k === "")) {
      problems.push(`${file}: ${name}: expected a key or a list of keys, e.g. ${name}: [y, home]`);
      continue;
    }
    overrides[name as CommandName] = keys as string[];
  }
  return { overrides, problems };
}
