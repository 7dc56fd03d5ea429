// The security camera in the terminal: when the enemy's camera is on a side, its turn opens with the
// choice of which of its question markers to show, and nothing else is done until it has chosen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import type { Session } from "../../src/play/session.js";
import type { Starter } from "../../src/tui/starter.js";
import { startTui, type Harness } from "./harness.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "docs", "examples");
let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

/** The ship-systems example up to blue's turn 4, when it turns the camera on yellow (the bridge script, seed 1). */
function cameraOnYellow(): Session {
  const session = newSession(join(EXAMPLES, "ship-systems.yaml"), "1");
  if (Array.isArray(session)) throw new Error(session.join("\n"));
  const lines = readFileSync(join(EXAMPLES, "bridge.script"), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean);
  for (const line of lines.slice(0, lines.indexOf("bridge camera") + 1)) expect(session.command(line).ok).toBe(true);
  for (const line of ["station Osaka", "station Rojas"]) expect(session.command(line).ok).toBe(true);
  return session;
}

describe("the camera's choice in the terminal", () => {
  it("opens yellow's turn with the menu of its question markers; its choice is played, and blue learns it next turn", async () => {
    const session = cameraOnYellow();
    const starter: Starter = { scenarios: [], newGame: () => seating(session) };
    h = await startTui({ starter, start: join(EXAMPLES, "ship-systems.yaml") });
    // Blue's turn (its summary page closed), ended; yellow's handover.
    await h.keys("enter", "escape", "E", "y", "enter");
    expect(h.text()).toContain("The enemy's security camera is on you");
    await h.keys("enter");
    const menu = h.text();
    expect(menu).toContain("The enemy's security camera: show it one of your markers");
    expect(menu).toMatch(/a\) \?\d+ /);
    // Esc leaves the menu; anything else is refused until the choice is made.
    await h.keys("escape", "E", "y");
    expect(h.text()).toContain("the enemy's security camera is on you: first show it one of your markers");
    await h.keys("w");
    const harg = /([a-z])\) \?(\d+) Harg/.exec(h.text())!;
    await h.keys(harg[1]!);
    expect(h.text()).toMatch(new RegExp(`you show the enemy's camera \\?${harg[2]} Harg`));
    expect(session.state().devices.cameraCall?.shown?.number).toBe(Number(harg[2]));
  });

  it("opens the turn with the menu in a single-seat game too, as the enemy's turn ends (no handover)", async () => {
    const session = cameraOnYellow();
    const { seats, referee } = seating(session);
    const blue = await startTui({ single: { seat: seats.blue, referee } });
    const yellow = await startTui({ single: { seat: seats.yellow, referee } });
    try {
      expect(yellow.text()).toContain("blue is moving...");
      await blue.keys("escape", "E", "y");
      expect(yellow.text()).toContain("The enemy's security camera is on you");
      await yellow.keys("enter");
      expect(yellow.text()).toContain("The enemy's security camera: show it one of your markers");
      const harg = /([a-z])\) \?(\d+) Harg/.exec(yellow.text())!;
      await yellow.keys(harg[1]!);
      expect(yellow.text()).toMatch(new RegExp(`you show the enemy's camera \\?${harg[2]} Harg`));
      expect(session.state().devices.cameraCall?.shown?.number).toBe(Number(harg[2]));
    } finally {
      await blue.quit();
      await yellow.quit();
    }
  });
});
