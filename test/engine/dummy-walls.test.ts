// A dummy may go where no enemy could see it appear. Only hexes a soldier could stand on count
// as places it might be seen from: never walls or other solid terrain.
import { describe, expect, it } from "vitest";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { findCell } from "../../src/ship/find-cell.js";
import { watchedBy } from "../../src/engine/hidden.js";
import { dummyRefusal } from "../../src/engine/actions/dummy.js";
import { apply } from "../../src/engine/apply.js";
import { createGame } from "../../src/engine/setup.js";
import type { GameState } from "../../src/engine/state.js";
import { TERRAIN } from "../../src/map/terrain.js";
import { placeName } from "../../src/ship/ship.js";

const file = bundledScenarioFiles().find((f) => f.endsWith("introduction.yaml"))!;
const loaded = loadScenarioFile(file);
if (!loaded.ok) throw new Error("introduction does not load");
const scenario = loaded.value;

/** The introduction at yellow's first turn (blue has ended its own without coming aboard). */
function yellowsTurn(): GameState {
  // The fog rule for a dummy: out of any hex an enemy could stand on that the side does not see.
  const out = apply(createGame({ ...scenario, seed: "1", visibility: "fog" }), { type: "end" });
  if (!out.ok) throw new Error(out.reason);
  return out.state;
}

describe("placing a dummy near walls", () => {
  it("is allowed where only walls, not hexes out of sight, have a line to the hex", () => {
    const s = yellowsTurn();
    // 99:0410 lies under walls 99:0009, 99:0211, 99:0311, 99:0411: none can hold an enemy.
    const at = findCell(s.ship, "99:0410")!;
    expect(dummyRefusal(s, "yellow", at)).toBeUndefined();
    const out = apply(s, { type: "dummy", cell: at });
    expect(out.ok).toBe(true);
  });

  it("still refuses where a hex an enemy could stand on is out of sight, and never names a wall", () => {
    const s = yellowsTurn();
    expect(dummyRefusal(s, "yellow", findCell(s.ship, "99:0006")!)?.reason).toMatch(
      /can be seen from hexes out of your sight/,
    );
    for (const c of s.ship.cells) {
      const named = /\((\d+:\d+[^)]*)\)$/.exec(dummyRefusal(s, "yellow", c.id)?.reason ?? "")?.[1];
      if (!named) continue;
      const hex = s.ship.cells.find((o) => placeName(o) === named)!;
      expect(TERRAIN[hex.terrain].passable, `${placeName(c)} refused for ${named}`).toBe(true);
    }
  });

  it("says the same whether a door out of the side's sight is open or shut", () => {
    const s = yellowsTurn();
    const unseenDoors = s.ship.cells.filter((c) => c.terrain === "door" && !watchedBy(s, "yellow", c.id));
    expect(unseenDoors.length).toBeGreaterThan(0);
    for (const d of unseenDoors) {
      const { [d.id]: wasOpen, ...others } = s.openDoors;
      const toggled: GameState = { ...s, openDoors: wasOpen ? others : { ...others, [d.id]: true } };
      for (const c of s.ship.cells)
        expect(dummyRefusal(toggled, "yellow", c.id), `${placeName(c)} with ${placeName(d)} toggled`).toEqual(
          dummyRefusal(s, "yellow", c.id),
        );
    }
  });
});
