// Zone starts in scenario files: read against the ship's named areas, and zones in sight of the enemy refused at FILE:LINE:COL.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/content/problem.js";
import { loadScenarioFile, loadScenarioText } from "../../src/content/scenario-load.js";
import { createGame } from "../../src/engine/setup.js";

const FILE = join(import.meta.dirname, "zone-test.yaml");

function scenario(blue: string, yellow: string, extra = ""): string {
  return [
    "name: zones",
    "ship: freighter",
    "first: blue",
    "turns: 5",
    "sides:",
    "  blue:",
    "    race: starmarines",
    "    soldiers:",
    `      - { type: marine, name: Ash, start: ${blue} }`,
    `      - { type: marine, name: Birch, start: ${blue} }`,
    extra,
    "  yellow:",
    "    race: norx",
    "    soldiers:",
    `      - { type: warrior, name: Grok, start: ${yellow} }`,
    "",
  ].join("\n");
}

const problems = (text: string) => {
  const loaded = loadScenarioText(FILE, text);
  return loaded.ok ? [] : loaded.problems.map(formatProblem);
};

describe("zone starts", () => {
  it("reads a zone of one or several named areas: the hexes a marker can stand on", () => {
    const loaded = loadScenarioText(
      FILE,
      scenario("zone 92:cabin-1 92:cabin-2", "zone 93:cargo-bay", "    extra-dummies: 2"),
    );
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
    const start = loaded.value.forces.blue.soldiers[0]!.start;
    expect(start.at).toBe("zone");
    if (start.at !== "zone") return;
    expect(start.zone).toBe("92:cabin-1 92:cabin-2");
    const names = start.cells.map((c) => loaded.value.ship.cells[c]!.name);
    expect(names).toContain("92:0102");
    expect(names).not.toContain("92:0101"); // a bunk
    expect(loaded.value.forces.blue.extraDummies).toBe(2);
    expect(createGame({ ...loaded.value, seed: "1" }).phase).toBe("deploy");
  });

  it("names an area the ship does not have", () => {
    expect(problems(scenario("zone 92:cabin-9", "zone 93:cargo-bay"))).toEqual([
      expect.stringMatching(
        /zone-test\.yaml:9:43: this ship has no area 92:cabin-9 \(module 92 has: cabin-1, .*lounge/,
      ),
      expect.stringMatching(/zone-test\.yaml:10:45: this ship has no area 92:cabin-9/),
    ]);
    expect(problems(scenario("zone 95:kitchen", "zone 93:cargo-bay"))[0]).toMatch(/no module 95 with named areas/);
  });

  it("refuses zones in sight of the other side's zone or start hexes, at the zone's place in the file", () => {
    expect(problems(scenario("zone 92:lounge", "zone 92:lounge"))).toEqual(
      [
        "zone-test.yaml:9:43: blue's zone 92:lounge is in sight of yellow's zone 92:lounge (92:0908 sees 92:0908): a zone must be out of the other side's sight",
      ].map((p) => `${FILE.replace(/zone-test\.yaml$/, "")}${p}`),
    );
    // A hall hex next to the lounge's door is out of its sight while the door is closed; one inside is not.
    expect(problems(scenario("zone 92:lounge", '"92:0706"'))).toEqual([]);
    expect(problems(scenario("zone 92:lounge", '"92:1009"'))[0]).toMatch(
      /blue's zone 92:lounge is in sight of yellow's start at 92:1009/,
    );
  });

  it("gives extra dummies only to a side with a zone", () => {
    expect(problems(scenario('"92:0706"', "zone 93:cargo-bay", "    extra-dummies: 1"))[0]).toMatch(
      /:11:20: extra dummies are placed in blue's zones, and it has none/,
    );
  });

  it("loads the bundled night watch, both sides deploying", () => {
    const loaded = loadScenarioFile(join(import.meta.dirname, "..", "..", "scenarios", "night-watch.yaml"));
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
    const game = createGame({ ...loaded.value, seed: "3" });
    expect([game.phase, game.side, game.deployment?.waiting]).toEqual(["deploy", "yellow", ["yellow", "blue"]]);
  });
});
