// The shape every reported problem must have, shared by the fixture and fuzz tests.
import { expect } from "vitest";
import type { Problem } from "../../src/content/problem.js";

/** Problems a player can read: each names a file and a real position and says one thing on one line. */
export function expectWellFormed(problems: readonly Problem[]): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(p.file).not.toBe("");
    expect(Number.isInteger(p.line) && p.line >= 1, `line ${p.line}`).toBe(true);
    expect(Number.isInteger(p.col) && p.col >= 1, `col ${p.col}`).toBe(true);
    expect(p.message.trim()).not.toBe("");
    // One line, and nothing that moves a terminal's cursor.
    expect(p.message).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  }
}
