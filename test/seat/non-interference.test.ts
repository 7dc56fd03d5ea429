// The security property of the seat in each visibility mode (test/seat/property.ts): two games that
// differ only in yellow's secrets give blue's seat byte-identical answers to the same calls. Open: the
// identities under yellow's markers, their wounds and yellow's private dice; fog: those, and moves
// yellow makes out of blue's sight. Runs: DERELICT_PROPERTY_RUNS.
import { describe, it } from "vitest";
import { checkNonInterference, STARTS } from "./property.js";
import { VISIBILITY } from "./twin-games.js";

describe.each(VISIBILITY)("non-interference of the seat (%s visibility)", (mode) => {
  it.each(STARTS)(
    "blue's seat answers every call the same whatever yellow hides (%s)",
    (_name, start, lighting) => checkNonInterference(mode, start, lighting),
    600_000,
  );
});
