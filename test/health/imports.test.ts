// The imports between the program's files (and the bench's). No two files import each other,
// however far round, at run time: a circle makes what a module sees as it loads depend on which
// file happened to load first. And every file is reached from a way in, the `derelict` command
// or a script of package.json, through imports of any kind (or as the file a worker thread runs):
// a file nothing reaches is dead.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, unreached } from "./import-graph.js";

const ROOT = join(import.meta.dirname, "..", "..");
const fixture = importGraph(join(ROOT, "test", "fixtures"), ["cycle"]);
const program = importGraph(ROOT, ["src", "bench"]);

/** The sources of the built files that bin/derelict.js and the package's scripts run. */
function entries(): string[] {
  const scripts = Object.values(
    (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
  );
  const bin = readFileSync(join(ROOT, "bin", "derelict.js"), "utf8");
  const built = [...[bin, ...scripts].join("\n").matchAll(/\bdist(-dev)?\/([\w/.-]+)\.js\b/g)];
  return built.map(([, dev, path]) => (dev ? `${path}.ts` : `src/${path}.ts`));
}

describe("import cycles at run time", () => {
  it("are found in a fixture, and a circle through types alone is not one", () => {
    expect(cycles(fixture.runtime)).toEqual([["cycle/first.ts", "cycle/second.ts", "cycle/third.ts"]]);
    expect(cycles(fixture.all)).toEqual([
      ["cycle/first.ts", "cycle/second.ts", "cycle/third.ts", "cycle/types-only.ts"],
    ]);
  });

  it("are none in the program and the bench", () => {
    expect(cycles(program.runtime).map((c) => c.join(" -> "))).toEqual([]);
  });
});

describe("dead files", () => {
  it("are found in a fixture", () => {
    expect(unreached(fixture, ["cycle/first.ts"])).toEqual(["cycle/orphan.ts"]);
  });

  it("are none in the program and the bench", () => {
    const ways = entries();
    expect(ways).toEqual(
      expect.arrayContaining(["src/cli/main.ts", "src/cli/write-schemas.ts", "bench/main.ts", "bench/playtest.ts"]),
    );
    expect(unreached(program, ways)).toEqual([]);
  });
});
