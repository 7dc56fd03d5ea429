// `--seed TEXT`: any text names a game's dice, the same text the same game; a new game's own seed is 128 random bits.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { randomSeed } from "../../src/play/new-game.js";
import { derelict, ROOT } from "./built-cli.js";

/** What blue saw of the boarding: its marker numbers come from its own stream of the seed. */
const blueLog = (seed: string) =>
  derelict(["run", "first-boarding", "--script", "docs/examples/boarding.script", "--as", "blue", "--seed", seed]);

describe("--seed", () => {
  it("takes any text: the same text gives the same game, other texts other games", () => {
    const a = blueLog("the Vasa, 1628");
    expect(a.status).toBe(0);
    expect(blueLog("the Vasa, 1628").stdout).toBe(a.stdout);
    const others = ["the Vasa, 1629", "1", "2", "01"].map((s) => blueLog(s).stdout);
    expect(new Set([a.stdout, ...others]).size).toBe(5);
  });

  it("is refused when empty, with one line and exit 2", () => {
    const r = blueLog("");
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("derelict: --seed takes some text (any text names a game), not nothing\n");
  });
});

describe("a new game's seed", () => {
  it("is 128 bits from the system's secure generator, new each game", () => {
    const seeds = Array.from({ length: 50 }, randomSeed);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seeds).size).toBe(50);
  });
});

/** A protocol game as blue against the bot: three turns ended and the view asked for; its whole output. */
function protocolGame(extra: readonly string[] = []): string {
  const r = spawnSync(
    process.execPath,
    [join(ROOT, "bin", "derelict.js"), "run", "first-boarding", "--protocol", "jsonl", "--as", "blue", ...extra],
    { cwd: ROOT, input: "end\nend\nend\nview\n", encoding: "utf8", timeout: 60_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe("a protocol game's seed", () => {
  // Old: the default was the public "1", so `run first-boarding --as yellow --json` printed the setup
  // (and the bot's every choice) that a side at the protocol then played against.
  it("is fresh randomness unless --seed is given: two games from the same requests differ", () => {
    const [a, b] = [protocolGame(), protocolGame()];
    expect(b).not.toBe(a);
    expect(a).not.toBe(protocolGame(["--seed", "1"]));
  });

  it("is the one given with --seed, for a reproducible run, and no answer holds it", () => {
    const seed = "a seed no answer may hold";
    const a = protocolGame(["--seed", seed]);
    expect(protocolGame(["--seed", seed])).toBe(a);
    expect(a).toContain('"view"');
    expect(a).not.toContain(seed);
  });
});
