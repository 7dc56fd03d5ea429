// docs/SCRIPTS.md documents every command the command language knows, and every refusal code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REFUSAL_CODES } from "../../src/engine/refusal.js";
import { COMMAND_HELP } from "../../src/play/command-help.js";

const doc = readFileSync(new URL("../../docs/SCRIPTS.md", import.meta.url), "utf8");

describe("docs/SCRIPTS.md", () => {
  it("has a row for every command in the help", () => {
    const verbs = COMMAND_HELP.map((h) => h.usage.split(" ")[0]!).filter((w) => /^[a-z-]+$/.test(w));
    expect(verbs.length).toBeGreaterThan(5);
    for (const verb of verbs) expect(doc).toMatch(new RegExp(`^\\| \`${verb}[ \`]`, "m"));
  });

  it("lists every refusal code with its meaning, and no other", () => {
    const section = doc.slice(doc.indexOf("### Refusals"), doc.indexOf("### Deployment"));
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]!.replace(/\\\|/g, "|")]);
    expect(rows).toEqual(Object.entries(REFUSAL_CODES));
  });
});
