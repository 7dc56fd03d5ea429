// The README's sample map is real output: it must match `derelict maps show 89 --no-color` today.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { derelict, ROOT } from "./built-cli.js";

it("README.md shows the bridge exactly as `derelict maps show 89 --no-color` draws it", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const sample = /```\n(Module 89: Bridge\n[\s\S]*?)```/.exec(readme)?.[1];
  expect(sample, "README.md has a ``` block starting with 'Module 89: Bridge'").toBeDefined();
  expect(sample).toBe(derelict(["maps", "show", "89", "--no-color"]).stdout);
});

it("README.md stays a page for players and modders: at most 400 lines (diaries and tables live in docs/)", () => {
  const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length;
  expect(lines).toBeLessThanOrEqual(400);
});
