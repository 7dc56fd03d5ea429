// Killed with SIGKILL in the middle of a game: nothing taken before the kill is lost, and the game resumes as it stood.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";
import { Session } from "../../src/play/session.js";
import { resumeGame } from "../../src/save/index.js";
import { ROOT } from "../cli/built-cli.js";
import { BOARDING_SCRIPT, FIRST_BOARDING, play, scriptLines, session, tempFolder } from "./game-fixture.js";

/** Runs the driver until it has reported `after` lines done, then kills it with SIGKILL; resolves with the last "done" count. */
function killMidway(save: string, after: number, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "test", "save", "play-driver.mjs"), FIRST_BOARDING, BOARDING_SCRIPT, "5", save, "10", String(after)],
      {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    let done = 0;
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const counts = [...out.matchAll(/done (\d+)/g)].map((m) => Number(m[1]));
      done = counts.at(-1) ?? 0;
      if (done >= after && !child.killed) child.kill("SIGKILL");
    });
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("exit", (code, signal) =>
      signal === "SIGKILL" ? resolve(done) : reject(new Error(`driver ended ${code}: ${err}`)),
    );
  });
}

/** The same game played in this process, stopped after exactly `count` actions. */
function freshAfter(count: number): Session {
  const whole = session(FIRST_BOARDING, 5);
  play(whole, scriptLines(BOARDING_SCRIPT));
  return new Session(whole.setup, whole.actions.slice(0, count));
}

test.each<[string, NodeJS.ProcessEnv]>([
  ["a plain save", {}],
  ["a protected save", { DERELICT_PASSPHRASE: "correct horse" }],
])(
  "kill -9 mid-game, resume: %s is exactly where it stood",
  async (_, env) => {
    const folder = tempFolder();
    const save = join(folder, "game.jsonl");
    const lines = scriptLines(BOARDING_SCRIPT).length;
    const reported = await killMidway(save, Math.floor(lines / 2), env);
    const passphrases = env.DERELICT_PASSPHRASE ? { blue: env.DERELICT_PASSPHRASE } : {};
    const resumed = resumeGame(save, { folder, passphrases, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    const actions = resumed.session.actions.length;
    // Every line the driver reported done is in the save; the kill may have come after more.
    expect(actions).toBeGreaterThanOrEqual(Number(reported));
    const fresh = freshAfter(actions);
    expect(actions).toBeLessThan(freshAfter(Infinity).actions.length);
    for (const side of ["blue", "yellow"] as const) {
      expect(resumed.session.view(side)).toEqual(fresh.view(side));
      expect(resumed.session.witnessed(side)).toEqual(fresh.witnessed(side));
    }
    expect(resumed.session.actions).toEqual(fresh.actions);
    // The resumed game goes on in the same file.
    expect(resumed.saver.path).toBe(save);
    resumed.saver.close();
  },
  30_000,
);
