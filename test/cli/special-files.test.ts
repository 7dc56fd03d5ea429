// A content folder holding a named pipe or a link to /dev/zero where a YAML file should be: every
// command that reads the folder refuses that file at once through the one guarded reader
// (src/content/text-source.ts) and goes on with the rest. Old: `scenarios list`, the start menu and the
// host's lobby read scenario headers bare, so a pipe hung them and /dev/zero grew without end.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useContentFolders } from "../../src/content/content-folders.js";
import { menuScenarios } from "../../src/content/scenario-entries.js";
import { derelict } from "./built-cli.js";
import { writeContentFolder } from "./content-fixture.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-special-"));
const pack = writeContentFolder(dir);
const pipe = join(pack, "scenarios", "pipe.yaml");
const zero = join(pack, "scenarios", "zero.yaml");
execFileSync("mkfifo", [pipe]);
symlinkSync("/dev/zero", zero);
for (const kind of ["maps", "ships"]) execFileSync("mkfifo", [join(pack, kind, "pipe.yaml")]);
const env = { XDG_DATA_HOME: join(dir, "empty-data") };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PIPE_PROBLEM = `${pipe}:1:1: is a named pipe (FIFO), not a regular file: expected a YAML file`;
const ZERO_PROBLEM = `${zero}:1:1: is a device, not a regular file: expected a YAML file`;

describe("a pipe or a device in a content folder", () => {
  it("scenarios list --json: listed with its problem, the folder's other scenarios as ever, exit 1", () => {
    const r = derelict(["--content", pack, "scenarios", "list", "--json"], env);
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter(Boolean).sort()).toEqual([PIPE_PROBLEM, ZERO_PROBLEM]);
    const rows = JSON.parse(r.stdout) as { id: string; content?: string; problem?: string }[];
    expect(rows.filter((x) => x.problem !== undefined)).toEqual([
      { id: "pipe", content: "mypack", file: pipe, name: "pipe", problem: PIPE_PROBLEM },
      { id: "zero", content: "mypack", file: zero, name: "zero", problem: ZERO_PROBLEM },
    ]);
    expect(rows.filter((x) => x.content === "mypack" && x.problem === undefined).length).toBeGreaterThan(0);
  });

  it("maps list and ships list refuse it and list the rest", () => {
    for (const kind of ["maps", "ships"]) {
      const r = derelict(["--content", pack, kind, "list"], env);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`${join(pack, kind, "pipe.yaml")}:1:1: is a named pipe (FIFO)`);
      expect(r.stdout.split("\n").length).toBeGreaterThan(3);
    }
  });

  it("a save named that is a pipe: refused at once by replay and play --resume, exit 1", () => {
    const save = join(dir, "save.jsonl");
    execFileSync("mkfifo", [save]);
    for (const args of [
      ["replay", save],
      ["play", "--resume", save],
    ]) {
      const r = derelict(args, env);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`derelict: ${save}: is a named pipe (FIFO), not a regular file: expected a save file\n`);
    }
  });

  it("the start menu's (and the lobby's) list offers it as a file that cannot be read, with why", async () => {
    useContentFolders([pack]);
    try {
      const entries = await menuScenarios();
      expect(entries.find((e) => e.file === pipe)).toMatchObject({
        summary: "(this file cannot be read)",
        problem: PIPE_PROBLEM,
      });
      expect(entries.find((e) => e.file === zero)).toMatchObject({ problem: ZERO_PROBLEM });
    } finally {
      useContentFolders([]);
    }
  });
});
