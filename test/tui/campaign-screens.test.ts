// The campaign's screens in-process, over a driver written by hand (the real one: test/tui/campaign-tmux):
// a new run chosen (race, the squad within its points), the campaign screen at 80x24 with a full squad,
// the shop's refusal, the briefing's ship scrolled across, a soldier's deeds, help, and back to the menu.
import { afterEach, describe, expect, it } from "vitest";
import type { CampaignDriver, CampaignView, RunChoice } from "../../src/tui/campaign-driver.js";
import { startTui, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

const NAMES = ["Orlov", "Wojcik", "Ueda", "Duarte", "Dubois", "Kane", "Moreau", "Santos", "Lindqvist", "Okafor"];

function view(choice: RunChoice | undefined, salvage = 0): CampaignView {
  return {
    heading: `${choice?.race ?? "?"}, ${choice?.difficulty ?? "?"}, ${choice?.visibility ?? "?"}; derelict 1 of 7`,
    salvage,
    score: 0,
    squad: NAMES.map((name, i) => ({
      name,
      type: i === 0 ? "Sergeant" : "Marine",
      status: i === 9 ? "wounded: sits out 1" : "fit",
      dead: false,
      kills: i,
      boardings: 1,
      xp: i * 2,
      boards: i < 8,
      deeds: ["joined the squad at the start", `killed a Norx aboard the Iron Psalm (boarding ${i})`],
    })),
    shop: [
      { label: "recruit a Marine", cost: 2, refusal: "needs 2 salvage" },
      { label: "a decoy (one more dummy each boarding)", cost: 2 },
    ],
    next: {
      title: "Derelict 1 of 7: the Iron Psalm (freighter)",
      mission: "Take the cargo",
      enemy: "Norx",
      turns: 20,
      objectives: ["push the marked container out through an air lock"],
      hazards: ["lights out", "2 doors are jammed"],
      story: "The first derelict of the run hangs silent in the dark.\nScans show Norx aboard.",
      ship: ["freighter: seven sheets", "", "main level", `  ${"# ".repeat(60)}END-OF-THE-ROW`],
    },
  };
}

function fakeDriver(): CampaignDriver & { chosen: RunChoice[]; bought: number[] } {
  const chosen: RunChoice[] = [];
  const bought: number[] = [];
  let started = false;
  return {
    chosen,
    bought,
    races: [
      { key: "starmarines", name: "StarMarines" },
      { key: "norx", name: "Norx" },
    ],
    difficulties: ["easy", "normal", "hard"],
    defaults: {},
    seedWords: "a fresh secret seed",
    underWay: () => (started ? "Norx, derelict 1 of 7" : undefined),
    squadOffer: () => ({
      types: [
        { key: "warrior", name: "Warrior", points: 2 },
        { key: "leader", name: "Leader", points: 3 },
        { key: "grub", name: "Grub", points: 1 },
      ],
      points: 9,
      suggested: ["leader", "warrior", "warrior"],
    }),
    newRun: async (choice) => {
      chosen.push(choice);
      started = true;
      return view(choice);
    },
    resume: async () => ({ view: view(chosen[0]) }),
    buy: (index) => {
      bought.push(index);
      return index === 0 ? "that costs 2 salvage and the squad has 0" : view(chosen[0]);
    },
    board: async () => ["not in this test"],
    afterBoarding: async () => view(chosen[0]),
    close: () => {},
  };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe("the campaign's screens", () => {
  it("chooses a new run: the race, the squad within its points, and begins it", async () => {
    const d = fakeDriver();
    h = await startTui({ campaign: d, cols: 80, rows: 24 });
    expect(h.text()).toContain("> Campaign: a new run of derelicts");
    await h.keys("enter");
    expect(h.text()).toContain("A NEW CAMPAIGN RUN");
    expect(h.text()).toContain("suggested, 7 of 9 points");
    await h.keys("right");
    expect(h.text()).toContain("< Norx >");
    // Down to the squad; Enter edits it: one more Warrior fits (9 of 9), a second does not.
    await h.keys("down", "down", "down", "enter");
    expect(h.text()).toContain("The squad: 7 of 9 points");
    expect(h.text()).toContain("x Warrior (2 points)");
    expect(h.text()).toContain("x Grub (1 point)");
    await h.keys("right");
    expect(h.text()).toContain("The squad: 9 of 9 points");
    await h.keys("right");
    expect(h.text()).toContain("a Warrior costs 2 points: only 0 are left");
    await h.keys("down", "left", "enter", "down", "enter");
    await settle();
    expect(d.chosen).toEqual([
      { race: "norx", difficulty: "easy", visibility: "open", squad: ["warrior", "warrior", "warrior"] },
    ]);
    expect(h.text()).toContain("Next: Derelict 1 of 7: the Iron Psalm (freighter)");
  });

  it("draws the campaign screen whole at 80x24, refuses in the shop, scrolls the ship across, and goes back", async () => {
    const d = fakeDriver();
    h = await startTui({ campaign: d, cols: 80, rows: 24 });
    await h.keys("enter");
    await h.keys("up", "enter");
    await settle();
    const screen = h.text();
    const rows = screen.split("\n");
    expect(rows.length).toBeLessThanOrEqual(24);
    for (const r of rows) expect(r.length).toBeLessThanOrEqual(80);
    expect(screen).not.toContain("…");
    for (const name of NAMES) expect(screen).toContain(name);
    expect(screen).toContain("wounded: sits out 1");
    expect(screen).toContain("Hazards: lights out, 2 doors are jammed.");
    expect(screen).toContain("Enter board");
    await h.keys("s");
    expect(h.text()).toContain("THE SHOP");
    await h.keys("enter");
    expect(h.text()).toContain("that costs 2 salvage and the squad has 0");
    await h.keys("down", "enter");
    expect(h.text()).toContain("Bought: a decoy");
    expect(d.bought).toEqual([0, 1]);
    await h.keys("escape", "b");
    expect(h.text()).toContain("Mission: Take the cargo");
    expect(h.text()).toContain("Left/Right across");
    await h.keys("end");
    expect(h.text()).not.toContain("END-OF-THE-ROW");
    for (let i = 0; i < 8; i++) await h.keys("right");
    expect(h.text()).toContain("END-OF-THE-ROW");
    await h.keys("enter", "down", "d");
    expect(h.text()).toContain("killed a Norx aboard the Iron Psalm (boarding 1)");
    await h.keys("enter", "?");
    expect(h.text()).toContain("THE CAMPAIGN");
    await h.keys("enter", "q");
    expect(h.app.mode).toBe("menu");
    expect(h.text()).toContain("> Campaign: go on with the run (Norx, derelict 1 of 7)");
  });
});
