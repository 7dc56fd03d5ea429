// deploy and ready in the command language: parsed, resolved against the side's own markers, and the documented script played.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { createGame } from "../../src/engine/setup.js";
import { parseCommand } from "../../src/play/command.js";
import { Session } from "../../src/play/session.js";
import { runScript } from "../../src/play/script.js";
import { witnessed } from "../../src/view/witnessed.js";

const ROOT = join(import.meta.dirname, "..", "..");
const scenario = () => {
  const loaded = loadScenarioFile(join(ROOT, "scenarios", "night-watch.yaml"));
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("\n"));
  return loaded.value;
};

describe("deploy and ready", () => {
  it("parse", () => {
    expect(parseCommand("deploy Grask 93:0908")).toEqual({ verb: "deploy", who: "Grask", hex: "93:0908" });
    expect(parseCommand("deploy ?3 90:0305@floor")).toEqual({ verb: "deploy", who: "?3", hex: "90:0305@floor" });
    expect(parseCommand("deploy Grask")).toEqual({ ok: false, code: "usage", reason: "usage: deploy WHO HEX" });
    expect(parseCommand("ready")).toEqual({ verb: "ready" });
  });

  it("name markers by number, soldier or the next dummy to place, and say what is wrong", () => {
    const s = new Session({ ...scenario(), seed: "4" });
    expect(s.command("deploy Okonkwo 92:0102")).toEqual({
      ok: false,
      code: "no-such-marker",
      reason: "yellow has no marker or soldier 'Okonkwo'",
    });
    expect(s.command("deploy Grask 88:0101")).toEqual({
      ok: false,
      code: "no-such-hex",
      reason: "no hex 88:0101 on this ship",
    });
    expect(s.command("deploy Grask 92:0102").ok).toBe(false);
    expect(s.command("deploy dummy 93:0908")).toEqual({ ok: true });
    expect(s.command("deploy dummy 93:0908")).toEqual({ ok: true });
    expect(s.command("deploy dummy 93:0908")).toEqual({
      ok: false,
      code: "none-left",
      reason: "yellow has no dummy still to place",
    });
    // Not yet placed: not on the map; placed, the engine says why it waits.
    expect(s.command("move Grask e")).toEqual({
      ok: false,
      code: "not-on-map",
      reason: expect.stringMatching(/^Grask is not on the map/),
    });
    expect(s.command("deploy Grask 93:0908").ok).toBe(true);
    expect(s.command("move Grask e")).toEqual({
      ok: false,
      code: "wrong-phase",
      reason: expect.stringMatching(
        /the game has not begun: yellow is deploying \(deploy, dummy, remove, ready\); move/,
      ),
    });
    expect(s.command("end").ok).toBe(false);
    expect(s.command("ready")).toEqual({
      ok: false,
      code: "not-placed",
      reason: expect.stringMatching(/^place every marker first: .*Murg.* still to place$/),
    });
  });

  it("play the documented night-watch script: both sides deploy, then play", () => {
    const script = readFileSync(join(ROOT, "docs", "examples", "night-watch.script"), "utf8");
    const run = runScript(createGame({ ...scenario(), seed: "1" }), script);
    expect(run.error).toBeUndefined();
    expect(run.state.phase).toBe("play");
    expect(run.state.turn).toBe(2);
    const blueSaw = witnessed(run.events, "blue").map((e) => e.text);
    expect(blueSaw).toContain("yellow has deployed");
    // Until play begins blue learns nothing of where yellow deployed; then, across an open table, it
    // sees yellow's markers and their moves, never who is under them.
    const begun = blueSaw.indexOf("turn 1: yellow to move");
    expect(blueSaw.slice(0, begun).join("\n")).not.toMatch(/Grask|Gorm|Murg|93:/);
    expect(blueSaw.slice(begun).join("\n")).toMatch(/\?\d+ moves 93:/);
    expect(blueSaw.join("\n")).not.toMatch(/Grask|Gorm|Murg/);
  });

  it("in fog, yellow's deployed markers stay out of blue's log: none comes into its sight", () => {
    const script = readFileSync(join(ROOT, "docs", "examples", "night-watch.script"), "utf8");
    const run = runScript(createGame({ ...scenario(), seed: "1", visibility: "fog" }), script);
    expect(run.error).toBeUndefined();
    expect(
      witnessed(run.events, "blue")
        .map((e) => e.text)
        .join("\n"),
    ).not.toMatch(/Grask|Gorm|Murg|93:/);
  });
});
