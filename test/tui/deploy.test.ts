// The deploy screen in the terminal game, and "what you saw" step by step: driven by keys, the screen read back.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const DEPLOY = join(import.meta.dirname, "fixtures", "deploy.yaml");
const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
const BLUE_NAMES = /Zephyrine|Quillfeather/;

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

const shown = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
/** Blue places its three markers at 89:0202, 89:0302 and 89:0402 and adds its extra dummy. */
async function blueDeploys(x: Harness): Promise<void> {
  await x.keys("enter", "l", "enter", "l", "enter", "d", "R", "y");
}

describe("the deploy screen", () => {
  it("opens with the deploying side's handover, then its zone, its markers to place and the keys", async () => {
    h = await startTui({ start: DEPLOY });
    expect(shown(h.text())).toEqual([
      "BLUE TO DEPLOY",
      "before turn 1 of 3",
      "yellow player: please look away.",
      "blue player: press Enter when you are ready.",
    ]);
    await h.keys("enter");
    const t = h.text();
    expect(t).toContain("BLUE DEPLOYS before turn 1 | 3 to place | 1 extra dummy");
    expect(t).toContain("deployment: your zone 89:bridge");
    expect(t).toContain("under the cursor: a hex of your zone");
    expect(t).toMatch(/Zephyrine\s+0 to place/);
    expect(t).toMatch(/Enter: place \?\d+ \w+/);
    expect(t).not.toMatch(/Grimbolt|Vorhaxx|Norx/);
  });

  it("places each marker under the cursor in turn, moves the cursor, adds a dummy, and will not be ready early", async () => {
    h = await startTui({ start: DEPLOY });
    await h.keys("enter", "enter");
    expect(h.text()).toMatch(/placed; next: \?\d+/);
    expect(h.text()).toContain("2 to place");
    await h.keys("h");
    expect(h.text()).toContain("under the cursor: not a hex of your zone");
    expect(h.text()).toContain("89:0102, Bridge (bridge): console");
    await h.keys("enter");
    expect(h.text()).toContain("89:0102 is not a hex of zone 89:bridge that a marker can be placed on");
    await h.keys("l", "l", "R");
    expect(h.text()).toMatch(/place every marker first: .* still to place/);
    await h.keys("enter", "d");
    expect(h.text()).toContain("a dummy placed at 89:0302");
    expect(h.text()).not.toContain("extra dumm");
    await h.keys("d");
    expect(h.text()).toContain("all 1 of your extra dummies are placed");
    await select(h, "Quillfeather");
    await h.keys("l", "enter");
    expect(h.text()).toMatch(/Quillfeather\s+0 89:0402/);
    expect(h.text()).toContain("every marker is placed: R when you are ready");
    // Tab goes back to a placed marker and the cursor with it; Enter elsewhere places it again.
    await select(h, "Zephyrine");
    expect(h.text()).toContain("here: your ?");
    await h.keys("n", "enter");
    expect(h.text()).toMatch(/Zephyrine\s+0 89:0303/);
  });

  it("hands over blank after blue's deployment, and yellow's screens show no blue marker at all", async () => {
    h = await startTui({ start: DEPLOY });
    await h.keys("enter");
    await blueDeploys(h);
    expect(shown(h.text())).toEqual([
      "YELLOW TO DEPLOY",
      "before turn 1 of 3",
      "blue player: please look away.",
      "yellow player: press Enter when you are ready.",
    ]);
    await h.keys("enter");
    const yellow = h.text();
    expect(yellow).toContain("YELLOW DEPLOYS before turn 1 | 3 to place");
    expect(yellow).not.toMatch(BLUE_NAMES);
    expect(yellow).toMatch(/In sight\n.*no enemy/);
    // The bridge, where blue stands, is drawn bare: no marker letter or ? on any of its hexes.
    await h.keys("M");
    expect(h.text()).toContain("blue has deployed");
    expect(h.text()).not.toMatch(/placed at|89:0[234]02/);
    await h.keys("escape", "enter", "enter", "enter", "E", "y");
    expect(shown(h.text())[0]).toBe("BLUE TO MOVE");
    await h.keys("enter");
    expect(h.text()).toMatch(/Zephyrine\s+4 89:0\d02/);
    expect(h.text()).toContain("yellow has deployed");
  });

  it("keeps yellow's first screen the same wherever blue deployed", async () => {
    const yellowFirst = async (keys: string[]) => {
      const x = await startTui({ start: DEPLOY });
      await x.keys("enter", ...keys, "R", "y", "enter");
      const text = x.text();
      await x.quit();
      return text;
    };
    const a = await yellowFirst(["enter", "l", "enter", "l", "enter"]);
    const b = await yellowFirst(["n", "n", "enter", "enter", "l", "l", "l", "enter", "d"]);
    expect(b).toBe(a);
  });
});

