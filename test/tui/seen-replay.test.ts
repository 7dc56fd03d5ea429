// What you saw of the enemy's turn, step by step: from the turn's summary (S), and again later in the turn with S.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

const status = () => h.text().split("\n")[0] ?? "";
const bottom = () => h.text().split("\n").at(-1) ?? "";

describe("what you saw, step by step", () => {
  it("has nothing to show before the enemy has moved", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter", "S");
    expect(bottom()).toContain("you have seen nothing of an enemy turn yet");
    expect(h.app.mode).toBe("play");
    await h.keys("?", "pagedown");
    expect(h.text()).toMatch(
      /\n {2}S {18}step again through what you saw of the enemy's last turn, until you end yours\n/,
    );
  });

  it("opens from the summary, and again with S later in the turn, after the side has acted, until it ends its turn", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter", ":open Zephyrine e", "enter", "E", "y");
    await h.keys("enter", "escape", ":move Grimbolt w", "enter", "E", "y");
    await h.keys("enter");
    expect(h.text()).toContain("S: step through it on the map");
    await h.keys("S", "right");
    expect(h.app.mode).toBe("seen");
    expect(h.text()).toMatch(/Norx Warrior moves 99:0306 -> 99:0206/);
    await h.keys("end");
    const fromSummary = status();
    // The last step, yellow's turn end, is labelled as the turn it starts: blue's (issue 33, item 9).
    expect(fromSummary).toMatch(/^BLUE: WHAT YOU SAW, your turn 2 begins, step (\d+) of \1 /);
    await h.keys("escape");
    expect(h.app.mode).toBe("play");
    expect(h.text()).toContain("Track sheet");

    await h.keys(":move Zephyrine w", "enter");
    expect(h.text()).toMatch(/Zephyrine 99:0106 -> /);
    await h.keys("S");
    expect(h.app.mode).toBe("seen");
    expect(status()).toContain("BLUE: WHAT YOU SAW, as your last turn ended");
    await h.keys("end");
    expect(status()).toBe(fromSummary);
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
    expect(h.text()).toMatch(/Zephyrine 99:0106 -> /);

    await h.keys("E", "y", "enter");
    expect(h.text()).toContain("What you saw during blue's turn");
    await h.keys("escape", "S", "end");
    expect(status()).toMatch(/^YELLOW: WHAT YOU SAW, your turn 2 begins, step/);
  });

  it("across an open table steps through a move made behind a closed door: the marker by its number, never who", async () => {
    h = await startTui({ start: CONTACT, visibility: "open" });
    await h.keys("enter", "E", "y");
    await h.keys("enter", "escape", ":move Grimbolt e", "enter", "E", "y");
    await h.keys("enter", "S", "right");
    expect(h.app.mode).toBe("seen");
    const step = h.text();
    expect(step).toMatch(/yellow's turn \d, step 1 of 2 /);
    expect(step).toMatch(/T\d yellow \?\d+ moves 99:0306 -> 99:0406/);
    expect(step).not.toContain("Grimbolt");
    expect(step).not.toContain("Norx");
  });

  it("in fog has nothing to step through when the move was out of sight", async () => {
    h = await startTui({ start: CONTACT, visibility: "fog" });
    await h.keys("enter", "E", "y");
    await h.keys("enter", "escape", ":move Grimbolt e", "enter", "E", "y");
    // One Enter: nothing seen needs no page of its own, the message line says so (issue 17, finding 11).
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
    expect(h.text()).not.toMatch(/What you saw during/);
    expect(h.text()).toContain("Nothing of yellow's turn came into your sight.");
    expect(h.text()).not.toMatch(/moves 99:0306 -> 99:0406/);
  });
});
