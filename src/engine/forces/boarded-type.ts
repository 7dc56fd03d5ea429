// Section III: a roster's soldier type as it fights aboard a derelict. What the open field
// allows and a ship's corridors do not is taken away here, and said to the player.
import type { SoldierType } from "../soldier-type.js";
import type { RosterType } from "./roster-type.js";

/** Victor Sledders move only this many hexes a turn aboard: their move units are cut to it. */
export const SLED_HEXES_ABOARD = 2;
/** Pelgari Death Dervishes attack only one opponent a turn aboard. */
export const BLOWS_ABOARD = 1;

export function boardedType(t: RosterType): SoldierType {
  const { blows, ...base } = t.base;
  const notes: string[] = [];
  let move = base.move;
  if (t.airborne) notes.push("airborne: cannot fly aboard, moves as a walker");
  if (t.hops) notes.push("cannot hop aboard");
  if (t.jumps) notes.push("cannot jump aboard");
  if (t.makesCover) notes.push("cannot create or remove cover aboard");
  if (t.sled) {
    move = Math.min(move, SLED_HEXES_ABOARD);
    notes.push(`sled: moves only ${SLED_HEXES_ABOARD} hexes a turn aboard`);
  }
  if (blows !== undefined && blows > BLOWS_ABOARD) notes.push("attacks only one opponent a turn aboard");
  if (t.hardToHit) notes.push("hard to hit: the firer subtracts 1");
  if (base.skipsWalls) notes.push("skips through walls");
  return {
    ...base,
    move,
    ...(t.hardToHit ? { hardToHit: true } : {}),
    ...(notes.length > 0 ? { aboard: notes } : {}),
  };
}
