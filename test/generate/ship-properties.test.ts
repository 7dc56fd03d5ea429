// The generator's properties over a thousand seeds (ten thousand: `npm run generate-check`, docs/GENERATOR.md):
// every ship validates, every air lock reaches every module and area, the same seed gives the same ship
// (one in ten made twice), every bundled module is used, counts run from 3 to 11, shapes vary, seeds differ.
import { describe, expect, it } from "vitest";
import { moduleCatalog } from "../../src/content/module-catalog.js";
import { surveyShips, type Survey } from "../../bench/ship-properties.js";

const SHIPS = 1000;

describe(`${SHIPS} generated ships`, () => {
  let survey: Survey;
  it("validate, with every air lock reaching every module and area", async () => {
    const seeds = Array.from({ length: SHIPS }, (_, i) => `property ${i}`);
    // One in fifty loads its written file as `derelict validate` does; the rest are checked against the ship made.
    survey = await surveyShips({ catalog: moduleCatalog().modules, seeds, validateEvery: 50 });
    expect(survey.failures).toEqual([]);
  }, 120_000);

  it("use every bundled module, in every count from 3 to 11, in varied shapes", () => {
    for (let id = 89; id <= 99; id++) expect(survey.used.get(id) ?? 0, `module ${id}`).toBeGreaterThan(SHIPS / 5);
    expect(survey.used.get(89)).toBe(SHIPS);
    expect(survey.used.get(99)).toBe(SHIPS);
    for (let n = 3; n <= 11; n++) expect(survey.counts.get(n) ?? 0, `${n} modules`).toBeGreaterThan(SHIPS / 20);
    expect([...survey.counts.keys()].every((n) => n >= 3 && n <= 11)).toBe(true);
    expect(survey.notARow).toBeGreaterThan(SHIPS * 0.8);
    // Three-module ships come in few layouts, so a few repeat; the rest are all different.
    expect(survey.distinct).toBeGreaterThan(SHIPS * 0.95);
  });
});
