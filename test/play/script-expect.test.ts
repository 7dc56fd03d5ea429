// A script's expect lines (docs/SCRIPTS.md, Expectations): a refusal expected lets the run go on, an
// event or a view field expected stops it when it does not hold, and every line after the game's end
// is refused `game-over`, as the protocol answers it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { newSession } from "../../src/play/new-game.js";
import { playScript } from "../../src/play/script.js";
import type { Session } from "../../src/play/session.js";

function session(): Session {
  const s = newSession(join(PACKAGE_ROOT, "scenarios", "first-boarding.yaml"), "1");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

describe("expect lines in a script", () => {
  it("hold a refusal's code, an event's kind and a view's field: the run plays on", () => {
    const script = [
      "board Osaka",
      "expect event board",
      "expect view blue systems.power true",
      "expect view blue openDoors.length 0",
      "leave Osaka",
      "expect refused lock-busy",
      "board Osaka",
      "expect refused wrong-place",
      "end",
      "expect event turn-started",
      "expect view yellow toMove yellow",
      "end",
      "expect view blue turn 2",
    ].join("\n");
    const s = session();
    expect(playScript(s, script)).toBeUndefined();
    expect(s.turn).toBe(2);
  });

  it("stops at the first that does not hold, saying what was expected and what came", () => {
    expect(playScript(session(), "board Osaka\nexpect event door-opened")).toEqual({
      line: 2,
      code: "expectation",
      reason: "expected an event door-opened; the line before made board",
    });
    expect(playScript(session(), "board Osaka\nexpect view blue turn 3")).toEqual({
      line: 2,
      code: "expectation",
      reason: "expected blue's turn to be 3; it is 1",
    });
    expect(playScript(session(), "board Osaka\nexpect refused usage")).toMatchObject({
      line: 2,
      code: "expectation",
    });
    expect(playScript(session(), "board Osaka\nexpect nothing")).toMatchObject({ line: 2, code: "usage" });
    // A refusal not expected stops the run at its own line, as always.
    expect(playScript(session(), "leave Osaka\nend")).toMatchObject({ line: 1, code: "wrong-place" });
  });

  it("answers every line after the game's end game-over, a line that is no command too", () => {
    const s = session();
    const concede = Array.from({ length: 60 }, () => "end").join("\n");
    const stop = playScript(s, `${concede}\nno such command`);
    expect(s.over).toBe(true);
    expect(stop).toMatchObject({ code: "game-over", reason: "the game is over" });
    expect(playScript(s, "no such command\nexpect refused game-over\nend\nexpect refused game-over")).toBeUndefined();
  });
});
