// `npm run build` (after tsc): writes the bundled scenarios' header index (src/content/scenario-index.ts)
// beside the compiled code, for the start menu.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { parse } from "yaml";
import { bundledScenarioFiles } from "./catalog.js";
import { headerOf } from "./scenario-entries.js";
import { buildScenarioIndex, INDEX_FILE } from "./scenario-index.js";

const index = buildScenarioIndex(bundledScenarioFiles(), headerOf, parse);
writeFileSync(INDEX_FILE, `${JSON.stringify(index, null, 2)}\n`);
process.stdout.write(`wrote ${relative(process.cwd(), INDEX_FILE)} (${index.entries.length} scenarios)\n`);
