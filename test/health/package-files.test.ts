// What `npm pack` ships: the command, the built program and the bundled content; never the
// benchmark, the tests or the sources (the package runs from dist/, built before packing).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

it("ships the game and no benchmark, test or source", () => {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8" });
  const files = (JSON.parse(out) as [{ files: { path: string }[] }])[0].files.map((f) => f.path);
  expect(files).toEqual(
    expect.arrayContaining([
      "bin/derelict.js",
      "dist/cli/main.js",
      "maps/89-bridge.yaml",
      "scenarios/introduction.yaml",
    ]),
  );
  expect(files.filter((f) => /^(src|test|bench|dist-dev|dist\/bench)\//.test(f))).toEqual([]);
});
