// The schemas of the ship systems' facts (src/cli/systems-facts-schema.ts) hold every event the scripted
// device examples (docs/examples/*.script, seed 1) tell each audience: real facts,
// not only their types (test/cli/schema-types holds those).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seenEventSchema } from "../../src/cli/facts-schema.js";
import { SYSTEMS_FACTS_SCHEMAS } from "../../src/cli/systems-facts-schema.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { createGame } from "../../src/engine/setup.js";
import { runScript } from "../../src/play/script.js";
import { witnessed } from "../../src/view/witnessed.js";

const examples = new URL("../../docs/examples/", import.meta.url);
const SCRIPTS = [
  ["power-failure.script", "ship-systems.yaml"],
  ["bridge.script", "ship-systems.yaml"],
  ["devices.script", "ship-systems.yaml"],
  ["sickbay-and-cryo.script", "sickbay-and-cryo.yaml"],
] as const;

describe("the schemas of the ship systems' facts", () => {
  it.each(SCRIPTS)("hold every event of %s on %s, to every audience", (script, on) => {
    const loaded = loadScenarioFile(new URL(on, examples).pathname);
    if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
    const run = runScript(createGame({ ...loaded.value, seed: "1" }), readFileSync(new URL(script, examples), "utf8"));
    expect(run.error).toBeUndefined();
    let systems = 0;
    for (const audience of ["referee", "blue", "yellow"] as const)
      for (const e of witnessed(run.events, audience)) {
        expect(seenEventSchema.safeParse(e).error?.issues ?? [], `${audience} ${e.kind}: ${e.text}`).toEqual([]);
        if (e.kind in SYSTEMS_FACTS_SCHEMAS) systems++;
      }
    expect(systems).toBeGreaterThan(3);
  });

  it("refuse facts the engine does not tell: a switch with no way set, a camera answer that is a number", () => {
    const sw = { marker: { side: "blue", number: 4 }, device: "cooler", hex: "96:0601@belowdecks" };
    expect(SYSTEMS_FACTS_SCHEMAS.switch.safeParse(sw).success).toBe(false);
    expect(SYSTEMS_FACTS_SCHEMAS.switch.safeParse({ ...sw, on: false }).success).toBe(true);
    const camera = { side: "blue", target: { side: "yellow", number: 14 } };
    expect(SYSTEMS_FACTS_SCHEMAS.camera.safeParse({ ...camera, answer: 3 }).success).toBe(false);
    expect(SYSTEMS_FACTS_SCHEMAS.camera.safeParse({ ...camera, answer: null }).success).toBe(true);
  });
});
