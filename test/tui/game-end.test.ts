// The end of the game reached in the middle of a turn (the last enemy gone), and a finished save resumed.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { startTui, type Harness } from "./harness.js";

const LAST_OUT = join(import.meta.dirname, "fixtures", "last-out.yaml");

let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("the end of the game", () => {
  it("shows GAME OVER as soon as an action ends the game mid-turn, not only when a turn is ended", async () => {
    h = await startTui({ start: LAST_OUT });
    await h.keys("enter", "enter");
    expect(h.app.mode).toBe("play");
    await h.keys("X");
    expect(h.text()).toContain("leaves the ship through lock 4");
    await h.keys("y");
    expect(h.app.mode).toBe("over");
    expect(h.text()).toContain("GAME OVER");
    expect(h.text()).toContain("YELLOW WINS");
    expect(h.text()).toContain("no blue soldier is left aboard");
    // One screen for both players: the result once, not again as the side at the keyboard was told it.
    expect(h.text()).not.toMatch(/you (win|lose)/);
    expect(h.text()).toContain("R: replay the whole game fully revealed");
    await h.keys("R");
    expect(h.app.mode).toBe("replay");
  });

  it("draws the game-over screen at once when a finished game is resumed (derelict play --resume)", async () => {
    const session = newSession(LAST_OUT, "1");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    expect(session.command("exit Quillfeather").ok).toBe(true);
    expect(session.over).toBeTruthy();
    h = await startTui({
      starter: {
        scenarios: [],
        newGame: () => ["unused"],
        resume: () => seating(session),
      },
    });
    h.app.start({ resume: true });
    expect(h.app.mode).toBe("over");
    expect(h.text()).toContain("GAME OVER");
  });
});
