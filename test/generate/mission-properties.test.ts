// Generated missions over many seeds (thousands: `npm run mission-check`, docs/GENERATOR.md): every
// derelict's ship and scenario, written out, loads with the ordinary loaders; every objective and
// the enemy's zones are reachable from each of the squad's air locks; the same seed gives the same
// mission; every kind of mission and enemy race comes up; bot games on some play to their end.
import { describe, expect, it } from "vitest";
import { moduleCatalog } from "../../src/content/module-catalog.js";
import { RACES } from "../../src/generate/mission.js";
import { surveyMissions, type MissionSurvey } from "../../bench/mission-properties.js";

const MISSIONS = Number(process.env.MISSIONS ?? 210);
const BOT_EVERY = 21;

describe(`${MISSIONS} generated missions`, () => {
  let survey: MissionSurvey;
  it("load from their written files, with every objective reachable, and repeat by their seed", async () => {
    const seeds = Array.from({ length: MISSIONS }, (_, i) => `mission property ${i}`);
    survey = await surveyMissions({ catalog: moduleCatalog().modules, seeds, botEvery: BOT_EVERY });
    expect(survey.failures).toEqual([]);
  }, 600_000);

  it("draw every kind of mission and every other race, and wreck many", () => {
    for (const kind of ["exterminate", "hold-bridge", "hold-engine-room", "engines-off", "rescue", "cargo", "evacuate"])
      expect(survey.kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    for (const race of RACES) expect(survey.enemies.get(race) ?? 0, race).toBeGreaterThan(0);
    expect(survey.wrecked.debris).toBeGreaterThan(MISSIONS / 10);
    expect(survey.wrecked.breached).toBeGreaterThan(MISSIONS / 20);
    expect(survey.wrecked.jammed).toBeGreaterThan(MISSIONS / 10);
    expect(survey.wrecked.dark).toBeGreaterThan(MISSIONS / 10);
  });

  it("play bot games to their end without an error", () => {
    expect(survey.games.errors).toEqual([]);
    expect(survey.games.played).toBe(MISSIONS / BOT_EVERY);
  });
});
