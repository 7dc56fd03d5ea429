// The computer's turn is timed by its budget, never by its work.
import { describe, expect, it } from "vitest";
import { holdEnd, holdLeft, thinkingLine, thinkShare } from "../../src/play/think-pace.js";

describe("the computer's think pace", () => {
  it("holds an answer until the budget has passed, and no longer", () => {
    expect(holdLeft(1000, 300, 1050)).toBe(250);
    expect(holdLeft(1000, 300, 1300)).toBe(0);
  });

  it("holds an answer that overran its budget to the end of the next whole budget", () => {
    // Overruns of 1 ms and of 290 ms look alike: both turns take two budgets.
    expect(holdEnd(1000, 300, 1301)).toBe(1600);
    expect(holdEnd(1000, 300, 1590)).toBe(1600);
    expect(holdLeft(1000, 300, 1301)).toBe(299);
    expect(holdLeft(1000, 300, 2000)).toBe(200);
    expect(holdEnd(1000, 300, 1000)).toBe(1300);
    expect(holdEnd(1000, 0, 1200)).toBe(1200);
  });

  it("tells progress by the clock, from 0 to 1", () => {
    expect(thinkShare(1000, 400, 1000)).toBe(0);
    expect(thinkShare(1000, 400, 1100)).toBe(0.25);
    expect(thinkShare(1000, 400, 5000)).toBe(1);
    expect(thinkShare(1000, 0, 1000)).toBe(1);
    expect(thinkingLine(0.25)).toBe("the computer is thinking: 25%");
  });
});
