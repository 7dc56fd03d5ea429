// The bundled files read at build time: a file's data is taken from the cache only while its text
// is what was read, as a copy; anything else is parsed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODULES_DIR } from "../../src/content/catalog.js";
import { cacheKey, parsedAtBuild, textHash, type ParsedCache } from "../../src/content/parsed-cache.js";
import { parseYaml } from "../../src/content/yaml-document.js";

const file = join(MODULES_DIR, "89-bridge.yaml");
const text = readFileSync(file, "utf8");
const parsed = parseYaml(file, text);
if (!parsed.ok) throw new Error("the bridge does not parse");
const cache: ParsedCache = {
  version: 1,
  files: { [cacheKey(file)]: { sha1: textHash(text), data: parsed.value.data } },
};

describe("the build's parsed cache", () => {
  it("keys a bundled file by its path from the package root", () => {
    expect(cacheKey(file)).toBe("maps/89-bridge.yaml");
  });

  it("gives a copy of the data the parser read, while the text is unchanged", () => {
    const a = parsedAtBuild(file, text, cache);
    expect(a).toEqual(parsed.value.data);
    expect(a).not.toBe(cache.files["maps/89-bridge.yaml"]!.data);
    (a as { name: string }).name = "changed";
    expect(parsedAtBuild(file, text, cache)).toEqual(parsed.value.data);
  });

  it("gives nothing for a changed text or another file: those are parsed", () => {
    expect(parsedAtBuild(file, `${text}# an edit\n`, cache)).toBeUndefined();
    expect(parsedAtBuild(join(MODULES_DIR, "90-cargo-hold.yaml"), text, cache)).toBeUndefined();
  });
});
