// The game screen driven by keys: map, panel, log and status; moving, doors, air locks, look, dummies, prompts.
import { afterEach, describe, expect, it } from "vitest";
import { DUEL, select, startTui, underCursor, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

async function playing(visibility?: "open" | "fog"): Promise<Harness> {
  h = await startTui({ start: DUEL, ...(visibility ? { visibility } : {}) });
  await h.keys("enter");
  return h;
}

describe("the game screen", () => {
  it("shows the map, the selected marker, the track sheet, the log and the ship's systems", async () => {
    await playing();
    const text = h.text();
    expect(text).toMatch(/^BLUE turn 1\/3 \(open\) \| power on \| lights on \| gravity on \| air ok/);
    expect(text).toContain("# c h . . h . . h . . h c #");
    expect(text).toContain("Track sheet (4)");
    for (const name of ["Zephyrine", "Quillfeather", "Thistlewood", "dummy"]) expect(text).toContain(name);
    expect(text).toContain("out L1");
    expect(text).toContain("-- messages (M: history)");
    expect(text).toContain("no enemy");
  });

  it("moves the selected marker with the vi keys and arrows, parks the cursor on it, and says why a step is refused", async () => {
    await playing();
    await select(h, "Quillfeather");
    expect(underCursor(h)).toBe("Q");
    await h.keys("l");
    expect(h.text()).toContain("Quillfeather 89:0806 -> 89:0906");
    expect(h.text()).toContain("MU 3 of 4");
    await h.keys("right", "up", "down");
    expect(h.text()).toContain("MU 0 of 4");
    expect(underCursor(h)).toBe("Q");
    await h.keys("h");
    expect(h.text()).toMatch(/needs 1 move units? and \?\d+ has 0 left/);
  });

  it("opens a door with o and a direction, and shows it open", async () => {
    await playing();
    await select(h, "Zephyrine");
    expect(h.text()).toContain(" A = . + Z");
    await h.keys("o");
    expect(h.text()).toContain("which way?");
    await h.keys("h");
    expect(h.text()).toContain("opens the door at 89:0206");
    expect(h.text()).toContain(" A = . ' Z");
    await h.keys("o", "u");
    expect(h.text()).toContain("there is no door ne of");
  });

  it("boards an air lock with a, and refuses a step from outside", async () => {
    await playing();
    await select(h, "Thistlewood");
    await h.keys("l");
    expect(h.text()).toContain("waits outside lock 1: press a to board");
    await h.keys("a");
    expect(h.text()).toContain("Thistlewood enters lock 1 from outside");
    expect(h.text()).toContain("in lock 1");
    // Travel needs a marker on the map: the refusal says where it is and which key leaves (the lock named once).
    await h.keys("t");
    expect(h.text()).toContain(
      "Thistlewood is not on the map: it is in lock 1 (a or a direction leaves it, next turn)",
    );
  });

  it("describes hexes under the look cursor and places a dummy with the cursor (fog)", async () => {
    await playing("fog");
    await select(h, "Quillfeather");
    await h.keys(";");
    expect(h.text()).toContain("-- look");
    expect(h.text()).toMatch(/89:0806, Bridge \(bridge\): floor\nhere: your \?\d+ Quillfeather \(Marine\)/);
    await h.keys("h", "h", "h");
    expect(h.text()).toContain("89:0506, Bridge");
    await h.keys("escape", "d", "u", "enter");
    expect(h.text()).toMatch(/dummy \?\d+ placed at 89:0805/);
    expect(h.text()).toContain("Track sheet (5)");
    await h.keys("d", "l", "l", "l", "l", "enter");
    expect(h.text()).toContain("89:1206 can be seen from hexes out of your sight");
    await h.keys("h", "h", "enter");
    expect(h.text()).toMatch(/dummy \?\d+ placed at 89:1006/);
    expect(h.text()).toContain("Track sheet (6)");
  });

  it("across an open table places a dummy where no enemy marker has a line, on a friend's hex too, and says which would see it", async () => {
    await playing();
    await h.keys(":", ..."dummy 99:0506".split(""), "enter");
    expect(h.text()).toMatch(/an enemy marker at 99:\d{4} could see 99:0506/);
    await h.keys(":", ..."dummy 89:0806".split(""), "enter");
    expect(h.text()).toMatch(/dummy \?\d+ placed at 89:0806/);
    expect(h.text()).toContain("Track sheet (5) ");
  });

  it("takes a dummy off with D, and will not take off a soldier", async () => {
    await playing();
    await select(h, "Zephyrine");
    await h.keys("D");
    expect(h.text()).toContain("is a soldier: only dummies can be taken off");
    await select(h, "dummy");
    await h.keys("D");
    expect(h.text()).toMatch(/dummy \?\d+ taken off/);
    expect(h.text()).toContain("Track sheet (3)");
  });

  it("switches levels with < > and v, shows numbers with #, and plays typed commands", async () => {
    await playing();
    await h.keys(">");
    expect(h.text()).toMatch(/level: floor/);
    expect(h.text()).toContain("# S x x . o . . f f . e d #");
    await h.keys("v");
    expect(h.text()).toMatch(/level: main/);
    await h.keys("<");
    expect(h.text()).toContain("no level above main");
    await select(h, "Quillfeather");
    await h.keys("#");
    expect(h.text()).not.toContain(" Q . .");
    await h.keys(":", "move Quillfeather e e", "enter");
    expect(h.text()).toContain("MU 2 of 4");
    await h.keys(":", "fly away", "enter");
    expect(h.text()).toContain("unknown command 'fly'");
  });

  it("shows the help with every key and the message history, each closed with Esc", async () => {
    await playing();
    await h.keys("?");
    const first = h.text();
    await h.keys("pagedown");
    const help = first + h.text();
    expect(help).toContain("DERELICT: HELP");
    expect(help).toMatch(/E +end your turn \(asks first\) \[end-turn\]/);
    expect(help).toMatch(/y Home 7 +step north-west/);
    await h.keys("escape", "l", "M");
    expect(h.text()).toContain("Message history");
    expect(h.text()).toMatch(/T1 \?\d+ \w+ 89:\d{4} -> 89:\d{4}/);
    await h.keys("escape");
    expect(h.text()).toContain("Track sheet");
  });

  it("ends the game after the last turn with the reason, then returns to the menu", async () => {
    await playing();
    await h.keys("E", "y");
    for (let turn = 1; turn < 6; turn++) {
      await h.keys("enter");
      // Nothing seen of the enemy's turn: no page to pass, the message line says so.
      expect(h.text()).toMatch(/Nothing of (blue|yellow)'s turn came into your sight/);
      await h.keys("E", "y");
    }
    expect(h.app.mode).toBe("over");
    expect(h.text()).toContain("GAME OVER");
    expect(h.text()).toContain("turn limit (3) is reached");
    expect(h.text()).toContain("R: replay the whole game fully revealed");
    await h.keys("R");
    expect(h.app.mode).toBe("replay");
    expect(h.text()).toMatch(/REPLAY, fully revealed: step 0 of \d+, turn 1, the start/);
    for (const name of ["Zephyrine", "Quillfeather", "Grimbolt", "Vorhaxx"]) expect(h.text()).toContain(name);
    await h.keys("right");
    // Blue ended its turn: the step is labelled as the turn it starts (issue 33, item 9).
    expect(h.text()).toMatch(/step 1 of \d+, yellow's turn 1 begins/);
    expect(h.text()).toContain("blue ends turn 1");
    await h.keys("end");
    expect(h.text()).toContain("turn limit (3) is reached");
    // The last turn's end starts no turn 4: the last step is the game's end, in turn 3.
    expect(h.text()).toMatch(/step (\d+) of \1, the game's end, turn 3 /);
    await h.keys("escape");
    expect(h.app.mode).toBe("over");
    await h.keys("enter");
    expect(h.app.mode).toBe("menu");
  });
});
