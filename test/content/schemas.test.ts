// The JSON Schemas in docs/schema are what the zod schemas make, and the files that name them find them.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledModuleFiles, bundledShipFiles } from "../../src/content/catalog.js";
import { FORMATS, jsonSchema, jsonSchemaFiles, SCHEMA_DIR } from "../../src/content/schemas.js";

describe("JSON Schemas", () => {
  it.each(jsonSchemaFiles().map((f) => [f.file, f.text] as const))(
    "docs/schema/%s is up to date (else: npm run schemas)",
    (file, text) => {
      const path = join(SCHEMA_DIR, file);
      expect(existsSync(path), `${path} is missing: run npm run schemas`).toBe(true);
      expect(readFileSync(path, "utf8"), `${file} is stale: run npm run schemas`).toBe(text);
    },
  );

  it("are draft 7 with a title and a description, closed to unknown keys", () => {
    for (const format of FORMATS) {
      const schema = jsonSchema(format);
      expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
      expect(schema.title).toBe(format.title);
      expect(schema.description).toBe(format.description);
      expect(schema.type).toBe("object");
      expect(schema.additionalProperties).toBe(false);
    }
  });

  it("say what the loader requires of a module", () => {
    const schema = jsonSchema(FORMATS.find((f) => f.file === "module.schema.json")!) as {
      required: string[];
      properties: { levels: { required: string[] } };
    };
    expect(schema.required).toEqual(["id", "name", "levels"]);
    expect(schema.properties.levels.required).toEqual(["main"]);
  });

  it("are found from the first line of every bundled file that names one", () => {
    for (const file of [...bundledModuleFiles(), ...bundledShipFiles()]) {
      const first = readFileSync(file, "utf8").split("\n")[0]!;
      const named = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
      if (named === undefined) continue;
      expect(existsSync(resolve(dirname(file), named)), `${file} names ${named}`).toBe(true);
      expect(FORMATS.map((f) => f.file)).toContain(named.split("/").at(-1));
    }
  });
});
