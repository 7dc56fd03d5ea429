// The deploy phase is documented where players and scenario writers look: RULES.md and FORMATS.md.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SOLDIERS_PER_HEX } from "../../src/engine/movement.js";
import { scenarioSchema, startSchema } from "../../src/content/scenario-schema.js";

const read = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), "utf8");

describe("deployment in the docs", () => {
  it("RULES.md has a Deployment section with the stacking limit", () => {
    const rules = read("RULES.md");
    const section = rules.slice(rules.indexOf("### Deployment"), rules.indexOf("## 7."));
    expect(section).toContain(`at most **${SOLDIERS_PER_HEX} soldiers**`);
    expect(section).toMatch(/first side first/);
    expect(section).toMatch(/\*\*ready\*\*/);
  });

  it("FORMATS.md shows every start form the schema takes, and extra-dummies", () => {
    const formats = read("FORMATS.md");
    for (const example of [
      "lock 3",
      "cargo lock 1",
      "92:0305",
      "90:0305@floor",
      "zone 92:cabin-1",
      "zone 92:cabin-1 92:lounge",
    ]) {
      expect(startSchema.safeParse(example).success).toBe(true);
      expect(formats).toContain(`\`${example.includes(":0") ? `"${example}"` : example}\``);
    }
    expect(Object.keys(scenarioSchema.shape.sides.shape.blue.shape)).toContain("extra-dummies");
    expect(formats).toContain("extra-dummies: 1");
  });
});
