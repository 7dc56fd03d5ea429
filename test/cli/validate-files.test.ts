// `validate DIR` on a content folder with files a modder put in the wrong place or misspelt: a
// module in ships/ is warned of, a ship's misspelt `modules:` is named, a wrong module number
// lists the numbers there are, the folder's own among them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useContentFolders } from "../../src/content/content-folders.js";
import { formatProblem } from "../../src/content/problem.js";
import { validateFolder } from "../../src/cli/validate-files.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "misplaced-content");
const home = mkdtempSync(join(tmpdir(), "derelict-misplaced-"));
const xdg = process.env.XDG_DATA_HOME;

beforeAll(() => {
  process.env.XDG_DATA_HOME = home; // no default content folder of the machine's user
  useContentFolders([DIR]);
});
afterAll(() => {
  useContentFolders([]);
  if (xdg === undefined) delete process.env.XDG_DATA_HOME;
  else process.env.XDG_DATA_HOME = xdg;
  rmSync(home, { recursive: true, force: true });
});

describe("validate a content folder with misplaced and misspelt files", () => {
  const lines = (name: string, what: "errors" | "warnings") => {
    const report = validateFolder(DIR).find((r) => r.file === join(DIR, name));
    return { kind: report?.kind, lines: (report?.[what] ?? []).map(formatProblem) };
  };

  it("a module in ships/: a warning that says where it belongs", () => {
    expect(lines("ships/lab.yaml", "warnings")).toEqual({
      kind: "module",
      lines: [
        `${join(DIR, "ships/lab.yaml")}:2:1: a module in ships/, which holds ships: move it to maps/, where its number finds it`,
      ],
    });
  });

  it("a file in ships/ with its key misspelt is read as a ship, and the key named once, at the typo", () => {
    const file = join(DIR, "ships/typo.yaml");
    expect(lines("ships/typo.yaml", "errors")).toEqual({
      kind: "ship",
      lines: [`${file}:3:1: unknown key 'modles' (did you mean 'modules'?); expected 'name', 'summary', 'modules'`],
    });
  });

  it("a module number nothing has: the numbers there are, the folder's own too", () => {
    const [line] = lines("ships/lost.yaml", "errors").lines;
    expect(line).toMatch(
      /:6:15: no module 151 \(there are: 89, 90, [\d, ]+, 99, 149 \(misplaced-content\), 152 \(misplaced-content\)\);/,
    );
  });

  it("a module that does not load: its problems in its own file, one line where the ship names it", () => {
    const module = join(DIR, "maps/broken.yaml");
    expect(lines("maps/broken.yaml", "errors").lines).toHaveLength(3);
    expect(lines("ships/broken-ship.yaml", "errors").lines).toEqual([
      `${join(DIR, "ships/broken-ship.yaml")}:5:15: module 149: ${module}:6:6: row 0 is drawn one column off: each glyph stands between two hex positions (on row 0 hexes stand in even columns); shift the row one column, or if it belongs further down, leave empty lines above it (a level's rows count from the first line of its art) (and 2 more problems in that file)`,
    ]);
  });
});