describe("what you saw, step by step", () => {
  it("steps through the enemy's turn on the map as this side saw it, then back to the turn (fog)", async () => {
    h = await startTui({ start: CONTACT, visibility: "fog" });
    await h.keys("enter");
    await select(h, "Quillfeather");
    // Unseen moves first (yellow sees none of them), then the door opens and both sides see each other.
    await h.keys("h", "l", "h");
    await select(h, "Zephyrine");
    await h.keys("o", "l", "E", "y", "enter");
    expect(h.text()).toContain("What you saw during blue's turn");
    expect(h.text()).toContain("S: step through it on the map");
    await h.keys("S");
    const first = h.text();
    expect(first).toContain("YELLOW: WHAT YOU SAW, as your last turn ended");
    await h.keys("l");
    const second = h.text();
    // Quillfeather's three unseen steps fold into the step where the door opened: step 1 is the reveal.
    expect(second).toMatch(/YELLOW: WHAT YOU SAW, blue's turn 1, step 1 of (\d+)/);
    expect(second).toMatch(/\?\d+ at 99:0106 is revealed: Sergeant/);
    expect(second).toContain("Sergeant at 99:0106");
    const count = Number(/step 1 of (\d+)/.exec(second)![1]);
    expect(count).toBeLessThanOrEqual(3);
    await h.keys("end");
    expect(h.text()).toMatch(/blue ends turn 1/);
    for (const text of [first, second, h.text()]) expect(text).not.toMatch(BLUE_NAMES);
    await h.keys("escape");
    expect(h.app.mode).toBe("play");
    expect(h.text()).toContain("Track sheet");
  });

  it("across an open table steps through every move of the enemy's turn, the marker that moved drawn in reverse", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "Quillfeather");
    await h.keys("h", "l", "h");
    await select(h, "Zephyrine");
    await h.keys("o", "l", "E", "y", "enter", "S", "l");
    // Characters drawn in reverse video (blessed keeps the flags above bit 18 of a cell's attribute).
    const cells = (h.screen as unknown as { lines: [number, string][][] }).lines;
    const reversed = cells.flatMap((line) => line.filter(([attr]) => ((attr >> 18) & 8) !== 0).map(([, ch]) => ch));
    const steps: string[] = [h.text()];
    for (let i = 0; i < 3; i++) {
      await h.keys("l");
      steps.push(h.text());
    }
    // One step for each of Quillfeather's moves, then the door: nothing of blue's folds away.
    expect(steps[0]).toMatch(/blue's turn 1, step 1 of 5/);
    expect(steps[0]).toMatch(/blue \?(\d+) moves 90:1006 -> 90:0906/);
    expect(steps[1]).toMatch(/\?\d+ moves 90:0906 -> 90:1006/);
    expect(steps[2]).toMatch(/\?\d+ moves 90:1006 -> 90:0906/);
    expect(steps[3]).toMatch(/the door at 99:0206 opens|is revealed: Sergeant/);
    for (const text of steps) expect(text).not.toMatch(BLUE_NAMES);
    // In step 1 the marker that moved was drawn in reverse video: its number.
    const number = /\?(\d+) moves 90:1006 -> 90:0906/.exec(steps[0]!)![1]!;
    expect(reversed.join("")).toContain(number);
    expect(h.app.mode).toBe("seen");
  });

  it("cuts nothing of the deployment's lines at 80 columns, even with five zones (night watch)", async () => {
    const NIGHT_WATCH = join(import.meta.dirname, "..", "..", "scenarios", "night-watch.yaml");
    h = await startTui({ cols: 80, rows: 24, start: NIGHT_WATCH });
    while (!/DEPLOYS before turn/.test(h.text())) await h.keys("enter");
    const t = h.text();
    expect(t).toMatch(/deployment: your zones/);
    expect(t.replace(/\s+/g, " ")).toContain("The enemy learns only that you have deployed.");
    const log = t.split("\n").slice(t.split("\n").findIndex((l) => l.startsWith("-- deployment")));
    expect(log.join("\n")).not.toContain("…");
    // Ready too early: the refusal names every marker still to place, wrapped whole, not cut.
    await h.keys("enter", "R"); // the objectives' popup closed first
    expect(h.text()).not.toContain("…");
    expect(h.text().replace(/\s+/g, " ")).toMatch(/place every marker first: .* still to place/);
  });
});
