// A single-seat game: each side at a screen of its own (as over ssh), no handover, the enemy's moves drawn as they come.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import type { Session } from "../../src/play/session.js";
import { select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
const LAST_OUT = join(import.meta.dirname, "fixtures", "last-out.yaml");
const BLUE_NAMES = /Zephyrine|Quillfeather/;

const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.quit();
});

function game(file: string): Session {
  const session = newSession(file, "1");
  if (Array.isArray(session)) throw new Error(session.join("\n"));
  return session;
}

/** A screen at one seat of the session. */
async function at(session: Session, side: "blue" | "yellow"): Promise<Harness> {
  const { seats, referee } = seating(session);
  const h = await startTui({ single: { seat: seats[side], referee, leave: "Leave? Come back any time." } });
  open.push(h);
  return h;
}

describe("a single-seat game", () => {
  it("shows each side only its seat, the enemy's moves as they are seen, and no handover between turns", async () => {
    const session = game(CONTACT);
    const blue = await at(session, "blue");
    const yellow = await at(session, "yellow");
    expect(blue.app.mode).toBe("play");
    expect(blue.text()).toContain("Track sheet");
    expect(yellow.app.mode).toBe("play");
    expect(yellow.text()).toContain("blue is moving...");
    expect(yellow.text()).not.toMatch(/TO MOVE|look away/);
    // Yellow's keys are refused by its seat while blue moves; the screen says why.
    await yellow.keys("l");
    expect(yellow.text()).toContain("it is blue's turn");
    const seen: string[] = [yellow.text()];
    await select(blue, "Zephyrine");
    await blue.keys("o", "l");
    expect(blue.text()).toContain("Norx Warrior at 99:0306");
    // The door opened in yellow's sight: yellow's map and log change without a key of its own.
    seen.push(yellow.text());
    expect(yellow.text()).toMatch(/\?\d+ at 99:0106 is revealed: Sergeant/);
    await blue.keys("E", "y");
    expect(blue.text()).toContain("yellow is moving...");
    seen.push(yellow.text());
    expect(yellow.text()).toContain("What you saw during blue's turn");
    await yellow.keys("enter");
    seen.push(yellow.text());
    expect(yellow.text()).toContain("Sergeant at 99:0106");
    await yellow.keys("M");
    seen.push(yellow.text());
    for (const text of seen) expect(text).not.toMatch(BLUE_NAMES);
    await yellow.keys("escape", "E", "y");
    // Blue saw nothing of yellow's turn: no page to pass, the message line says so (issue 17, finding 11).
    expect(blue.text()).toContain("Nothing of yellow's turn came into your sight.");
  });

  it("keeps a new game's story on screen until it is closed, then opens the turn with what the side saw", async () => {
    const session = game(CONTACT);
    const { seats, referee } = seating(session);
    const briefing = { title: "Contact", story: "A story worth reading to the end." };
    const blue = await at(session, "blue");
    const yellow = await startTui({ single: { seat: seats.yellow, referee, briefing } });
    open.push(yellow);
    expect(yellow.text()).toContain("A story worth reading to the end.");
    // Blue's turn ends while yellow still reads: the story stays, the turn's page waits behind it.
    await select(blue, "Zephyrine");
    await blue.keys("o", "l", "E", "y");
    await yellow.keys();
    expect(yellow.text()).toContain("A story worth reading to the end.");
    expect(yellow.text()).not.toContain("What you saw during blue's turn");
    await yellow.keys("enter");
    expect(yellow.text()).not.toContain("A story worth reading to the end.");
    expect(yellow.text()).toContain("What you saw during blue's turn");
  });

  it("leaves the seat on Ctrl-C without harming the game, and a new screen at the seat goes on", async () => {
    const session = game(CONTACT);
    const blue = await at(session, "blue");
    const first = await at(session, "yellow");
    expect(await first.quit()).toBe(0);
    open.splice(open.indexOf(first), 1);
    await blue.keys("E", "y");
    expect(session.toMove).toBe("yellow");
    const again = await at(session, "yellow");
    expect(again.text()).toContain("Nothing of blue's turn came into your sight.");
    await again.keys("enter", "Q");
    expect(again.text()).toContain("Leave? Come back any time. (y/n)");
    await again.keys("y");
    expect(await again.exited).toBe(0);
    open.splice(open.indexOf(again), 1);
    expect(session.over).toBe(false);
  });

  it("tells both screens the game is over and offers each the replay fully revealed", async () => {
    const session = game(LAST_OUT);
    const blue = await at(session, "blue");
    const yellow = await at(session, "yellow");
    // Blue's first turn opens with its objectives; yellow waits.
    expect(blue.text()).toContain("Your objectives");
    await blue.keys("enter", "X", "y");
    await yellow.keys();
    for (const h of [blue, yellow]) {
      expect(h.app.mode).toBe("over");
      expect(h.text()).toContain("YELLOW WINS");
      expect(h.text()).toContain("Enter or Q: leave");
    }
    await yellow.keys("R");
    expect(yellow.app.mode).toBe("replay");
    // Revealed once the game is over: blue's soldier by name, on yellow's screen too.
    await yellow.keys("end");
    expect(yellow.text()).toMatch(/Quillfeather/);
  });
});
