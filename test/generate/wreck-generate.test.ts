// The wreck generator alone (src/generate/wreck-generate.ts): a function of its seed, never damaging
// a protected hex nor shutting a target off from a lock, and worse the deeper the derelict and the
// higher the level.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHIPS_DIR } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { findCell } from "../../src/ship/find-cell.js";
import type { Level } from "../../src/generate/schedule.js";
import { allReachable, generateWreck, type WreckInput } from "../../src/generate/wreck-generate.js";

const loaded = loadShipFile(join(SHIPS_DIR, "full.yaml"));
if (!loaded.ok) throw new Error("the full ship does not load");
const ship = loaded.value;
const bridge = [...ship.areas.get("89:bridge")!];
const engines = [...ship.areas.get("99:engine-room")!];
// The crew quarters' lounge, protected: the wreck must leave it alone.
const lounge = new Set(ship.areas.get("92:lounge") ?? []);

const input = (level: Level, depth: number): WreckInput => ({
  ship,
  level,
  depth,
  locks: [0, ship.airlocks.length - 1],
  targets: [bridge, engines],
  protect: lounge,
});

const SEEDS = Array.from({ length: 40 }, (_, i) => `wreck ${i}`);

describe("the wreck generator", () => {
  it("gives the same wreck for the same seed and index, another for another", async () => {
    const a = await generateWreck("same", 3, input(2, 3));
    const b = await generateWreck("same", 3, input(2, 3));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const others = await Promise.all(SEEDS.slice(0, 8).map((s) => generateWreck(s, 3, input(2, 3))));
    expect(new Set(others.map((w) => JSON.stringify(w.condition))).size).toBeGreaterThan(4);
  });

  it("damages no protected hex, and keeps every target reachable from each lock", async () => {
    expect(lounge.size).toBeGreaterThan(0);
    for (const seed of SEEDS) {
      const w = await generateWreck(seed, 7, input(3, 7));
      for (const name of [...(w.condition.debris ?? []), ...(w.condition.breached ?? [])])
        expect(lounge.has(findCell(ship, name)!), `${seed}: ${name}`).toBe(false);
      expect(allReachable(ship, input(3, 7), w.damage), seed).toBe(true);
    }
  });

  it("wrecks the flagship at the hardest level worse than the first derelict at the easiest", async () => {
    const harm = async (level: Level, depth: number) => {
      let hexes = 0;
      let failed = 0;
      for (const seed of SEEDS) {
        const w = await generateWreck(seed, depth, input(level, depth));
        hexes += w.damage.blocked.size + w.damage.jammed.size;
        failed += Object.values(w.systems).filter(Boolean).length;
      }
      return { hexes, failed };
    };
    const easy = await harm(1, 1);
    const hard = await harm(3, 7);
    expect(hard.hexes).toBeGreaterThan(easy.hexes * 2);
    expect(hard.failed).toBeGreaterThan(easy.failed * 2);
  });
});
