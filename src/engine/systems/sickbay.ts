// The sickbay's auto-doc (module 98): a wounded soldier lying on a bed rolls a die at the
// start of each of his side's turns there; 5 or 6 and he is no longer wounded.
import { placeName } from "../../ship/ship.js";
import { byHexAndNumber } from "../board.js";
import { ownRef, told, type GameEvent } from "../events.js";
import { deviceDie } from "./devices.js";
import type { GameState, Side } from "../state.js";
import { deviceIndex } from "../../ship/device-index.js";
import { patchUp } from "./heal.js";
import { toldSides } from "./telling.js";

/** The lowest roll that heals. */
export const AUTODOC_HEALS_ON = 5;

export function autoDoc(state: GameState, side: Side): { state: GameState; events: GameEvent[] } {
  const beds = deviceIndex(state.ship).beds;
  let after = state;
  const events: GameEvent[] = [];
  // By bed and marker number, never in the order the side's force was listed in: that would choose
  // which patient each roll falls to, and the enemy may see who gets up healed.
  const patients = state.pieces
    .filter(
      (p) =>
        p.side === side && p.soldier?.wounded && !p.soldier.dead && p.place.at === "cell" && beds.has(p.place.cell),
    )
    .sort(byHexAndNumber);
  for (const p of patients) {
    if (p.place.at !== "cell" || !p.soldier) continue;
    // The side's own auto-doc dice: the roll is no one else's business unless they see the bed.
    const roll = deviceDie(after, "autodoc", side);
    after = roll.state;
    const hex = placeName(state.ship.cells[p.place.cell]!);
    const healed = roll.value >= AUTODOC_HEALS_ON;
    const facts = { marker: ownRef(state, p), hex, rolls: [roll.value] as const, needed: AUTODOC_HEALS_ON, healed };
    events.push(told(state.turn, "auto-doc", toldSides(side, facts)));
    if (!healed) continue;
    const patched = patchUp(after, p.id);
    after = patched.state;
    events.push(...patched.events);
  }
  return { state: after, events };
}
