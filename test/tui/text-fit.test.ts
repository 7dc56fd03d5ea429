// Fitting text into a width: a word longer than a line (a save's path in "saving to ...") is broken over lines, never cut.
import { describe, expect, it } from "vitest";
import { fold, lastFolded, wrap } from "../../src/tui/text-fit.js";

const PATH = "~/.local/share/derelict/saves/introduction-cold-engines-2026-12-02-001938.jsonl";

describe("wrapping", () => {
  it("breaks a word longer than the line into pieces that fit, keeping every character", () => {
    const lines = wrap(`saving to ${PATH}`, 30, "  ");
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(30);
    expect(lines.join("").replace(/\s+/g, "")).toBe(`savingto${PATH}`);
    expect(lines.join("")).not.toContain("…");
  });

  it("keeps a long path whole in the message log at 80 columns", () => {
    const lines = lastFolded([`resumed from /root/.local/share/derelict/saves/${"x".repeat(90)}.jsonl`], 80, 4);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join("")).toContain(".jsonl");
    expect(fold("short line", 80)).toEqual(["short line"]);
  });
});
