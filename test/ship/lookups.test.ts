// A ship's look-ups after the ship is copied as data (structuredClone, a worker thread's message):
// the copy has lost them, and withLookups gives it its own, the same as the original's.
import { describe, expect, it } from "vitest";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { withLookups } from "../../src/ship/lookups.js";

describe("a ship's look-ups", () => {
  it("are lost by a structured copy and made again, the same, by withLookups", () => {
    const loaded = loadShipFile(shipFileFor("full")!);
    if (!loaded.ok) throw new Error("the full ship does not load");
    const ship = loaded.value;
    const copied = structuredClone(ship);
    expect(copied.lookups.index).toBeUndefined();
    const again = withLookups(copied);
    expect(again.lookups).not.toBe(ship.lookups);
    const { cellAt, ...index } = again.lookups.index;
    const { cellAt: cellAtFirst, ...indexFirst } = ship.lookups.index;
    expect(index).toEqual(indexFirst);
    for (const c of ship.cells) expect(cellAt(c.level, c.x, c.y)).toBe(cellAtFirst(c.level, c.x, c.y));
    expect(again.lookups.devices.consoleSpots.size).toBeGreaterThan(0);
    expect(again.lookups.devices).toEqual(ship.lookups.devices);
  });
});
