// Module features in words: things counted once per hex, once per group, once across levels.
import { describe, expect, it } from "vitest";
import { loadModuleText } from "../../src/content/module-load.js";
import { describeFeatures, hallSides, moduleFeatures } from "../../src/map/features.js";
import type { ModuleMap } from "../../src/map/module.js";

function module(yaml: string): ModuleMap {
  const r = loadModuleText("test.yaml", yaml);
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`).join("\n"));
  return r.value;
}

const engine = module(`id: 300
name: Plant
levels:
  main: |
    # # # # # # # #
     # G G . H . . #
    = . G . K # + #
     # x o x . # d #
    # # # # # # # #
  belowdecks: |
    # # # # # # # #
     # : : : H : : #
    # # # # # # # #
`);

describe("module features", () => {
  it("counts a generator drawn over three hexes once, a ladder on two levels once, and cargo by kind", () => {
    expect(describeFeatures(engine)).toBe(
      "door, ladder, generator, cooler, hall to the west, 3 kinds of cargo (4 pieces)",
    );
  });

  it("keeps each count beside its words, for the look command", () => {
    expect(moduleFeatures(engine).find((f) => f.kind === "door")).toEqual({ kind: "door", count: 1, text: "door" });
  });

  it("finds the sides halls leave by", () => {
    expect(hallSides(engine)).toEqual(["west"]);
  });
});
