// `npm run build` (after tsc): writes beside the compiled code the bundled scenarios' header index,
// for the start menu (src/content/scenario-index.ts), and the bundled files read once, for the loaders
// (src/content/parsed-cache.ts).
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { bundledScenarioFiles, MODULES_DIR, SCENARIOS_DIR } from "./catalog.js";
import { cacheKey, PARSED_CACHE_FILE, textHash, type ParsedCache } from "./parsed-cache.js";
import { headerOf } from "./scenario-entries.js";
import { buildScenarioIndex, INDEX_FILE } from "./scenario-index.js";
import { readTextFile } from "./text-source.js";
import { parseYaml } from "./yaml-document.js";

// The last build's cache goes first: every file is parsed afresh (the cache is read at the first parse).
rmSync(PARSED_CACHE_FILE, { force: true });

const index = buildScenarioIndex(bundledScenarioFiles(), headerOf, parse);
writeFileSync(INDEX_FILE, `${JSON.stringify(index, null, 2)}\n`);
say(INDEX_FILE, `${index.entries.length} scenarios`);

const files: Record<string, ParsedCache["files"][string]> = {};
for (const file of [MODULES_DIR, SCENARIOS_DIR].flatMap(yamlUnder)) {
  const text = readTextFile(file);
  // A file with a problem is left out: it is parsed when read, so the problem has its place.
  const y = text.ok ? parseYaml(file, text.value) : undefined;
  if (text.ok && y?.ok) files[cacheKey(file)] = { sha1: textHash(text.value), data: y.value.data };
}
const cache: ParsedCache = { version: 1, files };
writeFileSync(PARSED_CACHE_FILE, `${JSON.stringify(cache)}\n`);
say(PARSED_CACHE_FILE, `${Object.keys(files).length} bundled files`);

function yamlUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()
    .map((f) => join(dir, f));
}

function say(file: string, what: string): void {
  process.stdout.write(`wrote ${relative(process.cwd(), file)} (${what})\n`);
}
