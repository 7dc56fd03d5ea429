// docs/SCRIPTS.md documents every command the command language knows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMAND_HELP } from "../../src/play/command-help.js";

const doc = readFileSync(new URL("../../docs/SCRIPTS.md", import.meta.url), "utf8");

describe("docs/SCRIPTS.md", () => {
  it("has a row for every command in the help", () => {
    const verbs = COMMAND_HELP.map((h) => h.usage.split(" ")[0]!).filter((w) => /^[a-z-]+$/.test(w));
    expect(verbs.length).toBeGreaterThan(5);
    for (const verb of verbs) expect(doc).toMatch(new RegExp(`^\\| \`${verb}[ \`]`, "m"));
  });
});
