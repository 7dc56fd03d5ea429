// Issue 17, finding 7: messages wrapped, never cut with "…"; refusals and a typed travel's note kept in the
// history; --more-- when a burst does not fit.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DUEL, select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

const joined = (text: string) => text.replace(/\s+/g, " ");

describe("messages", () => {
  it("wraps a refusal too long for the message line into the log, whole", async () => {
    h = await startTui({ cols: 80, rows: 24, start: CONTACT });
    await h.keys("enter", ":frobnicate 3", "enter");
    const text = h.text();
    expect(text).not.toContain("…");
    expect(joined(text)).toContain("unknown command 'frobnicate': commands are move,");
    expect(joined(text)).toMatch(/identify, end, deploy, ready/);
  });

  it("keeps refusals in the message history", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter", ":frobnicate 3", "enter", "M");
    expect(h.text()).toMatch(/T1 refused: frobnicate 3: unknown command 'frobnicate'/);
  });

  it("keeps the note of a travel typed at the prompt in the message history", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter", ":travel Zephyrine 89:0606", "enter", "M");
    expect(h.text()).toMatch(/T1 travel Zephyrine 89:0606: Zephyrine travelled 3 steps/);
  });

  it("shows a burst that does not fit page by page with --more--, Space for the next", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("o", "l");
    expect(h.text()).toMatch(/--more-- \(Space\) 1 more line/);
    expect(h.text()).toMatch(/Zephyrine opens the door at 99:0206/);
    expect(h.text()).not.toMatch(/is revealed: Norx Warrior/);
    await h.keys("space");
    // The enemy's marker named with its side, on the log and in the history alike.
    expect(h.text()).toMatch(/T1 yellow \?\d+ at 99:\d{4} is revealed: Norx Warrior/);
    expect(h.text()).not.toMatch(/--more--/);
    await h.keys("M");
    expect(h.text()).toMatch(/T1 yellow \?\d+ at 99:\d{4} is revealed: Norx Warrior/);
  });
});

describe("the typed prompt and the history of a new player", () => {
  it("says what the empty : prompt takes and answers help there", async () => {
    h = await startTui({ cols: 80, rows: 24, start: CONTACT });
    await h.keys("enter", ":");
    expect(h.text()).toMatch(/: _ +a command, e\.g\. move 7 e e \(help lists them/);
    await h.keys("help", "enter");
    expect(joined(h.text())).toMatch(/commands: move, travel, .* help COMMAND shows one's form/);
    expect(h.text()).not.toMatch(/unknown command 'help'/);
    await h.keys(":help fire", "enter");
    expect(joined(h.text())).toMatch(/fire .*: /);
  });

  it("shows a refusal repeated as one line of the history with (xN)", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter", ":frobnicate", "enter", ":frobnicate", "enter", ":frobnicate", "enter", "M");
    expect(h.text()).toMatch(/T1 refused: frobnicate: unknown command 'frobnicate'.* \(x3\)/s);
    expect(h.text().match(/refused: frobnicate/g)).toHaveLength(1);
  });
});
