// A single game's record: both sides' soldiers with their fates as the game ended, the seed; written by the
// play starter when a game on screen ends (its line is shown on the game-over screen).
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { gameRecord } from "../../src/campaign/game-record.js";
import { playStarter } from "../../src/cli/play-starter.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { playBots } from "../../src/seating/bot-game.js";
import { refereeHandle } from "../../src/seating/referee-handle.js";
import type { Side } from "../../src/engine/state.js";

describe("a single game's record", () => {
  it("names every soldier of both sides with his fate, the result and the seed; none before the end", () => {
    const s = loadScenarioFile(scenarioFileFor("first-boarding")!);
    if (!s.ok) throw new Error("first-boarding");
    const game = playBots(s.value, 3);
    const info = { scenario: "First boarding", seed: "3", version: "9.9.9", visibility: "open" };
    const text = gameRecord(refereeHandle(game.session).revealed(), info, "2026-12-04T22:00:00.000Z")!;
    expect(text).toMatch(/^Derelict 9\.9\.9 game record$/m);
    expect(text).toContain('Seed "3"; open');
    expect(text).toContain(`First boarding: ${game.winner ? `${game.winner} won` : "a draw"} in ${game.turns} turns`);
    for (const p of game.session.state().pieces.filter((x) => x.soldier)) {
      const fate = p.soldier!.dead ? "killed" : p.soldier!.wounded ? "wounded" : "unhurt";
      expect(text).toMatch(new RegExp(`^  ${p.soldier!.name}, [^:]+: ${fate}`, "m"));
    }
    expect(gameRecord(undefined, info, "now")).toBeUndefined();
  });

  it("is written by the play starter when the game on screen ends, and named on the game-over screen", () => {
    const data = mkdtempSync(join(tmpdir(), "derelict-record-"));
    const env = { HOME: data, XDG_DATA_HOME: data };
    const before = process.env.XDG_DATA_HOME;
    process.env.XDG_DATA_HOME = data;
    try {
      const starter = playStarter({ seed: "5", save: true, onProblem: () => {}, env });
      const game = starter.newGame(scenarioFileFor("first-boarding")!, {});
      if (!("seats" in game)) throw new Error("no game");
      const bots = Object.fromEntries(
        (["blue", "yellow"] as Side[]).map((side, i) => [side, new Bot(game.seats[side], seededRandom(i + 1))]),
      ) as Record<Side, Bot>;
      const view = () => game.seats.blue.view();
      for (let guard = 0; view().result === null && guard < 100; guard++) {
        const side = view().toMove as Side;
        bots[side].playTurn();
        if (view().result === null && game.seats[side].view().toMove === side) game.seats[side].play("end");
      }
      expect(view().result).not.toBeNull();
      const line = starter.finished?.();
      expect(line).toMatch(/^record: ~\/derelict\/records\/first-boarding-\d{8}T\d{6}\.txt$/);
      const [file] = readdirSync(join(data, "derelict", "records"));
      expect(readFileSync(join(data, "derelict", "records", file!), "utf8")).toContain('Seed "5"');
      starter.close();
    } finally {
      if (before === undefined) delete process.env.XDG_DATA_HOME;
      else process.env.XDG_DATA_HOME = before;
    }
  });
});
