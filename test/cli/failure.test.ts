// The top-level guard: a user's mistake is one line; a bug is one line naming it a bug, its stack on request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportFailure, usageMistake } from "../../src/cli/failure.js";

function stderrOf(run: () => number): { code: number; text: string } {
  let text = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  try {
    return { code: run(), text };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("reportFailure", () => {
  it("prints a user's mistake as one line with its exit code", () => {
    const r = stderrOf(() => reportFailure(usageMistake("no module '12'")));
    expect(r).toEqual({ code: 2, text: "derelict: no module '12'\n" });
  });

  it("calls an unexpected error a bug, in one line, without the stack", () => {
    const r = stderrOf(() => reportFailure(new TypeError("x is undefined"), {}));
    expect(r.code).toBe(70);
    expect(r.text.trimEnd().split("\n")).toHaveLength(1);
    expect(r.text).toMatch(
      /^derelict: internal error, a bug in derelict and not your mistake: x is undefined\. Please report it/,
    );
    expect(r.text).toContain("DERELICT_DEBUG=1");
  });

  it("adds the stack when DERELICT_DEBUG=1", () => {
    const r = stderrOf(() => reportFailure(new Error("boom"), { DERELICT_DEBUG: "1" }));
    expect(r.text.split("\n").length).toBeGreaterThan(3);
    expect(r.text).toMatch(/\n\s+at /);
  });
});
