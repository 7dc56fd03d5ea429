// No program reads the game's words back: the computer, the screens and the outputs read an event's
// kind and fields and a marker's typed identity ({number?, type?}), never its text (issue 30).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");
const FILES = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.split("\\").join("/"));
const source = (file: string): string => readFileSync(join(SRC, file), "utf8");

/** Ways English was parsed back, each once in the code (the event's text, a marker's "?7", a camera's "a dummy"). */
const PATTERNS: readonly { readonly what: string; readonly re: RegExp }[] = [
  { what: "a regular expression run over a text", re: /\.(?:exec|test)\(\s*\w+\.text\b/ },
  {
    what: "a text matched or searched",
    re: /\.text\.(?:match|matchAll|search|startsWith|endsWith|includes|replace)\(/,
  },
  { what: "a label's '?' stripped off to read its number", re: /label\.slice\(1\)|label\.startsWith\("\?"\)/ },
  { what: "a marker number read out of words", re: /\\\?\(\\d\+\)/ },
  { what: "the camera's words compared", re: /===?\s*"a dummy"|\/dummy\/\.test/ },
];

/** Files that may match a pattern, and why. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  "content/art.ts": "regular expressions over a YAML document's source, not over the game's words",
  "content/yaml-document.ts": "regular expressions over a YAML document's source, not over the game's words",
  "tui/map-render.ts": "a view replayed from a save written before markers had typed identities has its label alone",
};

/** Outside the words' own folders, `.text` is read only where it is no event's: each file's reason. */
const OTHER_TEXTS: Readonly<Record<string, string>> = {
  "content/art.ts": "a YAML document's source",
  "content/yaml-document.ts": "a YAML document's source",
  "content/zone-starts.ts": "a zone's description",
  "map/features.ts": "a module's feature lines",
  "cli/maps-command.ts": "a module's feature lines",
  "host/player/lobby-screen.ts": "a line the player typed",
  "save/side-log.ts": "the shape of a saved event checked",
  "play/verbs/travel.ts": "the side's own event lines quoted whole in why a travel stopped (never read back)",
};

/** Folders that write the words: the view (src/view) and the screens (src/tui). */
const WORDS = (file: string): boolean => file.startsWith("view/") || file.startsWith("tui/");

describe("no English parsed in src/", () => {
  it("has none of the known ways of reading words back, anywhere", () => {
    const found: string[] = [];
    for (const file of FILES.filter((f) => EXCEPTIONS[f] === undefined))
      source(file)
        .split("\n")
        .forEach((line, i) => {
          for (const p of PATTERNS) if (p.re.test(line)) found.push(`src/${file}:${i + 1}: ${p.what}`);
        });
    expect(found).toEqual([]);
  });

  it("reads `.text` outside the view and the screens only where it is no event's words", () => {
    const reads = FILES.filter((f) => !WORDS(f) && /\.text\b/.test(source(f)));
    expect(reads.filter((f) => OTHER_TEXTS[f] === undefined)).toEqual([]);
    // The list goes with the code: a file that no longer reads a text leaves it.
    expect(Object.keys(OTHER_TEXTS).filter((f) => !reads.includes(f))).toEqual([]);
  });

  it("catches what it looks for", () => {
    const line =
      "const m = /^the (.+?) at \\S+ is killed/.exec(e.text); for (const m of e.text.matchAll(/^\\?(\\d+)/g)) {}";
    expect(PATTERNS.filter((p) => p.re.test(line)).map((p) => p.what)).toEqual([
      "a regular expression run over a text",
      "a text matched or searched",
      "a marker number read out of words",
    ]);
  });
});
