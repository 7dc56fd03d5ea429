// The device menu (w): what the selected marker can work where it stands, chosen by letter or arrows, played as typed.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const SYSTEMS = join(import.meta.dirname, "..", "..", "docs", "examples", "ship-systems.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

/** The last line of the message log that matches. */
const logged = (text: string, pattern: RegExp) =>
  text
    .split("\n")
    .filter((l) => pattern.test(l))
    .at(-1);

describe("the device menu", () => {
  it("lists the station at hand with what it does, plays it with Enter, and refuses a second time as the typed command does", async () => {
    h = await startTui({ start: SYSTEMS });
    await h.keys("enter");
    await select(h, "Osaka");
    await h.keys("w");
    const menu = h.text();
    expect(menu).toMatch(/Devices \?17 Osaka at 89:0605 can work/);
    expect(menu).toContain("a) Bridge: crew the captain's chair");
    expect(menu).toContain("the bridge rolls a die as your next turn begins");
    expect(menu).toContain(":station 17 bridge");
    expect(menu).toContain("Enter or a letter works it, Esc cancels");
    await h.keys("enter");
    expect(h.text()).not.toContain("Devices ?17");
    expect(h.text()).toMatch(/\?17 Osaka at 89:0605 stations at the bridge/);
    await h.keys("w");
    expect(h.text()).toContain("a) Bridge: crew the captain's chair (stationed this turn)");
    await h.keys("a");
    const refused = h.text().split("\n").at(-1);
    expect(refused).toContain("already stationed this turn");
    await h.keys(":station 17 bridge", "enter");
    expect(h.text().split("\n").at(-1)).toBe(refused);
  });

  it("offers only what is within reach: switches by hand, the transporter, a pod (asked first); Esc cancels", async () => {
    h = await startTui({ start: SYSTEMS });
    await h.keys("enter");
    await select(h, "Menkovich");
    await h.keys("w");
    expect(h.text()).toMatch(/a\) Generator cooler at 96:\d{4} \(belowdecks\): switch it off/);
    expect(h.text()).toMatch(/b\) Generator cooler at 96:\d{4} \(belowdecks\): switch it on/);
    await h.keys("down", "down");
    expect(h.text()).toMatch(/:switch 20 96:\d{4}@belowdecks off/);
    await h.keys("escape");
    expect(h.text()).not.toContain("Generator cooler");
    expect(logged(h.text(), /cooler/)).toBeUndefined();

    await select(h, "Kim");
    await h.keys("w");
    expect(h.text()).toContain("a) Rec deck gravity panel: switch it off");
    await h.keys("a");
    expect(h.text()).toMatch(/Kim turns the rec deck's gravity panel at 91:0600 off/);

    await select(h, "Lee");
    await h.keys("w");
    expect(h.text()).toContain("a) Transporter: ride to the other booth");
    await h.keys("enter");
    expect(h.text()).toMatch(/Lee is transported 93:1210 -> 94:/);

    await select(h, "Park");
    await h.keys("w");
    expect(h.text()).toContain("a) Escape pod: launch it");
    await h.keys("a");
    expect(h.text()).toMatch(
      /Launch the escape pod at 94:0301 with \?\d+ Cho, \?\d+ Park\? They leave the game\. \(y\/n\)/,
    );
    await h.keys("n");
    expect(h.text()).not.toMatch(/launches/);
    expect(h.text()).toContain("Park");
  });

  it("says so when the marker stands at no device; the hint and the help name the key", async () => {
    h = await startTui({ start: SYSTEMS });
    await h.keys("enter");
    expect(h.text().split("\n").at(-1)).toContain("w work a device");
    await h.keys("?", "pagedown");
    expect(h.text()).toMatch(/ w {18}work a device: a menu of what the selected marker can work where it stands\n/);
    await h.keys("escape");
    await select(h, "Vance");
    await h.keys("w");
    expect(h.text()).toMatch(/\?\d+ Vance is at no device: stand in a bridge or aux-control chair/);
    expect(h.text()).not.toContain("Devices ?");
    await h.keys("h");
    expect(h.text().split("\n").at(-1)).not.toContain("work a device");
  });

  it("gives the bridge's order of the turn, whoever is selected", async () => {
    // Seed 3: blue's bridge rolls 1 first.
    h = await startTui({ start: SYSTEMS, seed: "3" });
    await h.keys("enter");
    for (const name of ["Osaka", "Rojas"]) {
      await select(h, name);
      await h.keys("w", "a");
    }
    await h.keys("E", "y", "enter", "escape", "E", "y", "enter", "escape");
    expect(h.text()).toMatch(/your bridge crew .* rolls 1/);
    await select(h, "Vance");
    await h.keys("w");
    expect(h.text()).toContain("a) Bridge order: turn the gravity off");
    expect(h.text()).toContain(":bridge gravity off");
    await h.keys("a");
    expect(h.text()).toMatch(/the artificial gravity goes off/);
    expect(h.text()).toContain("gravity OFF");
  });
});
