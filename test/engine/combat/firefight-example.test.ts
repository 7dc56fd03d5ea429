// docs/examples/firefight: the bundled example of a firefight shows each boarding modifier in its log.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { createGame } from "../../../src/engine/setup.js";
import { runScript } from "../../../src/play/script.js";
import { witnessed } from "../../../src/view/witnessed.js";

const example = (name: string) => new URL(`../../../docs/examples/${name}`, import.meta.url).pathname;

describe("docs/examples/firefight", () => {
  const scenario = loadScenarioFile(example("firefight.yaml"));
  if (!scenario.ok) throw new Error(JSON.stringify(scenario.problems));
  const run = runScript(
    createGame({ ...scenario.value, seed: "25" }),
    readFileSync(example("firefight.script"), "utf8"),
  );
  const log = witnessed(run.events, "referee").map((e) => e.text);

  it("plays to the end of its script with seed 25", () => {
    expect(run.error).toBeUndefined();
    expect(scenario.value.rules).toEqual({ ambush: true });
  });

  it.each([
    ["in the dark stores", "Osaka fires at yellow", "-2 dark"],
    ["from the floor up at the catwalk", "Singh fires at yellow", "-1 floor to catwalk"],
    ["along the belowdecks passage", "Menkovich fires at yellow", "-1 belowdecks"],
    ["close combat belowdecks", "Krug strikes at blue", "-1 belowdecks) ="],
    ["light cover", "Grok fires at blue", "-1 cover of a pod"],
  ])("shows the modifier %s", (_, who, modifier) => {
    expect(log.find((t) => t.includes(who))).toContain(modifier);
  });

  it("shows a wound, a morale check and a broken soldier running", () => {
    expect(log).toContain("blue ?8 Rojas is wounded in close combat");
    expect(
      log.some(
        (t) =>
          t.startsWith("blue ?8 Rojas checks morale (wounded)") &&
          t.endsWith("breaks and will run from 96:0401@belowdecks"),
      ),
    ).toBe(true);
    expect(log).toContain("blue ?8 Rojas 96:0301@belowdecks -> 96:0201@belowdecks (1 MU, 1 left)");
  });
});
