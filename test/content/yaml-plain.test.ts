// The plain YAML reader against the full parser: the same data whenever it reads a file, and
// the file left to the full parser whenever it is unsure.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineCounter, parseDocument } from "yaml";
import { bundledModuleFiles, bundledScenarioFiles, bundledShipFiles } from "../../src/content/catalog.js";
import { parseYaml } from "../../src/content/yaml-document.js";
import { readPlainYaml } from "../../src/content/yaml-plain.js";

const full = (text: string) => {
  const doc = parseDocument(text, {
    lineCounter: new LineCounter(),
    uniqueKeys: true,
    prettyErrors: false,
    strict: true,
  });
  return { errors: doc.errors.length, data: doc.errors.length === 0 ? doc.toJS() : undefined };
};

const files = [...bundledModuleFiles(), ...bundledShipFiles(), ...bundledScenarioFiles()];
const texts = files.map((f) => readFileSync(f, "utf8"));

describe("plain YAML", () => {
  it("reads every bundled map and ship, to the same data as the full parser", () => {
    for (const file of [...bundledModuleFiles(), ...bundledShipFiles()]) {
      const text = readFileSync(file, "utf8");
      const plain = readPlainYaml(text);
      expect(plain, file).toBeDefined();
      expect(plain!.value).toEqual(full(text).data);
    }
  });

  it("leaves to the full parser what it does not read exactly", () => {
    const unsure = [
      "a: &x 1\nb: *x\n",
      "a:\n\tb: 1\n",
      "a: 1\na: 2\n",
      'a: "say \\"hi\\""\n',
      "a: 'it''s'\n",
      "a: 1.5\n",
      "a: -3\n",
      "a:\n- 1\n",
      "a: >\n  folded\n",
      "a: |-\n  kept\n",
      "a: |\n    art\n   # cut short\n    more\n",
      "a: b: c\n",
      "? a\n: b\n",
      "---\na: 1\n",
      "- 1\n",
      "a: plain\n  continued\n",
    ];
    for (const text of unsure) expect(readPlainYaml(text), text).toBeUndefined();
  });

  it("reads the forms it knows as YAML does", () => {
    const text = [
      "# a comment",
      "id: 0600",
      "name: Officers' Quarters # trailing comment",
      "flags: { on: true, off: False, none: null }",
      "tilde: ~",
      'list: ["0101", "0202",',
      "       plain words, 7]",
      "art: |2",
      "",
      "     # # #",
      "    # . #",
      "",
      "block: |",
      "  x x",
      "",
      "nested:",
      "  deeper:",
      '    - { module: 89, at: "0000" }   # bridge',
      "    - 'single'",
      "empty:",
      "",
    ].join("\n");
    const plain = readPlainYaml(text);
    expect(plain).toBeDefined();
    expect(plain!.value).toEqual(full(text).data);
  });

  it("agrees with the full parser on bundled files cut and changed at random", () => {
    const bits = [
      " ",
      "  ",
      "\n",
      "\n  ",
      ":",
      ": ",
      "#",
      " #",
      "- ",
      "|",
      "|2",
      "|-",
      ">",
      "{",
      "}",
      "[",
      "]",
      ",",
      '"',
      "'",
      "\\",
      "&a",
      "*a",
      "!",
      "?",
      "~",
      "0",
      "1.5",
      "-1",
      "true",
      "null",
      "\t",
      "key: v",
      "\nkey: v",
      "__proto__",
      "---",
      "\n#c\n",
      "\n    ",
      "é",
    ];
    const edit = fc.record({
      at: fc.nat(),
      bit: fc.constantFrom(...bits),
      cut: fc.nat({ max: 4 }),
      insert: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.nat({ max: texts.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 3 }), (which, edits) => {
        let text = texts[which]!;
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = e.insert ? text.slice(0, at) + e.bit + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + e.cut);
        }
        const plain = readPlainYaml(text);
        if (!plain) return;
        const f = full(text);
        expect(f.errors).toBe(0);
        expect(plain.value).toEqual(f.data);
        expect(parseYaml("x.yaml", text).ok).toBe(true);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });
});
