// Join codes: long enough, easy to type, compared whatever the case and dashes.
import { describe, expect, it } from "vitest";
import { looksLikeCode, newCode, normalCode, sameCode } from "../../src/host/join-code.js";

describe("join codes", () => {
  it("are three groups of four letters and digits that cannot be misread, new each time", () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("match when typed in capitals or without dashes, and not when one letter differs", () => {
    const code = "k7m2-x9qa-4tfe";
    expect(sameCode("K7M2X9QA4TFE", code)).toBe(true);
    expect(sameCode(" k7m2 x9qa-4tfe ", code)).toBe(true);
    expect(sameCode("k7m2-x9qa-4tff", code)).toBe(false);
    expect(sameCode("k7m2-x9qa-4tf", code)).toBe(false);
    expect(sameCode("", code)).toBe(false);
    expect(normalCode("Ab-C d")).toBe("abcd");
    expect(looksLikeCode("k7m2-x9qa-4tfe")).toBe(true);
    expect(looksLikeCode("k7m2-x9qa-4tf0")).toBe(false);
  });
});
