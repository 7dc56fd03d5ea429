// Morale checks: when they are made, the bonuses of leaders and heroes, and breaking.
// The dice are the soldier's own stream: whether a marker checks at all depends on what
// it is, which the enemy must not learn from the public dice or from any other roll.
import { placeName } from "../../ship/ship.js";
import { distance } from "../../hex/coords.js";
import { enemyRef, ownRef, told } from "../events.js";
import type { MoraleCheck, MoraleFacts, MoraleWhy } from "../facts/soldiers.js";
import { clearLine, inSight } from "../sight.js";
import type { GameState, Piece } from "../state.js";
import { hexOf, soldierTold } from "./report.js";
import { soldierDie } from "./soldier-dice.js";
import { moraleOf, neverBreaks } from "./stats.js";
import { HERO_BONUS, LEADER_BONUS, MORALE_ALWAYS_FAIL, MORALE_ALWAYS_PASS, WOUNDED_MORALE } from "./tables.js";
import { cellOf, total, type Modifier } from "./to-hit.js";
import type { Changed } from "./wounds.js";

const steady = (p: Piece) => p.soldier !== undefined && !p.soldier.dead && !p.soldier.broken && p.place.at === "cell";

/** Morale of a soldier and what adds to it: the best leader in sight (himself too), a Hero in sight, a wound. */
export function moraleModifiers(state: GameState, p: Piece): Modifier[] {
  const at = cellOf(p);
  const friends = state.pieces.filter((f) => f.side === p.side && steady(f) && inSight(state, cellOf(f), at));
  const mods: Modifier[] = [{ why: "morale", value: moraleOf(p.soldier!.type) }];
  let best: Piece | undefined;
  for (const f of friends) {
    const level = f.soldier!.type.leader;
    if (level && (!best || LEADER_BONUS[level] > LEADER_BONUS[best.soldier!.type.leader!])) best = f;
  }
  if (best)
    mods.push({
      why: best.id === p.id ? "leader" : `${best.soldier!.name} leads`,
      value: LEADER_BONUS[best.soldier!.type.leader!],
    });
  if (friends.some((f) => f.id !== p.id && f.soldier!.type.hero))
    mods.push({ why: "a Hero in sight", value: HERO_BONUS });
  if (p.soldier!.wounded) mods.push({ why: "wounded", value: WOUNDED_MORALE });
  return mods;
}

/** A check passes on a die at most the total; a 1 always passes, a 6 always fails. */
export function passes(dieRoll: number, mods: readonly Modifier[]): boolean {
  if (dieRoll <= MORALE_ALWAYS_PASS) return true;
  if (dieRoll >= MORALE_ALWAYS_FAIL) return false;
  return dieRoll <= total(mods);
}

/** The cell of the nearest enemy a piece has a line to, or undefined. */
export function nearestEnemy(state: GameState, p: Piece): number | undefined {
  const at = cellOf(p);
  const here = state.ship.cells[at]!;
  let best: { cell: number; d: number } | undefined;
  for (const e of state.pieces) {
    if (e.side === p.side || e.place.at !== "cell" || !clearLine(state, at, e.place.cell)) continue;
    const d = distance(here, state.ship.cells[e.place.cell]!);
    // Of two as near, the lower hex: never the one the enemy's force listed first (its set-up order is a secret).
    if (!best || d < best.d || (d === best.d && e.place.cell < best.cell)) best = { cell: e.place.cell, d };
  }
  return best?.cell;
}

/** The number a morale die must not exceed. */
const moraleNeeds = (mods: Parameters<typeof total>[0]): number =>
  Math.max(MORALE_ALWAYS_PASS, Math.min(MORALE_ALWAYS_FAIL - 1, total(mods)));

/** One soldier checks; failing, he breaks and will run from the nearest enemy he sees, else from `threat`. */
export function checkMorale(state: GameState, pieceId: number, reason: MoraleWhy, threat: number): Changed {
  const p = state.pieces[pieceId]!;
  if (!steady(p) || neverBreaks(p.soldier!.type)) return { state, events: [] };
  const mods = moraleModifiers(state, p);
  const rolled = soldierDie(state, p.id);
  const rolledState = rolled.state;
  const check: MoraleCheck = { reason, die: rolled.value, needed: moraleNeeds(mods), modifiers: mods };
  const seen = (q: Piece): MoraleFacts => ({ marker: enemyRef(q), hex: hexOf(state, q) });
  if (passes(rolled.value, mods)) {
    return {
      state: rolledState,
      events: [
        told(state.turn, "morale-held", soldierTold(rolledState, p, { marker: ownRef(state, p), check }, seen(p))),
      ],
    };
  }
  const from = nearestEnemy(state, p) ?? threat;
  const { ambush: _a, carrying, ...rest } = rolledState.pieces[p.id]!;
  const pieces = rolledState.pieces.slice();
  pieces[p.id] = { ...rest, soldier: { ...rest.soldier!, broken: { run: "running", from } } };
  if (carrying) {
    const { carriedBy: _c, ...friend } = pieces[carrying.piece]!;
    pieces[carrying.piece] = friend;
  }
  const after = { ...rolledState, pieces };
  const fromName = placeName(state.ship.cells[from]!);
  const own: MoraleFacts = {
    marker: ownRef(state, p),
    check,
    from: fromName,
    ...(carrying ? { dropped: state.pieces[carrying.piece]!.number } : {}),
  };
  return {
    state: after,
    events: [told(state.turn, "morale-broken", soldierTold(after, pieces[p.id]!, own, seen(p)))],
  };
}

/** Every steady friend who sees a soldier fall (lights rules) checks. */
export function checkAfterLoss(before: GameState, state: GameState, dead: Piece, threat: number): Changed {
  const at = cellOf(dead);
  // By hex and marker number: the enemy hears of the checks of those it makes out, in no setup order.
  const witnesses = state.pieces
    .filter((f) => f.side === dead.side && f.id !== dead.id && steady(f) && inSight(before, cellOf(f), at))
    .sort((a, b) => cellOf(a) - cellOf(b) || a.number - b.number);
  let s = state;
  const events = [];
  for (const w of witnesses) {
    const c = checkMorale(s, w.id, { why: "saw-fall", fallen: dead.soldier!.name }, threat);
    s = c.state;
    events.push(...c.events);
  }
  return { state: s, events };
}
