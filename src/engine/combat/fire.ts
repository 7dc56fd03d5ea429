// Ranged fire: along a clear line within the weapon's reach; a dummy shot at comes off,
// a soldier is hit on the band's number (after modifiers) and the hit's effect rolled.
import { sideSees } from "../knowledge.js";
import { told, type GameEvent } from "../events.js";
import { settleMarkers } from "../hidden.js";
import { done, ownPiece, type Outcome } from "../outcome.js";
import { die, draw } from "../rng.js";
import { clearLine } from "../sight.js";
import type { GameState, Piece } from "../state.js";
import { applyEffect, attackRefusal, attackTold, effectFacts, revealAttacker } from "./attack.js";
import { effectModifiers, rollEffect } from "./damage.js";
import { hexOf } from "./report.js";
import { reach, weaponOf } from "./stats.js";
import { bandFor, cellOf, cellRange, hits, rangedModifiers, rangedSituation } from "./to-hit.js";
import type { Changed } from "./wounds.js";
import { isRefusal, refusal, said, type Refusal } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState, withPieces } from "../shapes.js";

/** Why `firer` cannot shoot at `target` (range, line, weapon), or undefined. */
export function fireRefusal(state: GameState, firer: Piece, target: Piece | undefined): Refusal | undefined {
  const w = firer.soldier && weaponOf(firer.soldier.type);
  if (firer.soldier && !w) return refusal("no-weapon", `${firer.soldier.name} has no ranged weapon`);
  // A marker the side does not see gets the same answer as none: a refusal must not say where it is.
  if (
    !target ||
    target.place.at !== "cell" ||
    target.side === firer.side ||
    !sideSees(state, firer.side, target.place.cell)
  )
    return refusal("no-such-target", "no such enemy marker in your sight");
  if (firer.place.at !== "cell") return refusal("not-on-map", said`${firer} is not on the map`);
  if (!clearLine(state, firer.place.cell, target.place.cell))
    return refusal("no-line-of-sight", said`${firer} has no line of sight to ${hexOf(state, target)}`);
  const range = cellRange(state, firer.place.cell, target.place.cell);
  if (w && range > reach(w))
    return refusal("out-of-reach", `${hexOf(state, target)} is ${range} hexes away: the ${w.name} reaches ${reach(w)}`);
  return undefined;
}

/** The `fire` action of the side to move. */
export function fire(state: GameState, pieceId: number, targetId: number): Outcome {
  const p = ownPiece(state, pieceId);
  if (isRefusal(p)) return p;
  const why = attackRefusal(p) ?? fireRefusal(state, p, state.pieces[targetId]);
  if (why) return why;
  const shot = shoot(state, p.id, targetId, "fire");
  return done(shot.state, shot.events);
}

/** Resolves a shot (the fire action, or an ambush in the enemy's turn); the checks are the caller's. */
export function shoot(state: GameState, firerId: number, targetId: number, how: "fire" | "ambush"): Changed {
  const firer0 = state.pieces[firerId]!;
  const target = state.pieces[targetId]!;
  const firer: Piece = { ...firer0, attacked: true, ambush: false };
  const pieces = state.pieces.slice();
  pieces[firerId] = firer;
  let s: GameState = withPieces(state, pieces);
  const events: GameEvent[] = [];

  const shown = revealAttacker(s, firer);
  s = shown.state;
  if (!target.soldier) {
    const gone = s.pieces.slice();
    gone[targetId] = { ...target, place: { at: "gone" } };
    s = changedState(s, { pieces: gone });
    events.push(told(state.turn, "shot-dummy", attackTold(s, firer, target, { how, result: "dummy" }, true)));
    events.push(...shown.events);
  } else {
    const w = weaponOf(firer.soldier!.type)!;
    const range = cellRange(state, cellOf(firer), cellOf(target));
    const band = bandFor(w, range)!;
    const mods = rangedModifiers(rangedSituation(state, firer, target));
    const hitRoll = draw(s.rng, die);
    s = changedState(s, { rng: hitRoll.rng });
    const hit = hits(hitRoll.value, band.hit, mods);
    let effect: ReturnType<typeof rollEffect> | undefined;
    if (hit) {
      const effectRoll = draw(s.rng, die);
      s = changedState(s, { rng: effectRoll.rng });
      effect = rollEffect(
        effectRoll.value,
        effectModifiers(w.damage, `${w.name} damage`, target.soldier.type.armour, false),
      );
    }
    events.push(...shown.events);
    events.push(
      told(
        state.turn,
        "fire",
        attackTold(s, firer, target, {
          how,
          weapon: firer.soldier!.type.weapon!,
          range,
          needed: band.hit,
          modifiers: mods,
          rolls: effect ? [hitRoll.value, effect.die] : [hitRoll.value],
          hit,
          ...(effect ? { effect: effectFacts(effect) } : {}),
          result: effect ? (effect.effect === "none" ? "no effect" : effect.effect) : "miss",
        }),
      ),
    );
    if (effect) {
      const hurt = applyEffect(s, s.pieces[firerId]!, targetId, effect.effect, { by: "fire" });
      s = hurt.state;
      events.push(...hurt.events);
    }
  }
  // A shot moves no one onto a new hex and opens no door, so no line of sight changes and no
  // ambush can be sprung by it: markers alone settle (and ambush fire, which shoots, stays out of
  // this file's imports).
  const settled = settleMarkers(state, s);
  return { state: settled.state, events: [...events, ...settled.events] };
}

/** Ranged fire at an enemy marker along a clear line. */
export interface FireAction {
  readonly type: "fire";
  readonly piece: number;
  readonly target: number;
}

export const FIRE: Rule<FireAction> = { type: "fire", play: (s, a) => fire(s, a.piece, a.target) };
