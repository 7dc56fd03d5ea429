// The seat's sandbox for imagining: the side's own pieces as they are, the enemy as guessed, dice
// from the seed, copies that go their own way, and refusals for what cannot be imagined.
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { guessFrom } from "./seat-output.js";

const scenario = (name: string) => {
  const loaded = loadScenarioFile(`scenarios/${name}.yaml`);
  if (!loaded.ok) throw new Error(name);
  return loaded.value;
};

describe("Seat.imagine", () => {
  const session = new Session({ ...scenario("introduction"), seed: "11" });
  const blue = new Seat(session, "blue");

  it("keeps the side's own markers as they are and puts the enemy where the guess says", () => {
    const box = blue.imagine(guessFrom(blue), "a");
    if (typeof box === "string") throw new Error(box);
    expect(box.seat("blue").view().own).toEqual(blue.view().own);
    const guess = guessFrom(blue);
    const yellow = box.seat("yellow").view().own;
    expect(yellow.map((m) => m.where.at === "cell" && m.where.cell).sort()).toEqual(
      guess.enemies.map((e) => e.cell).sort(),
    );
    // The view lists markers by number: the types compared as a whole.
    expect(
      yellow
        .filter((m) => m.soldier)
        .map((m) => m.soldier!.type)
        .sort(),
    ).toEqual(
      guess.enemies
        .filter((e) => e.type !== null)
        .map((e) => e.type)
        .sort(),
    );
  });

  it("refuses a soldier type the enemy does not have, and imagining before play", () => {
    expect(blue.imagine({ enemies: [{ cell: 0, type: "Dragon" }] }, "a")).toBe("the enemy has no Dragon");
    const deploying = new Seat(new Session({ ...scenario("night-watch"), seed: "1" }), "blue");
    expect(deploying.turn().phase).toBe("deploy");
    expect(typeof deploying.imagine({ enemies: [] }, "a")).toBe("string");
  });

  it("rolls its own dice: the same seed plays alike, copies go their own way, the game is untouched", () => {
    const played = (seed: string) => {
      const box = blue.imagine(guessFrom(blue), seed);
      if (typeof box === "string") throw new Error(box);
      const copy = box.copy();
      for (let i = 0; i < 30 && !box.turn().over; i++) box.play(i % 5 === 4 ? "end" : `move Osaka e`);
      return { box, copy };
    };
    const before = session.actions.length;
    const one = played("x");
    const two = played("x");
    expect(JSON.stringify(two.box.outcome())).toBe(JSON.stringify(one.box.outcome()));
    expect(JSON.stringify(two.box.commands())).toBe(JSON.stringify(one.box.commands()));
    expect(one.copy.actions()).toBe(0);
    expect(session.actions.length).toBe(before);
  });
});
