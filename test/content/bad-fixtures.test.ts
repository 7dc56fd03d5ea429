// Every malformed file in test/fixtures/bad gives exactly the problem written for it in expected.txt.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadModuleFile } from "../../src/content/module-load.js";
import { MAX_PROBLEMS, type Loaded, type Problem } from "../../src/content/problem.js";
import { expectWellFormed } from "./well-formed.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { MAX_FILE_BYTES } from "../../src/content/text-source.js";

const BAD = join(import.meta.dirname, "..", "fixtures", "bad");
const LOADERS: Record<string, (file: string) => Loaded<unknown>> = { module: loadModuleFile, ship: loadShipFile };

interface Expectation {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

function expectations(): Expectation[] {
  return readFileSync(join(BAD, "expected.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const m = /^([^:]+):(\d+):(\d+): (.+)$/.exec(l);
      if (!m) throw new Error(`expected.txt: '${l}' is not FILE:LINE:COL: message`);
      return { file: m[1]!, line: Number(m[2]), col: Number(m[3]), message: m[4]! };
    });
}

function fixtureFiles(): string[] {
  return Object.keys(LOADERS).flatMap((kind) =>
    readdirSync(join(BAD, kind))
      .filter((f) => statSync(join(BAD, kind, f)).isFile())
      .map((f) => `${kind}/${f}`),
  );
}

function firstProblem(kind: string, file: string): Problem {
  const result = LOADERS[kind]!(file);
  expect(result.ok, `${file} loaded without a problem`).toBe(false);
  const problems = result.ok ? [] : result.problems;
  expectWellFormed(problems);
  return problems[0]!;
}

describe("bad fixtures", () => {
  const all = expectations();

  it("each file has one expected line, and each expected line a file", () => {
    expect(all.map((e) => e.file).sort()).toEqual(fixtureFiles().sort());
    expect(new Set(all.map((e) => e.file)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it.each(all.map((e) => [`${e.file}:${e.line}:${e.col}`, e] as const))("%s", (_, e) => {
    const kind = e.file.split("/")[0]!;
    const p = firstProblem(kind, join(BAD, e.file));
    expect(`${relative(BAD, p.file)}:${p.line}:${p.col}`).toBe(`${e.file}:${e.line}:${e.col}`);
    expect(p.message).toContain(e.message);
  });
});

describe("files that are not there to read", () => {
  const dir = mkdtempSync(join(tmpdir(), "derelict-bad-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(Object.keys(LOADERS))("%s: a file over the size limit is refused before parsing", (kind) => {
    const file = join(dir, `huge-${kind}.yaml`);
    writeFileSync(file, `# ${"x".repeat(MAX_FILE_BYTES)}\n`);
    const p = firstProblem(kind, file);
    expect([p.file, p.line, p.col]).toEqual([file, 1, 1]);
    expect(p.message).toContain(`file is too large (${MAX_FILE_BYTES + 3} bytes; at most ${MAX_FILE_BYTES})`);
  });

  it.each(Object.keys(LOADERS))("%s: a folder", (kind) => {
    const folder = join(dir, `folder-${kind}.yaml`);
    mkdirSync(folder);
    const p = firstProblem(kind, folder);
    expect([p.file, p.line, p.col, p.message]).toEqual([folder, 1, 1, "is a folder, expected a YAML file"]);
  });

  it.each(Object.keys(LOADERS))("%s: a missing file", (kind) => {
    const missing = join(dir, `missing-${kind}.yaml`);
    const p = firstProblem(kind, missing);
    expect([p.file, p.line, p.col, p.message]).toEqual([missing, 1, 1, "no such file"]);
  });

  /** Files just under the size limit, each wrong (or right) throughout: answered, never a crash. */
  const big: Record<string, () => string> = {
    "walls throughout, a sheet too large": () => art(640, 700, "#"),
    "unknown glyphs throughout": () => art(640, 700, "?"),
    "doors throughout": () => art(640, 700, "+"),
    "150000 rows": () => Array.from({ length: 150_000 }, (_, y) => (y % 2 ? "     #" : "    #")).join("\n"),
    "one row of 900000 characters": () => `    ${"# ".repeat(450_000)}`,
    "glyphs between hex positions throughout": () =>
      Array.from({ length: 2000 }, () => `    ${"#".repeat(440)}`).join("\n"),
  };
  const art = (w: number, h: number, g: string) =>
    Array.from({ length: h }, (_, y) => `    ${y % 2 ? " " : ""}${Array<string>(w).fill(g).join(" ")}`).join("\n");

  it.each(Object.keys(big))("a module file near the size limit: %s", (name) => {
    const file = join(dir, `big-${name.replaceAll(" ", "-")}.yaml`);
    writeFileSync(file, `id: 201\nname: big\nlevels:\n  main: |2\n${big[name]!()}\n`);
    expect(statSync(file).size).toBeLessThan(MAX_FILE_BYTES);
    // How long it takes is the bench's figure (`npm run bench`: a module file near the size limit).
    const result = loadModuleFile(file);
    if (!result.ok) {
      expectWellFormed(result.problems);
      expect(result.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS);
    } else expect(name).toContain("(valid)");
  });
});
