// Issue 17, findings 5 and 8: key names in keys.yaml in any case; x is look (as in DCSS) and D takes a dummy
// off; a yes/no question is asked only when the view shows no reason for the action to be refused.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildKeymap, keyId } from "../../src/tui/keymap.js";
import { select, startTui, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

describe("key names", () => {
  it("reads a named key in any case and keeps a typed character's case", () => {
    expect(keyId("F10")).toBe("f10");
    expect(keyId("Enter")).toBe("enter");
    expect(keyId("s-Tab")).toBe("S-tab");
    expect(keyId("c-X")).toBe("C-x");
    expect(keyId("E")).toBe("E");
    const keymap = buildKeymap({ "end-turn": ["E", "F10"] });
    expect(keymap.command("f10")).toBe("end-turn");
    expect(keymap.command("E")).toBe("end-turn");
    expect(keymap.command("e")).not.toBe("end-turn");
  });

  it("ends the turn with F10 as the README's own example binds it", async () => {
    const home = mkdtempSync(join(tmpdir(), "derelict-keys-"));
    mkdirSync(join(home, "derelict"));
    writeFileSync(join(home, "derelict", "keys.yaml"), "end-turn: [E, F10]\n");
    h = await startTui({ env: { XDG_CONFIG_HOME: home }, start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter", "f10");
    expect(h.text()).toMatch(/End blue's turn 1\? .*\(y\/n\)/);
  });
});

describe("roguelike habits", () => {
  it("x looks, as in DCSS, and takes nothing off", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter");
    await select(h, "dummy");
    await h.keys("x");
    expect(h.text()).toMatch(/-- look/);
    expect(h.text()).toContain("Track sheet (4)");
  });

  it("X with no move units left is refused at once, never asked first", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "leaving.yaml") });
    await h.keys("enter", "enter");
    await select(h, "Quillfeather");
    await h.keys(":move Quillfeather nw se nw se", "enter", "X");
    expect(h.text()).not.toMatch(/\(y\/n\)/);
    expect(h.text()).toMatch(/leaving the ship needs .* and \?\d+ has 0 left/);
  });

  it("X through a lock that has let its one a turn through is refused at once, never asked first", async () => {
    // Nothing on the screen shows it (the lock is empty again, Quillfeather has all his MU): the seat is asked.
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "lock-cycling.yaml") });
    await h.keys("enter");
    await select(h, "Rojas");
    await h.keys("a", "E", "y", "enter");
    if (/What you saw/.test(h.text())) await h.keys("enter");
    await h.keys("E", "y", "enter");
    if (/What you saw/.test(h.text())) await h.keys("enter");
    await select(h, "Rojas");
    await h.keys("a");
    expect(h.text()).toMatch(/Rojas leaves lock 4 for 90:0611/);
    await select(h, "Quillfeather");
    await h.keys("X");
    expect(h.text()).not.toMatch(/\(y\/n\)/);
    expect(h.text()).toMatch(/lock 4 passes only 1 a turn/);
    // Kept in the history as a refusal, as a played command's would be.
    await h.keys("M");
    expect(h.text()).toMatch(/refused: lock 4 passes only 1 a turn/);
  });
});
