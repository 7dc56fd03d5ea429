// A bug in the middle of a game on screen: the terminal is given back, one line says "internal error",
// the exit code is 70, and the save holds every action that applied, so the game resumes from it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { loadSave } from "../../src/save/load-save.js";
import { latestSave } from "../../src/save/save-folder.js";
import { DUEL, select, startTui } from "./harness.js";

// A bug planted in the engine's move rule (its registry entry): it throws while `trap.on`.
const trap = vi.hoisted(() => ({ on: false }));
vi.mock("../../src/engine/actions/move.js", async (original) => {
  const real = await original<typeof import("../../src/engine/actions/move.js")>();
  return {
    ...real,
    MOVE: {
      ...real.MOVE,
      play: (...args: Parameters<typeof real.MOVE.play>) => {
        if (trap.on) throw new Error("a planted bug");
        return real.MOVE.play(...args);
      },
    },
  };
});

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.XDG_DATA_HOME;
  process.env.XDG_DATA_HOME = mkdtempSync(join(tmpdir(), "derelict-tui-crash-"));
});
afterAll(() => {
  if (saved === undefined) delete process.env.XDG_DATA_HOME;
  else process.env.XDG_DATA_HOME = saved;
});

describe("an internal error in the terminal game", () => {
  it("gives the terminal back, says so in one line, exits 70, and keeps the save up to the last applied action", async () => {
    const problems: string[] = [];
    const starter = {
      ...playStarter({ seed: "1", save: true, onProblem: (m) => problems.push(m), env: { HOME: "/nonexistent" } }),
      scenarios: [{ file: DUEL, name: "TUI duel", summary: "", intro: false }],
    };
    const h = await startTui({ starter, start: DUEL });
    await h.keys("enter");
    await select(h, "Quillfeather");
    await h.keys("l");
    expect(h.text()).toContain("Quillfeather 89:0806 -> 89:0906");
    let stderr = "";
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      stderr += String(chunk);
      return true;
    });
    try {
      trap.on = true;
      await h.keys("l");
      expect(await h.exited).toBe(70);
    } finally {
      trap.on = false;
      spy.mockRestore();
      starter.close();
    }
    expect((h.screen as { destroyed?: boolean }).destroyed).toBe(true);
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^derelict: internal error, a bug in derelict and not your mistake: a planted bug\. The game is saved/,
    );
    const save = latestSave();
    expect(save).toBeDefined();
    const loaded = loadSave(save!);
    if (!loaded.ok) throw new Error(loaded.kind);
    expect(loaded.session.actions).toHaveLength(1);
    expect(loaded.session.view("blue").own.find((m) => m.soldier?.name === "Quillfeather")?.where).toMatchObject({
      hex: "89:0906",
    });
    expect(problems).toEqual([]);
  }, 20_000);
});
