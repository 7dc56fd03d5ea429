// `legal`'s commands by hex (src/play/legal-hexes.ts): for travel, dummy, deploy and a bridge order on
// a door, the hexes listed are exactly those whose command the seat's check takes, asked of every hex
// of the ship one by one; in both visibility modes, at the start and after moves that spend move units.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import type { GameState } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { placeName } from "../../src/ship/ship.js";
import { STARTS } from "../seat/property.js";
import { inMode, table, VISIBILITY } from "../seat/twin-games.js";

/** Every hex of the seat's ship whose command (made by LINE) its check takes. */
function taken(seat: Seat, line: (hex: string) => string): string[] {
  return seat.ship.cells.map((c) => placeName(c)).filter((hex) => seat.check(line(hex)).ok);
}

/** The hexes of the pattern whose form is FORM, or none. */
function hexesOf(patterns: readonly { form: string; hexes: readonly string[] }[], form: string): readonly string[] {
  return patterns.find((p) => p.form === form)?.hexes ?? [];
}

/** The travel and dummy patterns of blue's seat match its check, hex by hex. */
function expectTravelAndDummy(seat: Seat): number {
  const legal = seat.legal();
  let travels = 0;
  for (const m of legal.markers) {
    const own = seat.view().own.find((o) => o.number === m.number)!;
    const listed = hexesOf(m.patterns, `travel ${m.number} HEX`);
    expect(listed, `travel ${m.number}`).toEqual(taken(seat, (hex) => `travel ${m.number} ${hex}`));
    if (own.where.at === "cell") travels += listed.length;
  }
  expect(hexesOf(legal.patterns, "dummy HEX")).toEqual(taken(seat, (hex) => `dummy ${hex}`));
  return travels;
}

describe.each(VISIBILITY)("legal by hex (%s visibility)", (mode) => {
  it.each(STARTS)("travel and dummy list exactly the hexes the game takes (%s)", (_name, start) => {
    const t = table(inMode(start, mode));
    expect(expectTravelAndDummy(t.blue)).toBeGreaterThan(0);
    // Move units spent: a first step the marker can no longer pay for refuses the travels that begin with it.
    const first = t.blue.view().own.find((m) => m.where.at === "cell")!;
    for (const way of ["e", "w", "e", "w", "e", "w"]) t.blue.play(`move ${first.number} ${way}`);
    expectTravelAndDummy(t.blue);
    expect(t.blue.play("end")).toEqual({ ok: true });
    expect(t.blue.legal().markers).toEqual([]);
    expect(t.blue.legal().patterns).toEqual([]);
  });

  it("a bridge roll of 5 lists each door its order takes, opened and closed", () => {
    const start: GameState = inMode(STARTS[1]![1], mode);
    const rolled = {
      ...start,
      devices: { ...start.devices, bridge: { side: "blue" as const, tick: start.tick, result: 5, used: false } },
    };
    const seat = table(rolled).blue;
    // A door opened by hand first: one to close from the bridge, the others to open.
    const marine = seat.view().own.find((m) => m.label === "marine1")!.number;
    expect(seat.play(`open ${marine} ne`)).toEqual({ ok: true });
    const legal = seat.legal();
    for (const way of ["open", "close"]) {
      const listed = hexesOf(legal.patterns, `bridge ${way} HEX`);
      expect(listed).toEqual(taken(seat, (hex) => `bridge ${way} ${hex}`));
      expect(listed.length).toBeGreaterThan(0);
    }
    // Any other roll: no door order.
    const other = table({
      ...rolled,
      devices: { ...rolled.devices, bridge: { ...rolled.devices.bridge!, result: 4 } },
    });
    expect(other.blue.legal().patterns.filter((p) => p.verb === "bridge")).toEqual([]);
  });
});

describe("legal by hex while the sides deploy", () => {
  it("deploy WHO HEX and dummy HEX list exactly the hexes the game takes, as markers are placed", () => {
    const loaded = loadScenarioFile(join(import.meta.dirname, "..", "..", "scenarios", "night-watch.yaml"));
    if (!loaded.ok) throw new Error("night-watch does not load");
    const session = new Session({ ...loaded.value, seed: "4" });
    const seat = new Seat(session, session.toMove);
    const check = () => {
      const legal = seat.legal();
      for (const m of legal.markers)
        expect(hexesOf(m.patterns, `deploy ${m.number} HEX`), `deploy ${m.number}`).toEqual(
          taken(seat, (hex) => `deploy ${m.number} ${hex}`),
        );
      expect(hexesOf(legal.patterns, "dummy HEX")).toEqual(taken(seat, (hex) => `dummy ${hex}`));
      return legal;
    };
    const legal = check();
    expect(legal.markers.some((m) => m.patterns.length > 0)).toBe(true);
    // Two soldiers on one hex fill it for a third; a marker is never placed where it stands.
    const soldiers = seat.view().own.filter((m) => m.soldier);
    const hex = hexesOf(
      legal.markers.find((m) => m.number === soldiers[0]!.number)!.patterns,
      `deploy ${soldiers[0]!.number} HEX`,
    )[0]!;
    for (const s of soldiers.slice(0, 2)) expect(seat.play(`deploy ${s.number} ${hex}`)).toEqual({ ok: true });
    const after = check();
    const third = after.markers.find((m) => m.number === soldiers[2]!.number)!;
    expect(hexesOf(third.patterns, `deploy ${third.number} HEX`)).not.toContain(hex);
  });
});
