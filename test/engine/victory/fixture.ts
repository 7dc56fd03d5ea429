// A drawn ship for the objective tests: a hall out to an air lock with a pod beside it, a
// cryo cell and an escape pod, and a named room; games on it with the objectives a test sets.
import { createGame } from "../../../src/engine/setup.js";
import type { Sleeper } from "../../../src/engine/systems/devices.js";
import type { GameState } from "../../../src/engine/state.js";
import type { Objectives } from "../../../src/engine/victory/objectives.js";
import { cell, shipOf, TYPES, type PieceSpec } from "../fixture.js";

// The hall end "=" at 1:0002 becomes lock 1; a pod (o) stands at 1:0102, the cryo cell (Z)
// at 1:0502, an escape pod (E) at 1:0702. The room is the whole inside.
export const ship = shipOf(
  {
    main: ["# # # # # # # # #", " # . . . . . . #", "= o . . . Z . E #", " # . . . . . . #", "# # # # # # # # #"],
  },
  'areas:\n  room: { from: "0101", to: "0703" }\n',
);

export const at = (name: string): number => cell(ship, name);

export function gameWith(
  pieces: { blue?: PieceSpec[]; yellow?: PieceSpec[] },
  objectives: Objectives,
  sleepers: Sleeper[] = [],
): GameState {
  const force = (specs: PieceSpec[] = []) => ({
    soldiers: specs
      .filter((s) => s.type)
      .map((s, i) => ({ type: TYPES[s.type!], name: s.name ?? `${s.type}${i + 1}`, start: start(s.at) })),
    dummies: specs.filter((s) => !s.type).map((s) => start(s.at)),
  });
  return createGame({
    ship,
    seed: "1",
    first: "blue",
    turnLimit: 3,
    markers: { blue: 20, yellow: 20 },
    visibility: "fog",
    forces: { blue: force(pieces.blue), yellow: force(pieces.yellow) },
    objectives,
    ...(sleepers.length > 0 ? { sleepers } : {}),
  });
}

function start(name: string) {
  const lock = ship.airlocks.find((l) => l.name === name);
  return lock ? { at: "outside" as const, lock: lock.id } : { at: "cell" as const, cell: cell(ship, name) };
}
