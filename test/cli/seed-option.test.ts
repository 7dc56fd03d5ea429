// `--seed TEXT`: any text names a game's dice, the same text the same game; a new game's own seed is 128 random bits.
import { describe, expect, it } from "vitest";
import { randomSeed } from "../../src/play/new-game.js";
import { derelict } from "./built-cli.js";

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
