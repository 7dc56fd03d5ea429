// Close combat: only between soldiers next to each other, never between the cargo hold's
// floor and its catwalk; strength against strength to hit, strength against armour to hurt.
import { byHexAndNumber } from "../board.js";
import { sideSees } from "../knowledge.js";
import { told, type GameEvent } from "../events.js";
import { settleSight } from "../settle-sight.js";
import { done, ownPiece, type Outcome } from "../outcome.js";
import { die, draw } from "../rng.js";
import { adjacent } from "../sight.js";
import type { GameState, Piece } from "../state.js";
import { applyEffect, attackRefusal, attackTold, effectFacts, revealAttacker } from "./attack.js";
import { effectModifiers, rollEffect } from "./damage.js";
import { closeCombatOf } from "./stats.js";
import { MELEE_HIT } from "./tables.js";
import { cellOf, hits, meleeModifiers } from "./to-hit.js";
import type { Changed } from "./wounds.js";
import { isRefusal, refusal, said, type Refusal } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState, withPieces } from "../shapes.js";

const floorAndCatwalk = (a: string, b: string) => (a === "floor" && b === "main") || (a === "main" && b === "floor");

export function meleeRefusal(state: GameState, attacker: Piece, target: Piece | undefined): Refusal | undefined {
  // A marker the side does not see gets the same answer as none: a refusal must not say where it is.
  if (
    !target ||
    target.place.at !== "cell" ||
    target.side === attacker.side ||
    !sideSees(state, attacker.side, target.place.cell)
  )
    return refusal("no-such-target", "no such enemy marker in your sight");
  if (attacker.place.at !== "cell") return refusal("not-on-map", said`${attacker} is not on the map`);
  const a = state.ship.cells[attacker.place.cell]!;
  const b = state.ship.cells[target.place.cell]!;
  if (!adjacent(state.ship, a.id, b.id))
    return refusal("not-next-to", said`${b.name} is not next to ${attacker}: close combat is between neighbours`);
  if (floorAndCatwalk(a.level, b.level))
    return refusal("out-of-reach", "close-combat weapons cannot reach between the cargo-hold floor and the catwalk");
  return undefined;
}

export function melee(state: GameState, pieceId: number, targetId: number): Outcome {
  const p = ownPiece(state, pieceId);
  if (isRefusal(p)) return p;
  const why = attackRefusal(p) ?? meleeRefusal(state, p, state.pieces[targetId]);
  if (why) return why;
  const attacker: Piece = { ...p, attacked: true };
  const pieces = state.pieces.slice();
  pieces[p.id] = attacker;
  let s: GameState = withPieces(state, pieces);
  const events: GameEvent[] = [];
  const shown = revealAttacker(s, attacker);
  s = shown.state;
  events.push(...shown.events);
  // A type with more blows (a whirl) strikes other neighbours too, one blow each.
  const others = whirlTargets(s, attacker, targetId);
  for (const id of [targetId, ...others]) {
    const t = s.pieces[id]!;
    if (t.place.at !== "cell" || t.soldier?.dead) continue;
    const blow = strike(state, s, attacker, t);
    s = blow.state;
    events.push(...blow.events);
  }
  const settled = settleSight(state, s);
  return done(settled.state, [...events, ...settled.events]);
}

/**
 * Other enemy soldiers next to the attacker that his extra blows strike: by hex, then number (each is in
 * his sight, shown under its number), never in the enemy's set-up order, which would choose who is struck.
 */
function whirlTargets(state: GameState, attacker: Piece, targetId: number): number[] {
  const extra = (attacker.soldier!.type.blows ?? 1) - 1;
  if (extra <= 0) return [];
  return state.pieces
    .filter(
      (e) =>
        e.id !== targetId &&
        e.soldier &&
        !e.soldier.dead &&
        e.side !== attacker.side &&
        e.place.at === "cell" &&
        !meleeRefusal(state, attacker, e),
    )
    .sort(byHexAndNumber)
    .slice(0, extra)
    .map((e) => e.id);
}

/** One blow at one target: a dummy comes off, a soldier is hit on strength against strength. */
function strike(state: GameState, s: GameState, attacker: Piece, target: Piece): Changed {
  const p = attacker;
  const targetId = target.id;
  const events: GameEvent[] = [];
  if (!target.soldier) {
    // Next to each other, a dummy has already been seen and taken off; kept for safety.
    const gone = s.pieces.slice();
    gone[targetId] = { ...target, place: { at: "gone" } };
    s = changedState(s, { pieces: gone });
    events.push(told(state.turn, "shot-dummy", attackTold(s, attacker, target, { how: "melee", result: "dummy" })));
  } else {
    const mods = meleeModifiers(attacker, target);
    const hitRoll = draw(s.rng, die);
    s = changedState(s, { rng: hitRoll.rng });
    const hit = hits(hitRoll.value, MELEE_HIT, mods);
    let effect: ReturnType<typeof rollEffect> | undefined;
    if (hit) {
      const belowdecks = [cellOf(attacker), cellOf(target)].some((c) => state.ship.cells[c]!.level === "belowdecks");
      const effectRoll = draw(s.rng, die);
      s = changedState(s, { rng: effectRoll.rng });
      effect = rollEffect(
        effectRoll.value,
        effectModifiers(closeCombatOf(attacker.soldier!.type), "strength", target.soldier.type.armour, belowdecks),
      );
    }
    events.push(
      told(
        state.turn,
        "melee",
        attackTold(s, attacker, target, {
          how: "melee",
          needed: MELEE_HIT,
          modifiers: mods,
          rolls: effect ? [hitRoll.value, effect.die] : [hitRoll.value],
          hit,
          ...(effect ? { effect: effectFacts(effect) } : {}),
          result: effect ? (effect.effect === "none" ? "no effect" : effect.effect) : "miss",
        }),
      ),
    );
    if (effect) {
      const hurt = applyEffect(s, s.pieces[p.id]!, targetId, effect.effect, { by: "melee" });
      s = hurt.state;
      events.push(...hurt.events);
    }
  }
  return { state: s, events };
}

/** Close combat with an enemy next to the piece. */
export interface MeleeAction {
  readonly type: "melee";
  readonly piece: number;
  readonly target: number;
}

export const MELEE: Rule<MeleeAction> = { type: "melee", play: (s, a) => melee(s, a.piece, a.target) };
