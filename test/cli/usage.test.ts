// Exit codes and messages of the command itself: usage errors exit 2, bare `derelict` welcomes.
import { describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

describe("usage errors exit 2 with a readable line", () => {
  it.each([
    [["frobnicate"], /error: unknown command 'frobnicate'/],
    [["maps", "list", "--bogus"], /error: unknown option '--bogus'/],
    [["validate"], /error: missing required argument 'files'/],
    [["maps"], /Usage: derelict maps/],
  ])("derelict %j", (args, message) => {
    const r = derelict(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("help and version", () => {
  it("--help lists the commands and exits 0", () => {
    const r = derelict(["--help"]);
    expect(r.status).toBe(0);
    for (const c of ["play", "maps", "ships", "validate"]) expect(r.stdout).toMatch(new RegExp(`^ {2}${c}\\b`, "m"));
  });

  it("--version prints the package version", () => {
    expect(derelict(["--version"])).toMatchObject({ status: 0, stdout: "0.1.0\n" });
  });
});

describe("derelict with no arguments", () => {
  it("starts the game, and without a terminal says so in one line, exit 2", () => {
    const r = derelict([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "derelict: derelict play needs a terminal (standard input and output); for scripts use derelict run\n",
    );
    expect(derelict(["play"]).stderr).toBe(r.stderr);
  });
});
