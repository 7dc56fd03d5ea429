// Light cover: a container the target stands on, or one right in front of it on the line of fire.
import { hexLine } from "../../hex/line.js";
import { CARGO, type Cargo } from "../../map/terrain.js";
import { containerOn } from "../board.js";
import { shipIndex } from "../ship-index.js";
import type { GameState, Piece } from "../state.js";

/** The container giving the target light cover against fire from `from`, if any. */
export function coverFor(state: GameState, from: number, target: Piece): Cargo | undefined {
  if (target.place.at !== "cell" || !target.soldier) return undefined;
  const t = state.ship.cells[target.place.cell]!;
  const f = state.ship.cells[from]!;
  const gives = (kind: Cargo) =>
    CARGO[kind].cover === "light" && (target.soldier!.type.armour !== "powered" || CARGO[kind].coverForPoweredArmour);
  const candidates: number[] = [t.id];
  // "Behind" a container: it stands on the hex just before the target on either line of fire.
  for (const nudge of [1, -1] as const) {
    const line = hexLine(f, t, nudge);
    if (line.length < 3) continue;
    const before = line[line.length - 2]!;
    const cell = shipIndex(state.ship).cellAt(t.level, before.x, before.y);
    if (cell !== undefined) candidates.push(cell);
  }
  for (const cell of candidates) {
    const box = containerOn(state, cell);
    if (box && gives(box.kind)) return box.kind;
  }
  return undefined;
}
