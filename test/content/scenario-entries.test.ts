// The start menu's scenario list, read from each file's header alone: the same names, summaries
// and intro marks as the full parser reads from the whole file.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { headerOf, scenarioEntries, scenarioEntry } from "../../src/content/scenario-entries.js";

describe("scenario entries", () => {
  it("read every bundled scenario's header as the full parser reads the whole file, the introduction first", async () => {
    const entries = await scenarioEntries();
    expect(entries.length).toBe(bundledScenarioFiles().length);
    expect(entries[0]!.intro).toBe(true);
    for (const entry of entries) {
      const whole = parse(readFileSync(entry.file, "utf8")) as { name: string; summary: string; intro?: boolean };
      expect(entry).toEqual({
        file: entry.file,
        name: whole.name,
        summary: whole.summary,
        intro: whole.intro === true,
      });
    }
  });

  it("keep only the header keys' lines, with what is indented under them", () => {
    const text = "# a comment\nname: N\nsides:\n  blue: x\nsummary: >\n  two\n\n  lines\nturns: 3\nintro: true\n";
    expect(headerOf(text)).toBe("name: N\nsummary: >\n  two\n\n  lines\nintro: true\n");
  });

  it("fall back to the full parser for a header outside the plain subset", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-entries-"));
    const file = join(dir, "folded.yaml");
    writeFileSync(file, "name: &n 'Quoted: with a colon'\nsummary: >\n  folded\n  text\nintro: true\n");
    expect(await scenarioEntry(file)).toEqual({
      file,
      name: "Quoted: with a colon",
      summary: "folded text\n",
      intro: true,
    });
  });
});
