// The words of a step for each reader (src/view/words/moves.ts): the enemy's markers named with their side.
import { describe, expect, it } from "vitest";
import type { MoveFacts } from "../../../src/engine/facts/moves.js";
import { WORDS } from "../../../src/view/words/index.js";

const rojas = { side: "blue", number: 4, label: "Rojas" } as const;

describe("the words of a step", () => {
  it("names the enemy's markers with their side: the marker and the markers it leaves or joins", () => {
    const f: MoveFacts = {
      marker: { side: "yellow", number: 9 },
      from: "99:0307",
      to: "99:0306",
      leaving: [{ side: "yellow", number: 12 }],
      joining: [
        { side: "yellow", number: 10 },
        { side: "yellow", type: "Marine" },
      ],
    };
    expect(WORDS.move(f, "blue")).toBe(
      "yellow ?9 moves 99:0307 -> 99:0306, leaving yellow ?12; joining yellow ?10, Marine",
    );
    expect(WORDS.move({ marker: { side: "yellow", number: 9 }, to: "99:0306" }, "blue")).toBe(
      "yellow ?9 comes into view at 99:0306",
    );
  });

  it("names one's own by number and label, a dummy as a dummy, and the referee's by side too", () => {
    const own: MoveFacts = { marker: rojas, from: "90:0708", to: "90:0607", mu: 1, left: 3 };
    expect(WORDS.move(own, "blue")).toBe("?4 Rojas 90:0708 -> 90:0607 (1 MU, 3 left)");
    expect(WORDS.move(own, "referee")).toBe("blue ?4 Rojas 90:0708 -> 90:0607 (1 MU, 3 left)");
    const dummy: MoveFacts = { ...own, marker: { side: "blue", number: 5, label: "d1", dummy: true } };
    expect(WORDS.move(dummy, "blue")).toBe("?5 dummy 90:0708 -> 90:0607 (1 MU, 3 left)");
    const out: MoveFacts = { marker: rojas, lock: "lock 4", to: "90:0611", mu: 1, left: 3 };
    expect(WORDS.move(out, "blue")).toBe("?4 Rojas leaves lock 4 for 90:0611 (1 MU, 3 left)");
    expect(WORDS.move({ marker: { side: "blue", type: "Marine" }, lock: "lock 4", to: "90:0611" }, "yellow")).toBe(
      "Marine leaves lock 4 for 90:0611",
    );
    expect(WORDS.move({ marker: rojas, from: "1:0101", to: "1:0102", carried: true }, "referee")).toBe(
      "blue ?4 Rojas is carried 1:0101 -> 1:0102",
    );
  });
});
