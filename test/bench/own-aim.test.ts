// Which seats of the bundled scenarios came for more than the fight, and whether a side met such an
// objective as the game ended (the tournament's "own objective" counts).
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { hasOwnAim, ownAimMet } from "../../bench/own-aim.js";
import { newSession } from "../../src/play/new-game.js";

const file = (name: string) => join(import.meta.dirname, "../../scenarios", `${name}.yaml`);

describe("hasOwnAim", () => {
  it("is true for a side with an objective beyond extermination, false for one that came only to fight", () => {
    expect(hasOwnAim(file("abandon-ship"), "blue")).toBe(true);
    expect(hasOwnAim(file("abandon-ship"), "yellow")).toBe(false);
    expect(hasOwnAim(file("night-watch"), "yellow")).toBe(true);
    expect(hasOwnAim(file("night-watch"), "blue")).toBe(false);
    expect(hasOwnAim(file("bug-hunt"), "blue")).toBe(false);
    expect(hasOwnAim(file("engine-room"), "yellow")).toBe(true);
  });
});

describe("ownAimMet", () => {
  it("is true once the side's own objective is met (the engines shut down), never for extermination alone", () => {
    const session = newSession(file("introduction"), "1");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const state = session.state();
    expect(ownAimMet(state, "blue")).toBe(false);
    const off = { ...state, systems: { ...state.systems, engines: false, moving: false } };
    expect(ownAimMet(off, "blue")).toBe(true);
    const noEnemy = { ...state, pieces: state.pieces.filter((p) => p.side === "blue") };
    expect(ownAimMet(noEnemy, "blue")).toBe(false);
  });
});
