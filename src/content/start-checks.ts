// The hexes a scenario starts markers on aboard: each one a hex a soldier can stand on (not a wall,
// a console, a closed door or an air-lock hex), at most two soldiers of a side to a hex (dummies do
// not count), and never both sides on one hex (docs/RULES.md, section 2): a game that starts so
// would break the rules the moves keep, so the scenario is refused, at the start that breaks them.
import { standable } from "../engine/deploy/zones.js";
import { SOLDIERS_PER_HEX } from "../engine/movement.js";
import type { Start } from "../engine/setup.js";
import type { Side } from "../engine/state.js";
import { TERRAIN } from "../map/terrain.js";
import { placeName, type Ship } from "../ship/ship.js";
import type { Problem } from "./problem.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

export interface PlacedStart {
  readonly side: Side;
  /** Where the start is written in the scenario file. */
  readonly path: readonly (string | number)[];
  readonly start: Start;
  /** The soldier's name; none for a dummy. */
  readonly soldier?: string;
}

export function startProblems(y: YamlFile, ship: Ship, starts: readonly PlacedStart[]): Problem[] {
  const problems: Problem[] = [];
  const on = new Map<number, PlacedStart[]>();
  for (const s of starts) {
    if (s.start.at !== "cell") continue;
    const cell = s.start.cell;
    const who = s.soldier ?? `a dummy of ${s.side}`;
    const unfit = unfitFor(ship, cell);
    if (unfit) {
      problems.push(problemAt(y, s.path, `${who} starts on ${unfit}`));
      continue;
    }
    const here = on.get(cell) ?? [];
    on.set(cell, [...here, s]);
    const name = placeName(ship.cells[cell]!);
    const enemy = here.find((o) => o.side !== s.side);
    if (enemy) {
      problems.push(
        problemAt(
          y,
          s.path,
          `${sided(s)} starts on ${name}, where ${sided(enemy)} starts: a hex never holds markers of both sides`,
        ),
      );
    } else if (s.soldier !== undefined) {
      const soldiers = here.filter((o) => o.side === s.side && o.soldier !== undefined).length + 1;
      if (soldiers > SOLDIERS_PER_HEX)
        problems.push(
          problemAt(
            y,
            s.path,
            `${who} is soldier ${soldiers} of ${s.side} to start on ${name}: a hex holds at most ${SOLDIERS_PER_HEX} soldiers of one side (dummies do not count)`,
          ),
        );
    }
  }
  return problems;
}

/** A marker with its side: "Ash (blue)", "a dummy of yellow". */
const sided = (s: PlacedStart): string =>
  s.soldier !== undefined ? `${s.soldier} (${s.side})` : `a dummy of ${s.side}`;

/** What the hex is when no marker may start on it ("89:0000, a wall: ..."), or undefined when one may. */
function unfitFor(ship: Ship, cell: number): string | undefined {
  if (standable(ship, cell)) return undefined;
  const c = ship.cells[cell]!;
  const name = placeName(c);
  if (c.terrain === "door")
    return `the door at ${name}: doors are closed when a game starts and no one stands in a closed door; start beside it`;
  const lock = ship.airlocks.find((l) => l.cells.includes(cell));
  if (lock)
    return `${name}, a hex of ${lock.name}: an air lock is entered from outside the ship; start outside it with "${lock.name}"`;
  return `${name}, ${article(TERRAIN[c.terrain].label)}: no one can stand there`;
}

/** The label with "a" or "an", or none for a mass noun (furniture, machinery). */
function article(label: string): string {
  if (/^(furniture|[\w-]*\s*machinery)\b/.test(label)) return label;
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}
