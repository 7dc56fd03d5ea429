// docs/RULES.md, section 16, and the generator give the same numbers.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { DEFAULT_MAX_MODULES, MIN_MODULES } from "../../src/generate/module-choice.js";
import { MISSED_BY } from "../../src/content/layout-warnings.js";
import { layoutLabel } from "../../src/generate/ship-layout.js";
import { nameLabel, SQUAD_NAMES } from "../../src/generate/names.js";
import { MODULES_PER_AIRLOCK } from "../../src/ship/ship-check.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");

it("docs/RULES.md states the generated ship's numbers and streams", () => {
  expect(rules).toContain(`**${MIN_MODULES} to ${DEFAULT_MAX_MODULES} modules**`);
  expect(rules).toContain(`within **${MISSED_BY} hexes** of each other`);
  expect(rules).toContain(`one air lock for every ${["", "", "", "three"][MODULES_PER_AIRLOCK]} modules`);
  expect(rules).toContain(
    `(\`${layoutLabel(1).replace("1", "N")}\`, \`${nameLabel(1).replace("1", "N")}\`; the squad's names from \`${SQUAD_NAMES}\`)`,
  );
});
