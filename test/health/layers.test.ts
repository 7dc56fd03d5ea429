// The layer rules of eslint.config.js (docs/LAYERS.md): each folder imports only the folders below
// it, the core does no input or output, and only the terminal adapter imports blessed.
// `npm run lint` holds the tree to them; here each is shown to find what it forbids.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function refused(file: string, specifier: string): Promise<boolean> {
  const code = `import * as m from "${specifier}";\nexport const n = m;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  // The layer rules, and the seat's (docs/SEAT.md), which confines the screens and the bot further.
  return result!.messages.some((m) => m.ruleId?.endsWith("no-restricted-imports"));
}

describe("the layers", () => {
  it.each([
    ["src/engine/x.ts", "../view/player-view.js"],
    ["src/engine/combat/x.ts", "../../play/session.js"],
    ["src/engine/x.ts", "../content/catalog.js"],
    ["src/ship/x.ts", "../engine/state.js"],
    ["src/hex/x.ts", "../map/terrain.js"],
    ["src/view/x.ts", "../content/catalog.js"],
    ["src/content/x.ts", "../view/player-view.js"],
    ["src/play/x.ts", "../save/saver.js"],
    ["src/save/x.ts", "../tui/app.js"],
    ["src/tui/x.ts", "../engine/state.js"],
    ["src/tui/x.ts", "../cli/main.js"],
    ["src/tui/x.ts", "../view/player-view.js"],
    ["src/ai/x.ts", "../tui/app.js"],
    ["src/seat/x.ts", "../ai/bot.js"],
    ["src/seat/x.ts", "../content/catalog.js"],
    ["src/play/session.ts", "../seat/seat.js"],
    ["src/play/x.ts", "../ai/bot.js"],
    ["src/play/x.ts", "../seating/seats.js"],
    ["src/ai/x.ts", "../seating/computer-game.js"],
    ["src/tui/x.ts", "../seating/seats.js"],
    ["src/seating/x.ts", "../host/host.js"],
    ["src/sides/x.ts", "../hex/coords.js"],
    ["src/generate/x.ts", "../seat/seat.js"],
    ["src/content/x.ts", "../generate/ship-layout.js"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ["src/engine/combat/x.ts", "../../ship/ship.js"],
    ["src/engine/combat/x.ts", "../actions/move.js"],
    ["src/view/x.ts", "../engine/state.js"],
    ["src/play/x.ts", "../content/catalog.js"],
    ["src/tui/x.ts", "../seat/index.js"],
    ["src/cli/x.ts", "../tui/run-tui.js"],
    ["src/cli/x.ts", "../save/saver.js"],
    ["src/seat/x.ts", "../play/session.js"],
    ["src/seating/seats.ts", "../seat/index.js"],
    ["src/seating/bot-game.ts", "../ai/bot.js"],
    ["src/host/x.ts", "../seating/seats.js"],
    ["src/hex/x.ts", "../sides/sides.js"],
    ["src/engine/x.ts", "../sides/sides.js"],
    ["src/tui/x.ts", "../sides/sides.js"],
    ["src/ai/search/x.ts", "../../sides/sides.js"],
    ["src/generate/x.ts", "../content/catalog.js"],
    ["src/cli/x.ts", "../generate/ship-layout.js"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });

  it("keep input and output out of the core, and in the edges", async () => {
    for (const folder of ["hex", "map", "ship", "engine", "view", "play", "ai"])
      for (const io of ["node:fs", "fs", "node:child_process", "node:readline", "chalk", "commander"])
        expect(await refused(`src/${folder}/x.ts`, io), `${folder}: ${io}`).toBe(true);
    expect(await refused("src/generate/x.ts", "node:fs"), "generate: node:fs").toBe(true);
    // rot-js is the generator's alone (it loads it lazily), no other folder's.
    expect(await refused("src/engine/x.ts", "rot-js")).toBe(true);
    expect(await refused("src/tui/x.ts", "rot-js")).toBe(true);
    // The generator itself loads it lazily (await import), and may name its types.
    expect(await refused("src/generate/x.ts", "rot-js")).toBe(true);
    const [typeOnly] = await eslint.lintText('import type ROT from "rot-js";\nexport type R = typeof ROT;\n', {
      filePath: "src/generate/x.ts",
    });
    expect(typeOnly!.messages.filter((m) => m.ruleId?.endsWith("no-restricted-imports"))).toEqual([]);
    expect(await refused("src/content/x.ts", "node:fs")).toBe(false);
    expect(await refused("src/cli/x.ts", "commander")).toBe(false);
  });

  it("let only the terminal adapter import blessed", async () => {
    expect(await refused("src/tui/layout.ts", "blessed")).toBe(true);
    expect(await refused("src/tui/x.ts", "blessed/lib/widgets/box")).toBe(true);
    expect(await refused("src/cli/x.ts", "blessed")).toBe(true);
    expect(await refused("src/tui/terminal/screen.ts", "blessed")).toBe(false);
    expect(await refused("src/tui/terminal/screen.ts", "../../engine/state.js")).toBe(true);
  });
});
