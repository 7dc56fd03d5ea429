// A generated mission's briefing: written from its data, the ship named once with "the".
import { describe, expect, it } from "vitest";
import { writeBriefing } from "../../src/generate/briefing.js";

const base = {
  index: 2,
  flagship: false,
  enemy: "Norx",
  objective: {
    kind: "engines-off" as const,
    title: "Shut the engines",
    order: "shut the main engines down",
    objective: { kind: "engines-off" as const },
    targets: [1],
    legs: 1,
  },
  turns: 14,
  hazards: ["the lights are out"],
  starts: ["lock 1", "lock 3"],
};

describe("the briefing", () => {
  it("tells the enemy, the objectives, the turns, the hazards and the locks", () => {
    const b = writeBriefing({ ...base, shipName: "ISV Korvanna" });
    expect(b).toMatchObject({ mission: "Shut the engines", enemy: "Norx", turns: 14, hazards: ["the lights are out"] });
    expect(b.objectives).toEqual(["shut the main engines down", "or kill or drive off every enemy soldier"]);
    expect(b.story).toContain("The second derelict of the run, the ISV Korvanna, hangs silent");
    expect(b.story).toContain("Scans show Norx aboard");
    expect(b.story).toContain("the lights are out");
    expect(b.story).toContain("Board by lock 1 and lock 3");
    expect(b.story).toContain("within 14 turns");
  });

  it("names a ship given with its article once", () => {
    const b = writeBriefing({ ...base, shipName: "the Kestrel's Lament", flagship: true, index: 7 });
    expect(b.story).toMatch(/^The Kestrel's Lament, the enemy's flagship/);
    expect(b.story).not.toMatch(/the the/i);
  });
});
