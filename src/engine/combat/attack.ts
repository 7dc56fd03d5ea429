// What every attack shares: who may attack, the attacker giving himself away, and the
// consequences of a hit (wound or death, then morale).
import type { Told } from "../event-facts.js";
import { enemyRef, ownRef, type GameEvent, type MarkerRef } from "../events.js";
import type { AttackFacts, EffectFacts } from "../facts/combat.js";
import type { SoldierCause } from "../facts/soldiers.js";
import { markerSeen } from "../marker-seen.js";
import { refusal, said, type Refusal } from "../refusal.js";
import { clearLine } from "../sight.js";
import type { GameState, Piece } from "../state.js";
import type { Effect, EffectRoll } from "./damage.js";
import { checkAfterLoss, checkMorale } from "./morale.js";
import { hexOf } from "./report.js";
import { cellOf } from "./to-hit.js";
import { kill, wound, type Changed } from "./wounds.js";
import { withPieces } from "../shapes.js";

/** Why a piece of the side to move may not attack now, or undefined. */
export function attackRefusal(p: Piece): Refusal | undefined {
  if (p.place.at !== "cell") return refusal("not-on-map", said`${p} is not on the map`);
  // Only the owner ever reads this: a dummy's refusal tells the enemy nothing.
  if (!p.soldier) return refusal("dummy", said`${p} is a dummy: a dummy never attacks`);
  if (p.attacked) return refusal("already-acted", `${p.soldier.name} has already attacked this turn`);
  if (p.ambush) return refusal("in-ambush", `${p.soldier.name} lies in ambush: it fires in the enemy's turn`);
  if (p.movedCargo)
    return refusal("already-acted", `${p.soldier.name} moved cargo in zero gravity this turn and may not attack`);
  if (p.carrying) return refusal("carrying", `${p.soldier.name} is carrying a friend and cannot attack`);
  return undefined;
}

/** The attacker is shown to every enemy with a line to him, even in the dark: the flash gives him away. */
export function revealAttacker(state: GameState, attacker: Piece): Changed {
  const at = cellOf(attacker);
  const p = state.pieces[attacker.id]!;
  if (p.revealed) return { state, events: [] };
  const seen = state.pieces.some(
    (e) => e.side !== p.side && e.place.at === "cell" && clearLine(state, e.place.cell, at),
  );
  if (!seen) return { state, events: [] };
  const shown: Piece = { ...p, revealed: true };
  const pieces = state.pieces.slice();
  pieces[p.id] = shown;
  return { state: withPieces(state, pieces), events: [markerSeen(state, p, true)] };
}

/** A hit's effect on the target, then the morale checks it causes. */
export function applyEffect(
  state: GameState,
  attacker: Piece,
  targetId: number,
  effect: Effect,
  cause: SoldierCause,
): Changed {
  const target = state.pieces[targetId]!;
  if (effect === "none" || !target.soldier) return { state, events: [] };
  const threat = cellOf(attacker);
  const events: GameEvent[] = [];
  const hurt = effect === "killed" ? kill(state, targetId, cause) : wound(state, targetId, cause);
  events.push(...hurt.events);
  let s = hurt.state;
  const after = s.pieces[targetId]!;
  if (after.soldier!.dead) {
    const checks = checkAfterLoss(state, s, target, threat);
    s = checks.state;
    events.push(...checks.events);
  } else {
    const check = checkMorale(s, targetId, { why: "wounded" }, threat);
    s = check.state;
    events.push(...check.events);
  }
  return { state: s, events };
}

/** An effect roll as facts. */
export const effectFacts = (e: EffectRoll): EffectFacts => ({
  die: e.die,
  modifiers: e.mods,
  total: e.total,
  effect: e.effect,
});

/** The attack as each audience knows it (DONE: how it went), after it has shown the attacker. */
export function attackTold(
  state: GameState,
  attacker: Piece,
  target: Piece,
  done: Omit<AttackFacts, "marker" | "target" | "from" | "hex">,
  targetHexTold = false,
): Told<AttackFacts> {
  const a = state.pieces[attacker.id]!;
  const hex = hexOf(state, target);
  // The attacker's side: a soldier under a marker is known by his type, as the dice show what he is.
  const seenTarget: MarkerRef = {
    ...enemyRef(target),
    ...(!target.revealed && target.soldier ? { type: target.soldier.type.name } : {}),
  };
  const referee: AttackFacts = { ...done, marker: ownRef(state, attacker), target: ownRef(state, target), hex };
  const theirs: AttackFacts = {
    ...done,
    marker: enemyRef(a),
    from: hexOf(state, a),
    target: ownRef(state, target),
    ...(targetHexTold ? { hex } : {}),
  };
  const mine: AttackFacts = { ...referee, target: seenTarget };
  return attacker.side === "blue" ? { referee, blue: mine, yellow: theirs } : { referee, yellow: mine, blue: theirs };
}
