// `derelict host` on the command line: its help, usage errors (exit 2), a broken scenario and a port
// in use (exit 1), each one line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const data = () => mkdtempSync(join(tmpdir(), "derelict-host-cli-"));

describe("derelict host", () => {
  it("--help says how players connect and lists the options", () => {
    const r = derelict(["host", "--help"]);
    expect(r.status).toBe(0);
    for (const option of [
      "--port",
      "--bind",
      "--data",
      "--authorized-keys",
      "--vs-computer",
      "--visibility",
      "--login-grace",
      "--idle-days",
      "--codes-file",
    ])
      expect(r.stdout).toContain(option);
    // Codes printed by a service end up in its log: the help says so, and what to do.
    expect(r.stdout).toMatch(/service.*log.*--codes-file/s);
    expect(r.stdout).toContain("ssh -p PORT blue@HOST");
    expect(r.stdout).toContain("127.0.0.1");
  });

  it.each([
    [["host", "--port", "99999"], "derelict: --port: expected a number 0 to 65535, got '99999'\n"],
    [
      ["host", "first-boarding", "--vs-computer", "green"],
      "derelict: --vs-computer: expected blue or yellow, got 'green'\n",
    ],
    [["host", "--vs-computer", "blue"], "derelict: --vs-computer needs a SCENARIO: the game it plays in\n"],
    [["host", "first-boarding", "--visibility", "dim"], "derelict: --visibility takes open or fog, not 'dim'\n"],
    [
      ["host", "--login-grace", "0"],
      "derelict: --login-grace: expected seconds, more than 0 and at most 600, got '0'\n",
    ],
    [["host", "--idle-days", "soon"], "derelict: --idle-days: expected days, 0 (never) to 3650, got 'soon'\n"],
  ])("derelict %j exits 2 with one line", (args, line) => {
    const r = derelict([...args, "--data", data()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(line);
  });

  it("refuses a broken scenario with its problems, before it listens (exit 1)", () => {
    const folder = data();
    const file = join(folder, "broken.yaml");
    writeFileSync(file, "name: broken\nship: small\nturns: many\n");
    const r = derelict(["host", file, "--port", "0", "--data", folder]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^.*broken\.yaml:\d+:\d+: /);
    expect(r.stdout).toBe("");
  });

  it("says when the codes file cannot be written (exit 1), and stops", () => {
    const folder = data();
    const file = join(folder, "no-such-folder", "codes.txt");
    const r = derelict(["host", "first-boarding", "--port", "0", "--data", folder, "--codes-file", file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`derelict: --codes-file: cannot write ${file} (ENOENT)\n`);
    expect(r.stdout).not.toMatch(/code:/);
  });

  it("says when the port is taken (exit 1)", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const r = derelict(["host", "--port", String(port), "--data", data()]);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`derelict: port ${port} on 127.0.0.1 is in use: give another with --port\n`);
    } finally {
      server.close();
    }
  });
});
