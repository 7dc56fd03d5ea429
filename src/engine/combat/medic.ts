// A Medic tends a wounded friend on his hex or next to it: a die of MEDIC_HEALS_ON or more
// heals the wound. One try a turn, in place of the Medic's attack. The die is the Medic's
// own: the enemy does not learn of a try it cannot see.
import { enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { TendFacts } from "../facts/soldiers.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { adjacent } from "../sight.js";
import type { GameState } from "../state.js";
import { hexOf, soldierTold } from "./report.js";
import { soldierDie } from "./soldier-dice.js";
import { MEDIC_HEALS_ON } from "./tables.js";
import { heal as healWound, isWounded } from "./wounds.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";

export function tend(state: GameState, medicId: number, friendId: number): Outcome {
  const medic = ownPiece(state, medicId);
  if (isRefusal(medic)) return medic;
  if (!medic.soldier?.type.medic) return refused("not-able", said`${medic} is not a Medic`);
  if (medic.attacked)
    return refused("already-acted", `${medic.soldier.name} has already attacked or tended a wound this turn`);
  if (medic.ambush) return refused("in-ambush", `${medic.soldier.name} lies in ambush`);
  const friend = state.pieces[friendId];
  if (!friend || friend.side !== medic.side || friend.place.at !== "cell" || friend.id === medic.id)
    return refused("no-such-marker", "no such friend on the map");
  if (!isWounded(friend)) return refused("not-wounded", said`${friend} is not wounded`);
  if (medic.place.at !== "cell") return refused("not-on-map", said`${medic} is not on the map`);
  const a = medic.place.cell;
  const b = friend.place.cell;
  if (a !== b && !adjacent(state.ship, a, b))
    return refused("not-next-to", `${friend.soldier!.name} is not next to ${medic.soldier.name}`);

  const rolled = soldierDie(state, medic.id);
  const pieces = rolled.state.pieces.slice();
  pieces[medic.id] = { ...pieces[medic.id]!, attacked: true };
  let s: GameState = { ...rolled.state, pieces };
  const ok = rolled.value >= MEDIC_HEALS_ON;
  const own: TendFacts = {
    marker: ownRef(state, medic),
    friend: ownRef(state, friend),
    rolls: [rolled.value],
    needed: MEDIC_HEALS_ON,
    healed: ok,
  };
  const theirs: TendFacts = { marker: enemyRef(medic), hex: hexOf(state, medic), friendHex: hexOf(state, friend) };
  const events: GameEvent[] = [told(state.turn, "tend", soldierTold(s, s.pieces[medic.id]!, own, theirs))];
  if (ok) {
    const healed = healWound(s, friend.id, { by: "medic", medic: medic.soldier.name });
    s = healed.state;
    events.push(...healed.events);
  }
  return done(s, events);
}

/** A Medic tends a wounded friend. */
export interface HealAction {
  readonly type: "heal";
  readonly piece: number;
  readonly friend: number;
}

export const HEAL: Rule<HealAction> = { type: "heal", play: (s, a) => tend(s, a.piece, a.friend) };
