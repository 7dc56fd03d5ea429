// The computer's turn is timed by its budget, never by its work.
import { describe, expect, it } from "vitest";
import { holdLeft, thinkingLine, thinkShare } from "../../src/play/think-pace.js";

describe("the computer's think pace", () => {
  it("holds an answer until the budget has passed, and no longer", () => {
    expect(holdLeft(1000, 300, 1050)).toBe(250);
    expect(holdLeft(1000, 300, 1300)).toBe(0);
    expect(holdLeft(1000, 300, 2000)).toBe(0);
  });

  it("tells progress by the clock, from 0 to 1", () => {
    expect(thinkShare(1000, 400, 1000)).toBe(0);
    expect(thinkShare(1000, 400, 1100)).toBe(0.25);
    expect(thinkShare(1000, 400, 5000)).toBe(1);
    expect(thinkShare(1000, 0, 1000)).toBe(1);
    expect(thinkingLine(0.25)).toBe("the computer is thinking: 25%");
  });
});
