// The pure core (hex, map, ship, engine, view) holds no state between calls: the lint rule that
// says so (eslint.config.js; `npm run lint` holds the tree to it) finds each way of keeping some,
// the caches the engine once kept among them.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function findings(code: string, file = "src/engine/example.ts"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId?.startsWith("no-restricted")).map((m) => m.message);
}

describe("module-level state in the pure core", () => {
  it.each([
    ["a let", "let lastShip: object | undefined;\nexport const f = () => lastShip;"],
    ["an exported let", "export let next = 0;"],
    ["a var", "var next = 0;\nexport const f = () => next;"],
    [
      "a WeakMap of ships",
      "const built = new WeakMap<object, number>();\nexport const f = (s: object) => built.get(s);",
    ],
    ["a Map", "export const byName = new Map<string, number>();"],
    ["a ring of kept arrays", "const kept: (number | undefined)[] = new Array(4).fill(undefined);\nexport { kept };"],
    ["an empty array", "const seen: number[] = [];\nexport const f = () => seen;"],
    ["an empty object", "const found: Record<string, number> = {};\nexport const f = () => found;"],
    ["an assignment", "export const box = { n: 0 };\nbox.n = 1;"],
  ])("is found: %s", async (_, code) => {
    expect(await findings(code)).toHaveLength(1);
  });

  it("is found in every layer of the core", async () => {
    for (const folder of ["hex", "map", "ship", "engine", "view"])
      expect(await findings("let n = 0;\nexport const f = () => n;", `src/${folder}/example.ts`)).toHaveLength(1);
  });

  it("is left alone outside the core", async () => {
    expect(await findings("let n = 0;\nexport const f = () => n;", "src/tui/example.ts")).toEqual([]);
  });

  it("leaves tables alone: constants, read-only collections and frozen lists", async () => {
    const tables = [
      'export const SIDES = ["blue", "yellow"] as const;',
      "export const LIMIT = 4;",
      'const SPANS: ReadonlySet<string> = new Set(["ladder"]);\nexport const f = (t: string) => SPANS.has(t);',
      "const NONE: readonly number[] = [];\nexport const f = () => NONE;",
      "export function f() {\n  const m = new Map<number, number>();\n  let n = 0;\n  m.set(n++, 1);\n  return m;\n}",
    ].join("\n");
    expect(await findings(tables)).toEqual([]);
  });

  it("reads no clock and rolls no dice of its own", async () => {
    expect(await findings("export const f = () => Math.random();")).toHaveLength(1);
    expect(await findings("export const f = () => Date.now();")).toHaveLength(1);
    expect(await findings("export const f = () => new Date();")).toHaveLength(1);
    expect(await findings("export const f = () => performance.now();")).toHaveLength(1);
  });
});
