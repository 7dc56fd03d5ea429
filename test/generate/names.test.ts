// Names: rot-js's string generator on a generator of its own, from the run's named streams.
import ROT from "rot-js";
import { describe, expect, it } from "vitest";
import { shipName, soldierNames } from "../../src/generate/names.js";
import { SHIP_PREFIXES } from "../../src/generate/name-words.js";

describe("names", () => {
  it("give a derelict a registry prefix and a made-up name, the same for the same seed and index", async () => {
    const name = await shipName("names", 1);
    expect(name).toMatch(new RegExp(`^(${SHIP_PREFIXES.join("|")}) [A-Z][a-z]{3,9}$`));
    expect(await shipName("names", 1)).toBe(name);
    const others = await Promise.all([2, 3, 4, 5, 6, 7].map((i) => shipName("names", i)));
    expect(new Set([name, ...others]).size).toBeGreaterThan(4);
  });

  it("give a squad different soldiers' names, the same for the same seed, others for another", async () => {
    const squad = await soldierNames("run", 30);
    expect(squad).toHaveLength(30);
    expect(new Set(squad).size).toBe(30);
    for (const n of squad) expect(n).toMatch(/^[A-Z][a-z]{2,8}( \d+)?$/);
    expect(await soldierNames("run", 30)).toEqual(squad);
    expect(await soldierNames("another run", 30)).not.toEqual(squad);
  });

  it("never give a name the squad already has", async () => {
    const first = await soldierNames("run", 10);
    const more = await soldierNames("run", 10, "names/replacements/1", first);
    for (const n of more) expect(first).not.toContain(n);
  });

  it("leave rot-js's shared generator alone (the names come from one set from the seed)", async () => {
    const before = ROT.RNG.getState();
    await shipName("shared", 1);
    await soldierNames("shared", 12);
    expect(ROT.RNG.getState()).toEqual(before);
  });
});
