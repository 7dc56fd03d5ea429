// README's table of keys (Playing) names every key the game binds by default, as the help screen does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_NAMES, COMMANDS } from "../../src/tui/keymap.js";

const README = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");
const NAMES: Record<string, string> = {
  home: "Home",
  pageup: "PgUp",
  pagedown: "PgDn",
  end: "End",
  left: "Left",
  right: "Right",
  up: "Up",
  down: "Down",
  tab: "Tab",
  "S-tab": "Shift-Tab",
};

describe("README's keys", () => {
  it("lists every default key in the Playing section's table", () => {
    const table = README.slice(README.indexOf("| keys | what they do |"), README.indexOf("Rebind keys in"));
    for (const name of COMMAND_NAMES) {
      for (const key of COMMANDS[name].keys) {
        const shown = NAMES[key] ?? (/^\d$/.test(key) ? key : `\`${key}\``);
        expect(table, `${name}: ${key}`).toContain(shown);
      }
    }
  });
});
