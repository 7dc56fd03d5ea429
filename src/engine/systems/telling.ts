// How a device's event is told: the referee and the acting side alike (or the referee more), and the
// enemy, when it saw anything, what it saw. Built key by key: a side computed as a key widens the type.
import type { Told } from "../event-facts.js";
import { otherSide, type Side } from "../state.js";

export function toldSides<F>(side: Side, own: F, enemy?: F, referee: F = own): Told<F> {
  const told: { referee: F; blue?: F; yellow?: F } = { referee };
  told[side] = own;
  if (enemy !== undefined) told[otherSide(side)] = enemy;
  return told;
}

/** Told to the referee and to SIDE alone: what the acting side does not hear of itself. */
export function toldTo<F>(referee: F, side: Side, facts: F): Told<F> {
  const told: { referee: F; blue?: F; yellow?: F } = { referee };
  told[side] = facts;
  return told;
}
