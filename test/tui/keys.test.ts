// Keys: blessed's key events named, the default map, rebinding from the player's keys.yaml.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { helpLines } from "../../src/tui/help-text.js";
import { buildKeymap, COMMAND_NAMES, COMMANDS } from "../../src/tui/keymap.js";
import { keyName } from "../../src/tui/terminal/keys.js";
import { keysFilePath, loadKeyBindings } from "../../src/tui/keys-file.js";
import { editLine, MAX_TYPED } from "../../src/tui/line-edit.js";
import { directionOf } from "../../src/tui/play-input.js";
import { DUEL, startTui } from "./harness.js";

describe("key names", () => {
  it("names typed characters by themselves and other keys by blessed's full name", () => {
    expect(keyName("E", { name: "e", full: "S-e", shift: true } as never)).toBe("E");
    expect(keyName("<", { full: "<" })).toBe("<");
    expect(keyName("\r", { name: "enter", full: "enter" })).toBe("enter");
    expect(keyName("\r", { name: "return", full: "return" })).toBeUndefined();
    expect(keyName("\n", { name: "linefeed", full: "linefeed" })).toBe("enter");
    expect(keyName(undefined, { name: "tab", full: "S-tab" })).toBe("S-tab");
    expect(keyName("\x03", { name: "c", full: "C-c", ctrl: true })).toBe("C-c");
    expect(keyName(" ", { name: "space", full: "space" })).toBe("space");
  });

  it("binds no key twice by default, and every command has a key", () => {
    const all = COMMAND_NAMES.flatMap((c) => COMMANDS[c].keys);
    expect(new Set(all).size).toBe(all.length);
    const keymap = buildKeymap();
    for (const c of COMMAND_NAMES) expect(keymap.keysOf(c).length).toBeGreaterThan(0);
  });

  it("zigzags up and down so that repeated presses keep to one column", () => {
    expect([directionOf("move-up", 5), directionOf("move-up", 4)]).toEqual(["nw", "ne"]);
    expect([directionOf("move-down", 5), directionOf("move-down", 4)]).toEqual(["sw", "se"]);
    expect(directionOf("move-w", 3)).toBe("w");
    expect(directionOf("look", 3)).toBeUndefined();
  });

  it("edits a typed line", () => {
    expect(editLine("mov", "e")).toEqual({ text: "move" });
    expect(editLine("move", "backspace")).toEqual({ text: "mov" });
    expect(editLine("move", "space")).toEqual({ text: "move " });
    expect(editLine("move", "enter")).toEqual({ text: "move", done: "enter" });
    expect(editLine("move", "escape")).toEqual({ text: "move", done: "cancel" });
    expect(editLine("move", "up")).toEqual({ text: "move" });
  });

  it("takes no more characters once a typed line is full, however many keys come (a flood over ssh)", () => {
    let text = "";
    for (let i = 0; i < MAX_TYPED + 500; i++) text = editLine(text, i % 2 ? "space" : "é").text;
    expect([...text]).toHaveLength(MAX_TYPED);
    expect(editLine(text, "backspace").text).toHaveLength(MAX_TYPED - 1);
    expect(editLine(text, "enter")).toEqual({ text, done: "enter" });
  });
});

describe("the key bindings file", () => {
  it("lives under XDG_CONFIG_HOME, else ~/.config", () => {
    expect(keysFilePath({ XDG_CONFIG_HOME: "/x", HOME: "/h" })).toBe("/x/derelict/keys.yaml");
    expect(keysFilePath({ HOME: "/h" })).toBe("/h/.config/derelict/keys.yaml");
  });

  it("rebinds commands, takes keys from others, and names its mistakes with their line and column", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-keys-"));
    const file = join(dir, "keys.yaml");
    writeFileSync(file, "end-turn: [F, f]\nlook: x\nfly: q\nhelp: []\nfier: f\n");
    const b = await loadKeyBindings(file);
    expect(b.overrides).toEqual({ "end-turn": ["F", "f"], look: ["x"] });
    expect(b.problems).toEqual([
      `${file}:3:1: no command 'fly', the line is ignored; the help page (?) names each command in brackets`,
      `${file}:4:1: help: expected a key or a list of keys, e.g. help: [y, home]`,
      `${file}:5:1: no command 'fier', the line is ignored; the help page (?) names each command in brackets`,
    ]);
    // The page names each command as the file spells it, beside its keys and words.
    const page = helpLines(buildKeymap(), 80).join("\n");
    for (const name of COMMAND_NAMES) expect(page).toContain(`[${name}]`);
    const keymap = buildKeymap(b.overrides);
    expect(keymap.command("F")).toBe("end-turn");
    expect(keymap.command("E")).toBeUndefined();
    expect(keymap.command("x")).toBe("look");
    expect(keymap.keysOf("remove-dummy")).toEqual(["D"]);
    expect(await loadKeyBindings(join(dir, "none.yaml"))).toEqual({ overrides: {}, problems: [] });
    writeFileSync(file, "- just\n- a list\n");
    expect((await loadKeyBindings(file)).problems).toEqual([
      `${file}:1:1: expected lines of 'command: key'; default keys used`,
    ]);
    writeFileSync(file, "look: x\nlook: [y\n");
    expect((await loadKeyBindings(file)).problems[0]).toMatch(
      new RegExp(`^${file}:2:\\d+: not readable YAML \\(.+\\); default keys used$`),
    );
    writeFileSync(file, "");
    expect(await loadKeyBindings(file)).toEqual({ overrides: {}, problems: [] });
  });

  // Old: a bare read of keys.yaml, so a named pipe there hung the game before its first screen.
  it("refuses a keys.yaml that is a named pipe or a device, at once, with the default keys", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-keys-fifo-"));
    const fifo = join(dir, "keys.yaml");
    execFileSync("mkfifo", [fifo]);
    expect(await loadKeyBindings(fifo)).toEqual({
      overrides: {},
      problems: [
        `${fifo}:1:1: is a named pipe (FIFO), not a regular file: expected a YAML file of key bindings; default keys used`,
      ],
    });
    const zero = join(dir, "zero.yaml");
    symlinkSync("/dev/zero", zero);
    expect((await loadKeyBindings(zero)).problems).toEqual([
      `${zero}:1:1: is a device, not a regular file: expected a YAML file of key bindings; default keys used`,
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes effect in the game and its help, and its problems show on the menu", async () => {
    const config = mkdtempSync(join(tmpdir(), "derelict-xdg-"));
    mkdirSync(join(config, "derelict"));
    writeFileSync(join(config, "derelict", "keys.yaml"), "end-turn: F\nnonsense: z\n");
    const h = await startTui({ env: { XDG_CONFIG_HOME: config } });
    expect(h.text()).toContain("no command 'nonsense'");
    await h.keys("enter", "enter", "enter", "enter", "?");
    const first = h.text();
    await h.keys("pagedown");
    expect(first + h.text()).toMatch(/F +end your turn/);
    await h.keys("pageup");
    await h.keys("escape", "F");
    expect(h.text()).toContain("End blue's turn 1?");
    await h.keys("y");
    expect(h.text()).toContain("YELLOW TO MOVE");
    await h.quit();
    void DUEL;
  });
});
