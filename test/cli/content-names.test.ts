// Content names through the built command: two modules of one id in one folder are said at the two
// files; two copies of a pack in use at once (the user's folder and --content) each find their own
// module; a YAML merge key is refused by name. Old: the ship took the blame ("say which,
// armoury-pack/150 or armoury-pack/150"), both copies of a pack broke, and a merge key was an
// "unknown key '<<'" far from the cause.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";
import { LAB, writeContentFolder } from "./content-fixture.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-names-"));
const empty = { XDG_DATA_HOME: join(dir, "empty-data") };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("content names", () => {
  it("two modules of one id in one folder: said at both files, and the ship names them", () => {
    const pack = writeContentFolder(dir, "armoury-pack");
    writeFileSync(join(pack, "maps", "lab-two.yaml"), LAB.replace("name: Lab", "name: Lab two"));
    const r = derelict(["validate", pack], empty);
    expect(r.status).toBe(1);
    const lines = r.stderr.split("\n");
    const say = "each module needs an id of its own";
    expect(lines).toContain(
      `${join(pack, "maps", "lab.yaml")}:1:1: id 150 is given by lab-two.yaml in this folder too: ${say}`,
    );
    expect(lines).toContain(
      `${join(pack, "maps", "lab-two.yaml")}:1:1: id 150 is given by lab.yaml in this folder too: ${say}`,
    );
    expect(r.stderr).toMatch(
      /scout\.yaml:5:\d+: module 150 is given by 2 files of .*armoury-pack: lab-two\.yaml, lab\.yaml/,
    );
    expect(r.stderr).not.toContain("say which");
  });

  it("the same pack in the user's folder and from --content: each copy's ship finds its own module", () => {
    const pack = writeContentFolder(dir, "raid-pack");
    const data = join(dir, "data");
    // The user's own content folder ($XDG_DATA_HOME/derelict/content) holds a copy of the pack.
    const mine = join(data, "derelict", "content");
    mkdirSync(mine, { recursive: true });
    cpSync(pack, mine, { recursive: true });
    const env = { XDG_DATA_HOME: data };
    const v = derelict(["--content", pack, "validate", pack, mine], env);
    // Only the fixture's own warning (its introduction.yaml shares a bundled scenario's name).
    expect(v.stderr.split("\n").filter((l) => l !== "" && !l.includes(": warning: "))).toEqual([]);
    expect(v.status).toBe(0);
    const ships = derelict(["--content", pack, "ships", "list"], env);
    expect(ships.stderr).not.toContain("say which");
    expect(ships.stdout).toMatch(/raid-pack\/scout\s+raid-pack\s+89,150,99/);
    expect(ships.stdout).toMatch(/content\/scout\s+content\s+89,150,99/);
  });

  it("a YAML merge key is refused by name, where it stands", () => {
    const file = join(dir, "merged.yaml");
    writeFileSync(file, "name: x\nsummary: y\nbase: &b { first: blue }\nmore:\n  <<: *b\n");
    const r = derelict(["validate", file], empty);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}:5:3: a merge key (<<: *name) is not taken: write the keys out`);
  });
});
