// The travel verb: `travel WHO HEX` walks a marker step by step by the cheapest route its side knows,
// stopping (played, with a note saying why) when something comes into sight or its move units run
// out; refused when there is nothing to walk or no way it knows.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../../src/play/command.js";
import { newSession } from "../../../src/play/new-game.js";
import type { Session } from "../../../src/play/session.js";
import { firstSteps, routeTo } from "../../../src/play/verbs/travel.js";
import type { Ship } from "../../../src/ship/ship.js";

const CONTACT = join(import.meta.dirname, "..", "..", "tui", "fixtures", "contact.yaml");

function contact(): Session {
  const s = newSession(CONTACT, "1");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

/** Where a blue soldier stands, by name. */
const at = (s: Session, name: string) => {
  const m = s.view("blue").own.find((o) => o.soldier?.name === name)!;
  return m.where.at === "cell" ? m.where.hex : m.where.at;
};

/** The referee's log lines since a mark. */
const since = (s: Session, mark: number) => s.witnessed("referee", mark).map((e) => e.text);

describe("travel WHO HEX", () => {
  it("reads and writes back", () => {
    expect(parseCommand("travel Osaka 99:0506")).toEqual({ verb: "travel", who: "Osaka", hex: "99:0506" });
    expect(parseCommand("travel Osaka")).toMatchObject({ ok: false, code: "usage" });
    expect(parseCommand("travel Osaka 99:0506 now")).toMatchObject({ ok: false, code: "extra-words" });
  });

  it("walks the route one move at a time and says it arrived", () => {
    const s = contact();
    const mark = s.eventCount;
    expect(s.command("travel Quillfeather 90:0806")).toEqual({
      ok: true,
      note: "Quillfeather travelled 2 steps",
      stop: "arrived",
    });
    expect(at(s, "Quillfeather")).toBe("90:0806");
    expect(since(s, mark).filter((t) => t.includes("Quillfeather 90:"))).toEqual([
      expect.stringMatching(/Quillfeather 90:1006 -> 90:0906/),
      expect.stringMatching(/Quillfeather 90:0906 -> 90:0806/),
    ]);
  });

  it("stops where the move units run out, played, and goes on next turn", () => {
    const s = contact();
    expect(s.command("travel Quillfeather 90:0206")).toEqual({
      ok: true,
      note: "Quillfeather stopped after 4 steps: its move units ran out short of 90:0206",
      stop: "out-of-mu",
    });
    expect(at(s, "Quillfeather")).toBe("90:0606");
    s.command("end");
    s.command("end");
    expect(s.command("travel Quillfeather 90:0206")).toEqual({
      ok: true,
      note: "Quillfeather travelled 4 steps",
      stop: "arrived",
    });
    expect(at(s, "Quillfeather")).toBe("90:0206");
  });

  it("stops as soon as something is revealed, saying what the side saw", () => {
    const s = contact();
    // Down the engine room's west passage: on its fourth step yellow's dummy at 99:0410 comes into sight.
    expect(s.command("travel Zephyrine 99:0310")).toEqual({
      ok: true,
      note: "Zephyrine stopped after 4 steps: yellow ?10 at 99:0410 was a dummy: taken off",
      stop: "sighted",
    });
    expect(at(s, "Zephyrine")).toBe("99:0210");
    // Arriving, it still says what came into sight.
    const t = contact();
    t.command("open Zephyrine e");
    expect(t.command("travel Zephyrine 99:0206")).toEqual({
      ok: true,
      note: "Zephyrine travelled 1 step: yellow ?6 at 99:0508 is revealed: Norx Brute",
      stop: "arrived",
    });
  });

  it("goes by a door its side believes shut, opening it as it comes to it, and says so", () => {
    const s = contact();
    const mark = s.eventCount;
    // 89:1006 lies behind 89:1106, shut since the start: the only way there, over two turns.
    const notes: string[] = [];
    for (let turn = 0; turn < 4 && at(s, "Quillfeather") !== "89:1006"; turn++) {
      const done = s.command("travel Quillfeather 89:1006");
      if (!done.ok) throw new Error(done.reason);
      notes.push(done.note ?? "");
      s.command("end");
      s.command("end");
    }
    expect(at(s, "Quillfeather")).toBe("89:1006");
    expect(notes.filter((n) => n.includes("(opening the door at 89:1106)"))).toHaveLength(1);
    expect(since(s, mark).filter((t) => /Quillfeather opens the door at 89:1106/.test(t))).toHaveLength(1);
  });

  it("names the enemy markers that alone close the way (two in the lobby before the engine room's north port)", () => {
    const s = newSession(join(import.meta.dirname, "..", "..", "tui", "fixtures", "doorway.yaml"), "1");
    if (Array.isArray(s)) throw new Error(s.join("\n"));
    expect(s.command("travel Zephyrine 99:0700")).toMatchObject({
      ok: false,
      code: "enemy-there",
      reason: expect.stringMatching(
        /^Zephyrine cannot travel to 99:0700 now: yellow \?\d+ and \?\d+ on 99:0701 block the shortest way$/,
      ),
    });
    // Their own hex likewise.
    expect(s.command("travel Zephyrine 99:0701")).toMatchObject({ ok: false, code: "enemy-there" });
  });

  it("refuses what cannot be walked: no such hex, the hex it stands on, no way the side knows, no move units", () => {
    const s = contact();
    expect(s.command("travel Quillfeather 99:9999")).toMatchObject({ ok: false, code: "no-such-hex" });
    expect(s.command("travel Quillfeather 90:1006")).toMatchObject({ ok: false, code: "already" });
    // Behind the engine room's closed doors, the Norx in sight stand in both ways in: the shortest's named.
    expect(s.command("travel Quillfeather 99:0506")).toMatchObject({
      ok: false,
      code: "enemy-there",
      reason: "Quillfeather cannot travel to 99:0506 now: yellow ?7 on 99:0306 blocks the shortest way",
    });
    // A hex no one can stand on says so, not that no way is known.
    expect(s.command("travel Quillfeather 99:0605")).toMatchObject({
      ok: false,
      code: "no-way",
      reason: "99:0605 is a central engine console: no one can stand there (travel to a hex beside it)",
    });
    expect(s.command("travel Nobody 90:0806")).toMatchObject({ ok: false, code: "no-such-marker" });
    s.command("move Quillfeather w w w w");
    expect(s.command("travel Quillfeather 90:0106")).toMatchObject({ ok: false, code: "move-units" });
    expect(at(s, "Quillfeather")).toBe("90:0606");
  });
});

describe("travel's route among routes as cheap", () => {
  // Two routes of three steps from 0 to 5: by 1 and 3, or by 2 and 4. One of the side's markers stands
  // on 1. Whether 1 can be passed hangs on how many soldiers stand there (a secret): the route must not.
  const links = [
    [1, 2],
    [0, 3],
    [0, 4],
    [1, 5],
    [2, 5],
    [3, 4],
  ];
  const ship = { neighbours: links, links: links.map(() => []) } as unknown as Ship;
  const reach = new Map([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
  ]);
  const full = new Map([...reach].filter(([cell]) => cell !== 1));

  it("passes none of the side's markers when a route as cheap passes none, whether or not their hex can be passed", () => {
    expect(routeTo(ship, reach, 0, 5)).toEqual([1, 3, 5]);
    expect(routeTo(ship, reach, 0, 5, new Set([1]))).toEqual([2, 4, 5]);
    expect(routeTo(ship, full, 0, 5, new Set([1]))).toEqual([2, 4, 5]);
    expect(firstSteps(ship, reach, 0, new Set([1])).get(5)).toBe(2);
    expect(firstSteps(ship, full, 0, new Set([1])).get(5)).toBe(2);
  });

  it("goes through the side's markers when every cheapest route does", () => {
    expect(routeTo(ship, reach, 0, 5, new Set([1, 2]))).toEqual([1, 3, 5]);
    expect(firstSteps(ship, reach, 0, new Set([1, 2]))).toEqual(
      new Map([
        [1, 1],
        [2, 2],
        [3, 1],
        [4, 2],
        [5, 1],
      ]),
    );
  });
});
