// The line for the shell when the player quits: where the unfinished game is saved and how to go on; none once it is over.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { DUEL } from "../tui/harness.js";

describe("the play starter's farewell", () => {
  it("names the save of a game left unfinished and how to resume it; nothing once the game is finished or unsaved", () => {
    const data = mkdtempSync(join(tmpdir(), "derelict-farewell-"));
    const env = { HOME: data, XDG_DATA_HOME: data };
    // The saves' folder is read from the process's environment (src/save/save-folder.ts).
    const before = process.env.XDG_DATA_HOME;
    process.env.XDG_DATA_HOME = data;
    const saving = playStarter({ seed: "1", save: true, onProblem: () => {}, env });
    try {
      expect(saving.farewell()).toBeUndefined();
      const game = saving.newGame(DUEL, {});
      expect(Array.isArray(game)).toBe(false);
      const line = saving.farewell();
      expect(line).toMatch(
        /^derelict: the game is saved in ~\/derelict\/saves\/tui-duel-.*\.jsonl: derelict play --resume goes on$/,
      );
      saving.finished?.();
      expect(saving.farewell()).toBeUndefined();
    } finally {
      saving.close();
      if (before === undefined) delete process.env.XDG_DATA_HOME;
      else process.env.XDG_DATA_HOME = before;
    }
    const unsaved = playStarter({ seed: "1", save: false, onProblem: () => {}, env });
    unsaved.newGame(DUEL, {});
    expect(unsaved.farewell()).toBeUndefined();
    unsaved.close();
  });
});
