// The chances of an attack before it is made, for the attacker's side: worked out only from what that side can know.
import { fireRefusal } from "../engine/combat/fire.js";
import { meleeRefusal } from "../engine/combat/close-combat.js";
import { reach, weaponOf } from "../engine/combat/stats.js";
import { MELEE_HIT, NATURAL_HIT, NATURAL_MISS } from "../engine/combat/tables.js";
import {
  bandFor,
  cellOf,
  cellRange,
  describeMods,
  meleeModifiers,
  rangedModifiers,
  rangedSituation,
  total,
  type Modifier,
} from "../engine/combat/to-hit.js";
import type { GameState } from "../engine/state.js";
import { parseCommand } from "./command.js";
import { findOwnPiece } from "./resolve.js";
import { enemyTarget } from "./target.js";

/**
 * "needs 4+ (-1 dark): 50% to hit" for a `fire` or `melee` line of the side to move, or why
 * it cannot be made; undefined for any other line. A target not yet revealed is taken as an
 * ordinary soldier: its type is not the attacker's to know.
 */
export function attackOdds(state: GameState, line: string): string | undefined {
  const command = parseCommand(line);
  if (typeof command === "string" || (command.verb !== "fire" && command.verb !== "melee")) return undefined;
  const attacker = findOwnPiece(state, command.who);
  if (typeof attacker === "string") return attacker;
  const targetId = enemyTarget(state, command.target);
  if (typeof targetId === "string") return targetId;
  const target = state.pieces[targetId]!;
  if (!attacker.soldier) return "a dummy never attacks";
  if (command.verb === "melee") {
    const why = meleeRefusal(state, attacker, target);
    if (why) return why;
    if (!target.soldier || !target.revealed) return `close combat needs ${MELEE_HIT}+`;
    return chances(MELEE_HIT, meleeModifiers(attacker, target));
  }
  const why = fireRefusal(state, attacker, target);
  if (why) return why;
  const weapon = weaponOf(attacker.soldier.type);
  if (!weapon) return `${attacker.soldier.name} has no ranged weapon`;
  const range = cellRange(state, cellOf(attacker), cellOf(target));
  const band = bandFor(weapon, range);
  if (!band) return `out of reach: the ${weapon.name} reaches ${reach(weapon)}`;
  const situation = rangedSituation(state, attacker, target);
  const known = target.revealed ? situation : { ...situation, hardToHit: false };
  return `${weapon.name} at range ${range}: ${chances(band.hit, rangedModifiers(known))}`;
}

function chances(needed: number, mods: readonly Modifier[]): string {
  let hits = 0;
  for (let die = 1; die <= 6; die++)
    if (die >= NATURAL_HIT || (die > NATURAL_MISS && die + total(mods) >= needed)) hits++;
  const said = describeMods(mods);
  return `needs ${needed}+${said ? ` (${said})` : ""}: ${Math.round((hits / 6) * 100)}% to hit`;
}
