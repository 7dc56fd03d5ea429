// How to meet each kind of objective: words from the objective's data, the player's own keys named.
import { describe, expect, it } from "vitest";
import type { ObjectiveLine } from "../../src/seat/index.js";
import { buildKeymap } from "../../src/tui/keymap.js";
import { objectiveHow } from "../../src/tui/objective-how.js";
import { objectiveLines } from "../../src/tui/objectives-text.js";
import type { PlayerView } from "../../src/view/player-view.js";

const line = (o: Partial<ObjectiveLine> & Pick<ObjectiveLine, "kind">): ObjectiveLine => ({
  text: "",
  when: "at once",
  ...o,
});

describe("how to meet an objective", () => {
  const keys = buildKeymap();

  it("names the objective's own container, locks, count, sleeper and cell", () => {
    expect(objectiveHow(line({ kind: "cargo", container: "the cold pod", locks: ["the cargo hatch"] }), keys)).toBe(
      "How: a soldier next to the cold pod pushes it (p, then a direction) hex by hex onto the air-lock hex of the cargo hatch; a friend beyond it can help push. Out of the ship, it counts at once.",
    );
    expect(objectiveHow(line({ kind: "cargo", container: "pod" }), keys)).toContain("onto an air-lock hex (an A");
    expect(objectiveHow(line({ kind: "evacuate", count: 3 }), keys)).toMatch(/^How: walk 3 of your soldiers into/);
    expect(objectiveHow(line({ kind: "rescue", sleeper: "Ardent", at: "93:0404" }), keys)).toContain(
      "next to Ardent's cryo cell at 93:0404 wakes him (w)",
    );
    // Once his side has woken him the cell is no longer told: the words do without it.
    expect(objectiveHow(line({ kind: "rescue", sleeper: "Ardent" }), keys)).toContain("Ardent's cryo cell wakes him");
  });

  it("says a whole turn at the console and a panel for the engines, and names the keys as the player bound them", () => {
    expect(objectiveHow(line({ kind: "engines-off" }), keys)).toContain(
      "a soldier at the central engine console and one at a control panel of the engine room, each stationed (s)",
    );
    const rebound = buildKeymap({ station: ["S-f1"], fire: ["F"] });
    expect(objectiveHow(line({ kind: "engines-off" }), rebound)).toContain("stationed (S-f1)");
    expect(objectiveHow(line({ kind: "exterminate" }), rebound)).toContain("(F fire, m close combat)");
    expect(objectiveHow(line({ kind: "course" }), buildKeymap({ devices: [] }))).toContain("(devices unbound, ");
  });

  it("has words for every kind (a kind without them does not compile), each its own", () => {
    const kinds = ["cargo", "hold", "engines-off", "course", "exterminate", "evacuate", "rescue"] as const;
    const words = kinds.map((kind) => objectiveHow(line({ kind }), keys));
    expect(new Set(words).size).toBe(kinds.length);
    for (const w of words) expect(w).toMatch(/^How: \S.{40,}\.$/);
  });

  it("is on the O page under each objective, not on the first turn's page", () => {
    const view = {
      side: "blue",
      objectives: { mine: [line({ kind: "hold", text: "hold the bridge", when: "at the end" })], otherwise: "draw" },
    } as unknown as PlayerView;
    expect(objectiveLines(view, keys).slice(2, 4)).toEqual([
      "- hold the bridge (counts at the end)",
      "  How: get your soldiers in and keep at least one there, steady (not broken), to the last turn's end, with no enemy soldier left in it.",
    ]);
    expect(objectiveLines(view).join("\n")).not.toContain("How:");
  });
});
