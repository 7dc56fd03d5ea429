// Which seats of the bundled scenarios came for more than the fight (the tournament's "own objective" count).
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { hasOwnAim } from "../../bench/own-aim.js";

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
