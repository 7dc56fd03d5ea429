// A scenario's `condition:` block read against its ship: doors that are doors, debris and vacuum on
// hexes someone could stand on and no one starts on, each problem at its place in the file.
import type { Condition } from "../engine/condition.js";
import type { Start } from "../engine/setup.js";
import { TERRAIN } from "../map/terrain.js";
import { findCell } from "../ship/find-cell.js";
import { placeName, type Ship } from "../ship/ship.js";
import type { ConditionFile } from "./condition-schema.js";
import type { Problem } from "./problem.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

/** The condition, or undefined when the file has none; problems are pushed. */
export function loadCondition(
  y: YamlFile,
  data: ConditionFile | undefined,
  ship: Ship,
  starts: readonly Start[],
  problems: Problem[],
): Condition | undefined {
  if (!data) return undefined;
  const startCells = new Set(starts.flatMap((s) => (s.at === "cell" ? [s.cell] : s.at === "zone" ? s.cells : [])));
  const cargoCells = new Set(ship.cargo.map((c) => c.cell));
  const read = (
    key: "open-doors" | "jammed-doors" | "debris" | "breached",
    fit: (cell: number) => string | undefined,
  ) => {
    const cells: number[] = [];
    (data[key] ?? []).forEach((text, i) => {
      const at = (message: string) => problems.push(problemAt(y, ["condition", key, i], message));
      const cell = findCell(ship, text);
      if (cell === undefined) return at(`no hex ${text} on this ship`);
      if (cells.includes(cell)) return at(`${text} is listed twice`);
      const unfit = fit(cell);
      if (unfit) return at(unfit);
      cells.push(cell);
    });
    return cells;
  };
  const door = (cell: number) =>
    ship.cells[cell]!.terrain === "door" ? undefined : `${placeName(ship.cells[cell]!)} is no door`;
  const ground = (cell: number) => {
    const c = ship.cells[cell]!;
    const name = placeName(c);
    if (!TERRAIN[c.terrain].passable || ["door", "airlock", "cargo-lock"].includes(c.terrain))
      return `${name} is ${TERRAIN[c.terrain].label}: debris and vacuum lie on hexes one could stand on (not doors or air locks)`;
    if (cargoCells.has(cell)) return `a container stands on ${name}`;
    if (startCells.has(cell)) return `markers start on ${name} (a start hex or in a zone)`;
    return undefined;
  };
  const openDoors = read("open-doors", door);
  const jammed = read("jammed-doors", door);
  const debris = read("debris", ground);
  const breached = read("breached", (cell) =>
    debris.includes(cell) ? `${placeName(ship.cells[cell]!)} is already debris` : ground(cell),
  );
  return {
    ...(data.power === "off" ? { powerOff: true } : {}),
    ...(data.lights === "off" ? { lightsOff: true } : {}),
    ...(data.gravity === "off" ? { gravityOff: true } : {}),
    ...(data.air !== undefined ? { airTurns: data.air } : {}),
    ...(data.coolers === "off" ? { coolersOff: true } : {}),
    openDoors,
    wreck: { debris, breached, jammed },
  };
}
