// Following the enemy's woken sleeper through the side's witnessed events (src/ai/objectives/sleeper-trail.ts):
// revealed, he goes by his soldier type; hidden again, by his new number; others' reveals and hides do not count.
import { describe, expect, it } from "vitest";
import { sleeperLabel } from "../../../src/ai/objectives/sleeper-trail.js";
import type { SeenEvent } from "../../../src/seat/index.js";

const ev = (kind: SeenEvent["kind"], fields: object): SeenEvent => ({ turn: 9, kind, text: kind, fields }) as SeenEvent;
const blue = (x: { number?: number; type?: string }) => ({ side: "blue" as const, ...x });

describe("the sleeper's trail", () => {
  const start = { number: 7, hex: "93:0208" };

  it("keeps his number while he is neither revealed nor hidden again", () => {
    expect(sleeperLabel([ev("move", { marker: blue({ number: 7 }), from: "93:0208", to: "93:0308" })], start)).toBe(
      "?7",
    );
  });

  it("goes by his type once revealed, and by his new number once he goes back under a marker", () => {
    const seen = [
      ev("move", { marker: blue({ number: 7 }), from: "93:0208", to: "93:0308" }),
      ev("revealed", { marker: blue({ number: 7, type: "Lieutenant" }), hex: "93:0308" }),
      ev("move", { marker: blue({ type: "Lieutenant" }), from: "93:0308", to: "93:0406" }),
    ];
    expect(sleeperLabel(seen, start)).toBe("Lieutenant");
    // Another Lieutenant hiding elsewhere is not him; he hides where he stands.
    const hid = [
      ...seen,
      ev("hidden", { marker: blue({ type: "Lieutenant" }), hex: "93:0806", number: 24 }),
      ev("hidden", { marker: blue({ type: "Lieutenant" }), hex: "93:0406", number: 3 }),
    ];
    expect(sleeperLabel(hid, start)).toBe("?3");
  });

  it("ignores another marker revealed or hidden", () => {
    const seen = [
      ev("revealed", { marker: blue({ number: 5, type: "Marine" }), hex: "93:0308" }),
      ev("hidden", { marker: blue({ type: "Marine" }), hex: "93:0208", number: 9 }),
    ];
    expect(sleeperLabel(seen, start)).toBe("?7");
  });
});
