// A scripted firefight in the dark, on the catwalk and in a belowdecks passage: each boarding
// modifier shows in the log. Also how scripts name targets: only from what the side sees.
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../../src/play/command.js";
import { runScript } from "../../../src/play/script.js";
import type { GameState } from "../../../src/engine/state.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, shipOf } from "../fixture.js";
import { withDice } from "./dice.js";

const hall = shipOf({
  main: [
    "# # # # # # # # # # # #",
    " # . . . . # . . . . #",
    "# . . . . . + . . . . #",
    " # . . . . # . . . . #",
    "# # # # # # # # # # # #",
  ],
});
const hold = shipOf({
  main: ["# # # # # # # # #", " # . .         #", "# . . S         #", " # . .         #", "# # # # # # # # #"],
  floor: ["", "     . . . . .", "    . S . . . .", "     . . . . .", ""],
});
const passage = shipOf({
  main: ["# # # # # # # # #", " # . . . . . . #", "# . H . . . . . #", " # . . . . . . #", "# # # # # # # # #"],
  belowdecks: ["", "", "    H : : : : :"],
});

function play(state: GameState, script: string): string[] {
  const run = runScript(state, script);
  if (run.error) throw new Error(`line ${run.error.line}: ${run.error.reason}`);
  return witnessed(run.events, "referee").map((e) => e.text);
}

describe("a scripted firefight", () => {
  it("in the dark: -2 to hit", () => {
    const g = gameOn(hall, {
      blue: [{ type: "marine", at: "1:0102", name: "Osaka" }],
      yellow: [{ type: "grunt", at: "1:0402", name: "Norx" }],
    });
    const dark = withDice({ ...g, systems: { ...g.systems, lights: false } }, 5, 1);
    const log = play(dark, "fire Osaka at 1:0402");
    expect(log[0]).toMatch(
      /Osaka fires at .* Norx \(carbine at range 3 needs 3\+; -2 dark\): rolls 5 \(3 after modifiers\): hits; effect 1 \(\+2 carbine damage\) = 3: no effect$/,
    );
  });

  it("from the hold's floor up at the catwalk: -1 to hit; no close combat between them", () => {
    const g = gameOn(hold, {
      blue: [
        { type: "marine", at: "1:0502@floor", name: "Singh" },
        { type: "marine", at: "1:0302@floor", name: "Rojas" },
      ],
      yellow: [
        { type: "grunt", at: "1:0101", name: "Norx" },
        { type: "grunt", at: "1:0202", name: "Brute" },
      ],
    });
    const log = play(withDice(g, 3), "fire Singh at 1:0101");
    expect(log[0]).toContain("(carbine at range 4 needs 3+; -1 floor to catwalk): rolls 3 (2 after modifiers): misses");
    const run = runScript(g, "melee Rojas at 1:0202");
    expect(run.error?.reason).toBe("close-combat weapons cannot reach between the cargo-hold floor and the catwalk");
  });

  it("in a belowdecks passage: -1 to hit, and close combat at -1 damage", () => {
    const g = gameOn(passage, {
      blue: [
        { type: "marine", at: "1:0202@belowdecks", name: "Menkovich" },
        { type: "marine", at: "1:0302@belowdecks", name: "Rojas" },
      ],
      yellow: [
        { type: "grunt", at: "1:0602@belowdecks", name: "Norx" },
        { type: "grunt", at: "1:0402@belowdecks", name: "Brute" },
      ],
    });
    const log = play(withDice(g, 4, 6, 6, 4), "fire Menkovich at 1:0602@belowdecks\nmelee Rojas at 1:0402@belowdecks");
    expect(log.find((t) => t.includes("Menkovich fires"))).toContain(
      "(carbine at range 4 needs 3+; -1 belowdecks): rolls 4 (3 after modifiers): hits",
    );
    expect(log.find((t) => t.includes("Rojas strikes"))).toContain(
      "effect 4 (+1 strength, -1 belowdecks) = 4: wounded",
    );
  });
});

describe("naming a target", () => {
  const g = gameOn(hall, {
    blue: [{ type: "marine", at: "1:0102", name: "m" }],
    yellow: [
      { type: "grunt", at: "1:0402", name: "y" },
      { type: "grunt", at: "1:0802", name: "hidden" },
    ],
  });

  it("parses fire/melee WHO at TARGET, carry/heal WHO FRIEND, drop and ambush WHO", () => {
    expect(parseCommand("fire 3 at ?7")).toEqual({ verb: "fire", who: "3", target: "?7" });
    expect(parseCommand("melee Osaka at 92:0305 Norx Brute")).toEqual({
      verb: "melee",
      who: "Osaka",
      target: "92:0305 Norx Brute",
    });
    expect(parseCommand("fire 3 ?7")).toEqual({ ok: false, code: "usage", reason: "usage: fire WHO at TARGET" });
    expect(parseCommand("carry Rojas O'Day")).toEqual({ verb: "carry", who: "Rojas", friend: "O'Day" });
    expect(parseCommand("heal Doc Rojas")).toEqual({ verb: "heal", who: "Doc", friend: "Rojas" });
    expect(parseCommand("drop Rojas")).toEqual({ verb: "drop", who: "Rojas" });
    expect(parseCommand("ambush 4")).toEqual({ verb: "ambush", who: "4" });
  });

  it("by the marker number the side sees, or the hex", () => {
    // Lights off, then the door opens: the enemy beyond is a glimpsed marker, named by its number.
    const g2 = gameOn(hall, {
      blue: [{ type: "marine", at: "1:0102", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0802", name: "y" }],
    });
    const dark = withDice(
      { ...g2, systems: { ...g2.systems, lights: false }, openDoors: { [cell(hall, "1:0602")]: true as const } },
      1,
      1,
    );
    const number = pieceNamed(dark, "y").number;
    const run = runScript(dark, `fire m at ?${number}\nend\nend\nfire m at 1:0802`);
    expect(run.error).toBeUndefined();
    const shot = { type: "fire", piece: pieceNamed(g2, "m").id, target: pieceNamed(g2, "y").id };
    expect(run.actions).toEqual([shot, { type: "end" }, { type: "end" }, shot]);
  });

  it("never an enemy the side cannot see, even when it names the right hex or number", () => {
    const hidden = pieceNamed(g, "hidden");
    expect(runScript(g, `fire m at ?${hidden.number}`).error?.reason).toBe(`you see no enemy marker ?${hidden.number}`);
    expect(runScript(g, "fire m at 1:0802").error?.reason).toBe("you see no enemy marker 1:0802");
    expect(runScript(g, "fire m at nowhere").error?.reason).toBe("'nowhere' is neither an enemy marker (?7) nor a hex");
  });
});
