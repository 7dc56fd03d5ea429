// To-hit and effect with given die values: the range bands, natural rolls, the effect thresholds.
import { describe, expect, it } from "vitest";
import { effectModifiers, effectOf, rollEffect } from "../../../src/engine/combat/damage.js";
import { bandFor, hits } from "../../../src/engine/combat/to-hit.js";
import { WEAPONS } from "../../../src/engine/combat/tables.js";

describe("to hit", () => {
  const rifle = WEAPONS.carbine;
  it("the band by range: carbine 3+ to 4 hexes, 4+ to 8, 5+ to 12, out of reach beyond", () => {
    expect([1, 4, 5, 8, 9, 12].map((r) => bandFor(rifle, r)?.hit)).toEqual([3, 3, 4, 4, 5, 5]);
    expect(bandFor(rifle, 13)).toBeUndefined();
    expect(bandFor(rifle, 0)?.hit).toBe(3);
  });
  it("die plus modifiers must reach the number", () => {
    expect(hits(4, 4, [])).toBe(true);
    expect(hits(3, 4, [])).toBe(false);
    expect(hits(5, 4, [{ why: "dark", value: -2 }])).toBe(false);
    expect(hits(5, 3, [{ why: "dark", value: -2 }])).toBe(true);
  });
  it("a natural 1 always misses, a natural 6 always hits", () => {
    expect(hits(1, 2, [{ why: "bonus", value: 5 }])).toBe(false);
    expect(
      hits(6, 6, [
        { why: "dark", value: -2 },
        { why: "cover", value: -1 },
      ]),
    ).toBe(true);
  });
});

describe("effect", () => {
  it("at least 6 kills, 4 or 5 wounds, less does nothing", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(effectOf)).toEqual([
      "none",
      "none",
      "none",
      "wounded",
      "wounded",
      "killed",
      "killed",
      "killed",
    ]);
  });
  it("weapon damage is added, armour subtracted: none 0, battle 1, heavy 2, powered 3", () => {
    const gauss = WEAPONS["gauss-rifle"].damage;
    expect(rollEffect(3, effectModifiers(gauss, "gauss", "none", false)).effect).toBe("killed"); // 3 + 3
    expect(rollEffect(3, effectModifiers(gauss, "gauss", "battle", false)).effect).toBe("wounded"); // 3 + 3 - 1
    expect(rollEffect(3, effectModifiers(gauss, "gauss", "heavy", false)).effect).toBe("wounded"); // 3 + 3 - 2
    expect(rollEffect(3, effectModifiers(gauss, "gauss", "powered", false)).effect).toBe("none"); // 3 + 3 - 3
    expect(rollEffect(6, effectModifiers(gauss, "gauss", "powered", false)).total).toBe(6);
  });
});
