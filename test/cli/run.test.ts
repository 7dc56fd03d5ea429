// `derelict run`: a scripted boarding through the built command, its log, and a bad line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const SCRIPT = "docs/examples/boarding.script";

describe("derelict run", () => {
  it("plays the scripted boarding and logs the move units of every step", () => {
    const r = derelict(["run", "first-boarding", "--script", SCRIPT]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const log = r.stdout;
    // The visibility played heads the log, as in the JSON log.
    expect(log.split("\n")[0]).toBe("# visibility: open");
    // In through the air lock, the bridge door opened, down the hold's stairs, under the
    // catwalk on the floor, down the ladder into the engine room's passage.
    expect(log).toMatch(/Osaka enters lock 1 from outside/);
    expect(log).toMatch(/Osaka leaves lock 1 for 89:0006 \(1 MU, 3 left\)/);
    expect(log).toMatch(/Osaka opens the door at 89:0206 \(1 MU\)/);
    expect(log).toMatch(/Osaka 90:0103 -> 90:0103@floor \(2 MU, 1 left\)/);
    expect(log).toMatch(/-> 90:0306@floor \(1 MU/);
    expect(log).toMatch(/Osaka 99:0308 -> 99:0308@belowdecks \(2 MU, 0 left\)/);
    for (const line of log
      .trim()
      .split("\n")
      .filter((l) => / -> /.test(l)))
      expect(line).toMatch(/\(\d+ MU, \d+ left\)$/);
  });

  it("stops at an illegal line with SCRIPT:LINE: why and exit 1", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-run-"));
    const script = join(dir, "bad.script");
    writeFileSync(script, "# come aboard\nboard Osaka\nleave Osaka\n");
    const r = derelict(["run", "first-boarding", "--script", script]);
    expect(r.status).toBe(1);
    // The marker named as the script named it (issue 18, finding 8).
    expect(r.stderr).toBe(
      `${script}:3: lock 1 is pressurising: Osaka came in this turn and leaves next turn at the soonest\n`,
    );
  });

  it("travels step by step, says how each travel ended beside the log, and goes on after a stop", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-run-"));
    const script = join(dir, "travel.script");
    const lines = ["board Osaka", "end", "end", "leave Osaka", "travel Osaka 90:0806", "end", "end"];
    writeFileSync(script, [...lines, "travel Osaka 90:0806", "travel Osaka 90:0806", ""].join("\n"));
    const r = derelict(["run", "introduction", "--script", script, "--as", "blue"]);
    // Down the catwalk one move at a time: three steps on the MU left after the lock, four the next turn.
    expect(r.stdout.match(/Osaka 90:\d{4} -> 90:\d{4} \(1 MU, \d left\)/g)).toHaveLength(7);
    expect(r.stdout).toMatch(/T3 \?\d+ Osaka 90:0706 -> 90:0806 \(1 MU, 0 left\)/);
    expect(r.stderr).toBe(
      [
        `${script}:5: Osaka stopped after 3 steps: its move units ran out short of 90:0806`,
        `${script}:8: Osaka travelled 4 steps`,
        `${script}:9: Osaka stands on 90:0806 already`,
        "",
      ].join("\n"),
    );
    expect(r.status).toBe(1);
  });

  it("names a script line that is no command", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-run-"));
    const script = join(dir, "typo.script");
    writeFileSync(script, "board Osaka\nmarch Osaka e\n");
    const r = derelict(["run", "first-boarding", "--script", script]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${script.replace(/[.]/g, "\\.")}:2: unknown command 'march'`));
  });

  it("shows yellow only what yellow saw: no blue soldier's name, ever", () => {
    const r = derelict(["run", "first-boarding", "--script", SCRIPT, "--as", "yellow", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { view: { side: string; enemies: unknown[] }; events: { text: string }[] };
    expect(out.view.side).toBe("yellow");
    for (const name of ["Osaka", "Menkovich", "Rojas", "Steinberger"]) expect(r.stdout).not.toContain(name);
    // Yellow saw blue's sergeant when he stepped into the engine room's hall.
    expect(out.events.map((e) => e.text).join("\n")).toContain("is revealed: Sergeant");
    const blue = JSON.parse(
      derelict(["run", "first-boarding", "--script", SCRIPT, "--as", "blue", "--json"]).stdout,
    ) as { view: { own: { soldier?: { name: string } }[] } };
    expect(blue.view.own.map((m) => m.soldier?.name)).toContain("Osaka");
  });
});
