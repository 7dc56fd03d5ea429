// The map as data: the protocol's `map` query, `ships show --json` and `maps show --json` give one
// builder's map (src/ship/ship-map.ts), held to docs/schema/protocol-map.schema.json.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mapSchema } from "../../src/cli/map-schema.js";
import { answerSchema } from "../../src/cli/protocol-schema.js";
import { derelict, ROOT } from "./built-cli.js";

const BIN = join(ROOT, "bin", "derelict.js");

/** The answers of a protocol game of first-boarding (on the small ship) to LINES. */
function protocol(lines: readonly string[], seed = "4") {
  const r = spawnSync(process.execPath, [BIN, "run", "first-boarding", "--seed", seed, "--protocol", "jsonl"], {
    input: lines.map((l) => `${l}\n`).join(""),
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((m) => m.type === "answer")
    .map((m) => answerSchema.parse(m));
}

describe("the map", { timeout: 60_000 }, () => {
  it("is the protocol's map query: the same for both sides, whatever the seed, as ships show --json gives it", () => {
    const [blue, yellow, usage] = protocol(["map", '{"side":"yellow","command":"map"}', "map 89"]);
    expect(blue).toMatchObject({ ok: true, side: "blue" });
    expect(mapSchema.parse(blue!.map)).toEqual(blue!.map);
    expect(yellow).toMatchObject({ ok: true, side: "yellow" });
    expect(yellow!.map).toEqual(blue!.map);
    expect(usage).toMatchObject({ ok: false, code: "usage" });
    expect(usage).not.toHaveProperty("map");
    // Another game's secrets (another seed): the same map.
    expect(protocol(["map"], "5")[0]!.map).toEqual(blue!.map);
    const shown = derelict(["ships", "show", "small", "--json"]);
    expect(shown.status, shown.stderr).toBe(0);
    const ship = JSON.parse(shown.stdout) as { name: string; map: unknown };
    expect(ship.map).toEqual(blue!.map);
    expect(ship.name).toBe(blue!.map!.name);
  });

  it("is in maps show --json: the module's list entry and the module as a ship of its own", () => {
    const shown = derelict(["maps", "show", "89", "--json"]);
    expect(shown.status, shown.stderr).toBe(0);
    const { map, ...entry } = JSON.parse(shown.stdout) as { map: unknown };
    const listed = (JSON.parse(derelict(["maps", "list", "--json"]).stdout) as { id: number }[]).find(
      (m) => m.id === 89,
    );
    expect(entry).toEqual(listed);
    const parsed = mapSchema.parse(map);
    expect(parsed.devices.captainChairs).toEqual(["89:0605"]);
    expect(parsed.cells.filter((c) => c.terrain !== "airlock")).toHaveLength(168);
    // By path too, the same map.
    const byPath = JSON.parse(derelict(["maps", "show", "maps/89-bridge.yaml", "--json"]).stdout) as { map: unknown };
    expect(byPath.map).toEqual(map);
  });
});
