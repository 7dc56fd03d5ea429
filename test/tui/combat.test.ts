// Combat from the keyboard: a target chosen among the enemies in sight, the attack played, dummies refused.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { spiedSeating } from "./seat-spy.js";
import type { Starter } from "../../src/tui/starter.js";
import { select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
const AIM = join(import.meta.dirname, "fixtures", "aim.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("combat keys", () => {
  it("fires at the nearest enemy in sight with f and Enter", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("f");
    expect(h.text()).toContain("no enemy in sight to fire at");
    await h.keys("o", "l", "f");
    expect(h.text()).toMatch(/\n\?\d+ Zephyrine: .* at range 2: needs \d\+.*: \d+% to hit\n/);
    expect(h.text()).toContain("Fire at Norx Warrior 99:0306 (1/1):  Enter attacks");
    expect(h.text()).toContain("-- fire");
    await h.keys("escape", "f", "enter");
    expect(h.text()).toMatch(/Zephyrine fires at Norx Warrior at 99:0306 \(.* needs \d\+.*\): rolls \d/);
    await h.keys("f", "enter");
    expect(h.text()).toMatch(/has already attacked|attacked this turn|already/);
  });

  it("strikes in close combat with m only at an enemy next to the soldier", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("o", "l", "m");
    expect(h.text()).toMatch(/no enemy next to \?\d+ Zephyrine/);
    await h.keys("l", "m");
    expect(h.text()).toMatch(/Zephyrine: needs 4\+ \(.*strength.*\): \d+% to hit/);
    expect(h.text()).toContain("Close combat at Norx Warrior 99:0306 (1/1)");
    await h.keys("enter");
    expect(h.text()).toMatch(/Zephyrine strikes at Norx Warrior/);
  });

  it("will not let a dummy attack, and says when there is no wounded friend to carry or heal", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "dummy");
    await h.keys("f");
    expect(h.text()).toContain("a dummy never attacks");
    await select(h, "Quillfeather");
    await h.keys("c");
    expect(h.text()).toMatch(/no wounded friend on or next to \?\d+ Quillfeather/);
    await h.keys("A");
    expect(h.text()).toMatch(/Quillfeather.*ambush/i);
  });

  it("offers first the enemies the soldier can attack, then the rest, asking the odds once a target", async () => {
    const asked: string[] = [];
    const session = newSession(AIM, "1");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const seats = spiedSeating(session, (_seat, method, args, call) => {
      if (method === "odds") asked.push(JSON.stringify(args[0]));
      return call();
    });
    const starter: Starter = { scenarios: [], newGame: () => seats };
    h = await startTui({ starter, start: AIM });
    await h.keys("enter");
    await select(h, "Zephyrine");
    // Grimbolt (99:0306, 2 hexes) is nearer but behind the closed door; Vorhaxx is down the hall.
    await h.keys("f");
    expect(h.text()).toContain("Fire at Norx Warrior 99:0110 (1/2):  Enter attacks");
    expect(h.text()).toMatch(/Zephyrine: .* at range 4: needs \d\+.*: \d+% to hit/);
    await h.keys("tab");
    expect(h.text()).toContain("Fire at Norx Warrior 99:0306 (cannot hit) (2/2)");
    expect(h.text()).not.toContain("Enter attacks");
    // The soldier named once: "?7 Zephyrine: has no line...", not "?7 Zephyrine: ?7 has no line...".
    expect(h.text()).toMatch(/\?\d+ Zephyrine: (Zephyrine )?has no line of sight to 99:0306/);
    await h.keys("tab", "tab", "S-tab");
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toHaveLength(2);
    expect(h.text()).toContain("Fire at Norx Warrior 99:0110 (1/2)");
    await h.keys("enter");
    expect(h.text()).toMatch(/Zephyrine fires at Norx Warrior at 99:0110/);
  });
});
