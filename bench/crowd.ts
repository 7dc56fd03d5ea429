// A crowded game for the benchmark: a ship with many soldiers and dummies per side.
import type { Ship } from "../src/ship/ship.js";
import { TERRAIN } from "../src/map/terrain.js";
import { createGame, type Start } from "../src/engine/setup.js";
import type { SoldierType } from "../src/engine/soldier-type.js";
import type { GameState } from "../src/engine/state.js";

const MARINE: SoldierType = {
  id: "bench/marine",
  race: "bench",
  name: "Marine",
  move: 4,
  armour: "battle",
  twoLegs: true,
};

/** Blue spread over the western half of the main deck, yellow over the eastern half. */
export function crowdedGame(ship: Ship, perSide: number, seed = 7): GameState {
  const open = ship.cells.filter(
    (c) => c.level === "main" && TERRAIN[c.terrain].passable && c.terrain !== "door" && c.terrain !== "airlock",
  );
  const middle = (Math.min(...open.map((c) => c.x)) + Math.max(...open.map((c) => c.x))) / 2;
  const spread = (cells: typeof open, n: number): Start[] =>
    Array.from({ length: n }, (_, i) => ({ at: "cell" as const, cell: cells[Math.floor((i * cells.length) / n)]!.id }));
  const west = spread(
    open.filter((c) => c.x < middle),
    perSide * 2,
  );
  const east = spread(
    open.filter((c) => c.x >= middle),
    perSide * 2,
  );
  const force = (starts: Start[]) => ({
    soldiers: starts.slice(0, perSide).map((start, i) => ({ type: MARINE, name: `M${i + 1}`, start })),
    dummies: starts.slice(perSide),
  });
  return createGame({
    ship,
    seed: String(seed),
    first: "blue",
    turnLimit: 1_000_000,
    markers: { blue: perSide * 2 + 10, yellow: perSide * 2 + 10 },
    forces: { blue: force(west), yellow: force(east) },
  });
}
