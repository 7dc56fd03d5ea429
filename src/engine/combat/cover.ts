// Light cover: a container the target stands on, or one right in front of it on the line of fire.
import { hexLine } from "../../hex/line.js";
import { CARGO, type Cargo } from "../../map/terrain.js";
import { containerOn } from "../board.js";
import { shipIndex } from "../../ship/ship-index.js";
import type { GameState, Piece } from "../state.js";

/**
 * The containers that give light cover on a hex against fire from `from`, whoever stands there: on
 * the hex itself, then on the hex just before it on either line of fire. Read from the containers
 * of `state` (the attacker's odds pass those its side knows of).
 */
export function coverOn(state: GameState, from: number, to: number): Cargo[] {
  const t = state.ship.cells[to]!;
  const f = state.ship.cells[from]!;
  const candidates: number[] = [t.id];
  for (const nudge of [1, -1] as const) {
    const line = hexLine(f, t, nudge);
    if (line.length < 3) continue;
    const before = line[line.length - 2]!;
    const cell = shipIndex(state.ship).cellAt(t.level, before.x, before.y);
    if (cell !== undefined) candidates.push(cell);
  }
  const kinds: Cargo[] = [];
  for (const cell of candidates) {
    const box = containerOn(state, cell);
    if (box && CARGO[box.kind].cover === "light") kinds.push(box.kind);
  }
  return kinds;
}

/** Whether a container gives cover to a soldier in this armour: pods give none to powered armour. */
export const coversArmour = (kind: Cargo, armour: string): boolean =>
  armour !== "powered" || CARGO[kind].coverForPoweredArmour;

/** The container giving the target light cover against fire from `from`, if any. */
export function coverFor(state: GameState, from: number, target: Piece): Cargo | undefined {
  if (target.place.at !== "cell" || !target.soldier) return undefined;
  const armour = target.soldier.type.armour;
  return coverOn(state, from, target.place.cell).find((kind) => coversArmour(kind, armour));
}
