// The seat's module boundary, enforced by ESLint (eslint.config.js): the screens, the bot and a side's
// output import game information from src/seat only. A deliberately offending module is reported in
// each of those places; the real tree is clean.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const OFFENDER = readFileSync(join(import.meta.dirname, "fixtures", "offender.ts.txt"), "utf8");
const RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems ESLint reports for TEXT as if it were the file at PATH: "line: import". */
async function reported(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, path) });
  return result!.messages
    .filter((m) => m.ruleId !== null && RULES.has(m.ruleId))
    .map((m) => `${m.line}: ${text.split("\n")[m.line - 1]!.trim()}`);
}

describe("the seat's import rule", () => {
  it.each(["src/tui/offender.ts", "src/ai/offender.ts", "src/cli/side-output.ts", "src/host/player/offender.ts"])(
    "reports every import of game information but the seat's in %s",
    async (path) => {
      const found = await reported(path, OFFENDER);
      const bad = [
        'import type { GameState } from "../engine/state.js";',
        'import { Session } from "../play/session.js";',
        'import { view } from "../view/player-view.js";',
        'import { loadSave } from "../save/load-save.js";',
        'export * from "../engine/hidden.js";',
        'const apply = await import("../engine/apply.js");',
      ];
      for (const line of bad)
        expect(
          found.some((f) => f.endsWith(line)),
          line,
        ).toBe(true);
      expect(found.some((f) => f.includes("../seat/"))).toBe(false);
      // A side's output may import the seat alone; screens and the bot the drawing modules too.
      const drawing = found.filter((f) => /\.\.\/(hex|ship)\//.test(f));
      expect(drawing.length).toBe(path.startsWith("src/cli/") ? 2 : 0);
    },
    30_000,
  );

  it("leaves modules outside those folders alone (the host's composition code holds sessions)", async () => {
    expect(await reported("src/play/offender.ts", OFFENDER)).toEqual([]);
    expect(await reported("src/host/offender.ts", OFFENDER)).toEqual([]);
  }, 30_000);

  it("holds the host's per-player code to the seat and the screens, and keeps it from the host's sessions", async () => {
    const text = [
      'import { Seat } from "../../seat/index.js";',
      'import { runTui } from "../../tui/run-tui.js";',
      'import { Session } from "../../play/session.js";',
      'import { GameRegistry } from "../game-registry.js";',
      'import type { GameState } from "../../engine/state.js";',
      "",
    ].join("\n");
    expect(await reported("src/host/player/offender.ts", text)).toEqual([
      '3: import { Session } from "../../play/session.js";',
      '4: import { GameRegistry } from "../game-registry.js";',
      '5: import type { GameState } from "../../engine/state.js";',
    ]);
  }, 30_000);

  it("holds on the real tree: the screens, the bot and a side's output import only the seat for the game", async () => {
    const results = await eslint.lintFiles(["src/tui", "src/ai", "src/cli/side-output.ts", "src/host/player"]);
    const problems = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId !== null && RULES.has(m.ruleId))
        .map((m) => `${r.filePath}:${m.line}: ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  }, 60_000);
});
