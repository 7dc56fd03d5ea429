// `derelict run --script` with expect lines, through the built command: a script that holds runs to its
// end (exit 0); one that does not stops with one line (exit 1), and --json tells where and why by code.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-expect-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("run --script with expect lines", () => {
  it("plays the example scenario test to its end", () => {
    const r = derelict(["run", "first-boarding", "--script", "docs/examples/expect.script"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("stops at an expectation that fails: one line, exit 1, and the code in --json", () => {
    const file = script("fails.script", "board Osaka\nexpect event fire\n");
    const r = derelict(["run", "first-boarding", "--script", file, "--json"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`${file}:2: expected an event fire; the line before made board\n`);
    expect((JSON.parse(r.stdout) as { stopped: unknown }).stopped).toEqual({
      line: 2,
      code: "expectation",
      reason: "expected an event fire; the line before made board",
    });
  });

  it("tells a refusal's code to the side refused, and not to the other", () => {
    const file = script("refused.script", "board Osaka\nboard Osaka\n");
    const blue = derelict(["run", "first-boarding", "--script", file, "--json", "--as", "blue"]);
    expect(blue.status).toBe(1);
    expect((JSON.parse(blue.stdout) as { stopped: { code: string } }).stopped.code).toBe("wrong-place");
    const yellow = derelict(["run", "first-boarding", "--script", file, "--json", "--as", "yellow"]);
    expect(yellow.status).toBe(1);
    expect(JSON.parse(yellow.stdout)).not.toHaveProperty("stopped");
  });
});
