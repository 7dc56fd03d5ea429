// The start menu's scenario list: from the header index the build writes (no YAML parser on the
// way to the first screen), the same names, summaries and intro marks as the parser reads from
// the whole file; a file changed since the build, or not in the index, is read by the parser.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { headerOf, scenarioEntries, scenarioEntry } from "../../src/content/scenario-entries.js";
import { buildScenarioIndex, readScenarioIndex, type IndexEntry } from "../../src/content/scenario-index.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-entries-"));

/** The index of some files, written to a file and read back as the menu reads it. */
function indexOf(files: readonly string[]): ReadonlyMap<string, IndexEntry> {
  const file = join(dir, `index-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(buildScenarioIndex(files, headerOf, parse)));
  return readScenarioIndex(file);
}

describe("scenario entries", () => {
  it("list every bundled scenario from the index as the parser reads the whole file, the introduction first", async () => {
    const files = bundledScenarioFiles();
    const index = indexOf(files);
    expect([...index.keys()].sort()).toEqual([...files].sort());
    const entries = await scenarioEntries(files, index);
    expect(entries.length).toBe(files.length);
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

  it("take an entry from the index while the file's header is as it was, and read the file once it changed", async () => {
    const file = join(dir, "changing.yaml");
    writeFileSync(file, "name: Before\nsummary: as built\nsides: {}\n");
    const index = indexOf([file]);
    // The index is what is used: an entry whose header matches is taken as it stands, unparsed.
    const forged = new Map([[file, { ...index.get(file)!, name: "From the index" }]]);
    expect((await scenarioEntry(file, forged)).name).toBe("From the index");
    writeFileSync(file, "name: After\nsummary: edited since\nsides: {}\n");
    expect(await scenarioEntry(file, forged)).toEqual({ file, name: "After", summary: "edited since", intro: false });
  });

  it("leave out of the index a file whose header alone reads otherwise, and read it whole", async () => {
    const file = join(dir, "anchored.yaml");
    writeFileSync(file, "sides:\n  blue: &n Named by an anchor\nname: *n\n");
    expect(buildScenarioIndex([file], headerOf, parse).entries).toEqual([]);
    expect((await scenarioEntry(file)).name).toBe("Named by an anchor");
  });

  it("read no index when there is none (a run from src/)", () => {
    expect(readScenarioIndex(join(dir, "no-such-index.json")).size).toBe(0);
  });

  it("keep only the header keys' lines, with what is indented under them", () => {
    const text = "# a comment\nname: N\nsides:\n  blue: x\nsummary: >\n  two\n\n  lines\nturns: 3\nintro: true\n";
    expect(headerOf(text)).toBe("name: N\nsummary: >\n  two\n\n  lines\nintro: true\n");
  });

  it("read any header the parser reads, and name a file that cannot be read by its file name", async () => {
    const file = join(dir, "folded.yaml");
    writeFileSync(file, "name: &n 'Quoted: with a colon'\r\nsummary: >\r\n  folded\r\n  text\r\nintro: true\r\n");
    expect(await scenarioEntry(file)).toEqual({
      file,
      name: "Quoted: with a colon",
      summary: "folded text\n",
      intro: true,
    });
    const broken = join(dir, "broken.yaml");
    writeFileSync(broken, "name: [unclosed\n");
    expect(await scenarioEntry(broken)).toEqual({
      file: broken,
      name: "broken",
      summary: "(this file cannot be read)",
      intro: false,
      problem: `${broken}:1:1: not YAML that reads (derelict validate says where)`,
    });
  });

  // Old: the menu's (and the host's lobby's) headers were read with a bare parse, so a name or summary
  // with terminal controls (C1 CSI U+009B, an OSC, SGR after ESC) reached every player's screen.
  it("take no name or summary with a control character: the entry says why, by file and line", async () => {
    // A C1 character as it stands in the file; ESC sequences as YAML's escapes (a raw ESC byte is refused as binary).
    for (const [bad, code] of [
      ["\u009b2J", "U+009B"],
      ["\\u001b]0;pwned\\u0007", "U+001B"],
      ["\\e[31mred", "U+001B"],
      ["\\u009d0;title\\u009c", "U+009D"],
    ] as const) {
      const file = join(dir, "controls.yaml");
      writeFileSync(file, `name: Plain\nsummary: "looks ${bad} harmless"\n`);
      expect(await scenarioEntry(file)).toEqual({
        file,
        name: "controls",
        summary: "(this file cannot be read)",
        intro: false,
        problem: `${file}:2:1: summary: text with a control character (${code}): expected plain text (no escape codes or other control characters)`,
      });
    }
  });
});
