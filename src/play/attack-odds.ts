// The chances of an attack before it is made, for the attacker's side: worked out only from what
// that side can know. Containers stand where it last saw them; a marker not yet revealed may be
// any soldier (or a dummy, which comes off), so the odds name what would change them.
import { knownCargo } from "../engine/knowledge.js";
import { fireRefusal } from "../engine/combat/fire.js";
import { meleeRefusal } from "../engine/combat/close-combat.js";
import { coverOn, coversArmour } from "../engine/combat/cover.js";
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
import type { Container, GameState, Side } from "../engine/state.js";
import { CARGO } from "../map/terrain.js";
import { isRefusal, refusal, type Refusal, type RefusalCode } from "../engine/refusal.js";
import type { Command } from "./command.js";
import { Named, resolver } from "./resolver.js";
import { changedState } from "../engine/shapes.js";

/** What the target may turn out to be, and the chance to hit then. */
export interface OddsIf {
  readonly if: string;
  readonly modifiers: readonly Modifier[];
  readonly percent: number;
}

export type Odds =
  | { readonly ok: false; readonly code: RefusalCode; readonly reason: string }
  | {
      readonly ok: true;
      readonly attack: "fire" | "melee";
      /** The weapon fired, by its id as the view names a soldier's (`gauss-rifle`). */
      readonly weapon?: string;
      readonly range?: number;
      /** The number the die plus the modifiers must reach. */
      readonly needed: number;
      /** The modifiers the side knows apply. */
      readonly modifiers: readonly Modifier[];
      /** The chance to hit, in percent; absent in close combat with a marker whose strength is not known. */
      readonly percent?: number;
      /** Against a marker not yet revealed: what it may be that changes the chance. */
      readonly otherwise: readonly OddsIf[];
      /** "carbine at range 2: needs 3+ (-2 dark): 67% to hit". */
      readonly text: string;
    };

/**
 * The odds of a `fire` or `melee` command of the side to move, or why it cannot be made; undefined
 * for any other command. Plays nothing.
 */
export function attackOdds(state: GameState, command: Command): Odds | undefined {
  if (command.verb !== "fire" && command.verb !== "melee") return undefined;
  const named = new Named();
  const r = resolver(state, named);
  const no = (why: Refusal): Odds => {
    const said = named.reword(why);
    return { ok: false, code: said.code, reason: said.reason };
  };
  const attacker = r.own(command.who);
  if (isRefusal(attacker)) return no(attacker);
  const targetId = r.enemy(command.target);
  if (isRefusal(targetId)) return no(targetId);
  const target = state.pieces[targetId]!;
  if (!attacker.soldier) return no(refusal("dummy", "a dummy never attacks"));
  // What the side knows of the target: its type once revealed, nothing before.
  const known = target.revealed && target.soldier ? target.soldier.type : undefined;
  if (command.verb === "melee") {
    const why = meleeRefusal(state, attacker, target);
    if (why) return no(why);
    if (known) return odds({ attack: "melee", needed: MELEE_HIT, modifiers: meleeModifiers(attacker, target) });
    const mods = meleeModifiers(attacker, target).filter((m) => m.why !== "enemy strength");
    return {
      ok: true,
      attack: "melee",
      needed: MELEE_HIT,
      modifiers: mods,
      otherwise: [],
      text: `close combat needs ${MELEE_HIT}+${mods.length ? ` (${describeMods(mods)}, less its strength)` : " (less its strength)"}`,
    };
  }
  const why = fireRefusal(state, attacker, target);
  if (why) return no(why);
  const weapon = weaponOf(attacker.soldier.type);
  if (!weapon) return no(refusal("no-weapon", `${attacker.soldier.name} has no ranged weapon`));
  const range = cellRange(state, cellOf(attacker), cellOf(target));
  const band = bandFor(weapon, range);
  if (!band) return no(refusal("out-of-reach", `out of reach: the ${weapon.name} reaches ${reach(weapon)}`));
  const situation = rangedSituation(state, attacker, target);
  const boxes = coverOn(believedCargo(state, attacker.side), cellOf(attacker), cellOf(target));
  // The weapon by its id, as the view names the soldier's (one spelling); its words say its name.
  const base = { attack: "fire" as const, weapon: attacker.soldier.type.weapon!, range, needed: band.hit };
  const mods = (armour: string, hardToHit: boolean): Modifier[] => {
    const cover = boxes.find((k) => coversArmour(k, armour));
    const { cover: _, ...rest } = situation;
    return rangedModifiers({ ...rest, hardToHit, ...(cover ? { cover } : {}) });
  };
  if (known) return odds({ ...base, modifiers: mods(known.armour, known.hardToHit === true) }, [], weapon.name);
  // Not yet revealed: an ordinary soldier, and what a type of its own would change.
  const plain = mods("none", false);
  const otherwise: OddsIf[] = [];
  const vary = (label: string, m: Modifier[]) => {
    if (describeMods(m) !== describeMods(plain))
      otherwise.push({ if: label, modifiers: m, percent: percent(band.hit, m) });
  };
  const pod = boxes.length > 0 && !boxes.some((k) => coversArmour(k, "powered"));
  if (pod) vary(`in powered armour (no cover from a ${CARGO[boxes[0]!].label})`, mods("powered", false));
  vary("hard to hit", mods("none", true));
  if (pod) vary("both", mods("powered", true));
  return odds({ ...base, modifiers: plain }, otherwise, weapon.name);
}

/** The containers as the side last saw them: cover is counted from those, as far as it knows. */
function believedCargo(state: GameState, side: Side): GameState {
  const known = knownCargo(state, side);
  const cargo: Container[] = [];
  for (const { out: _, ...c } of state.cargo) if (known[c.id] !== undefined) cargo.push({ ...c, cell: known[c.id]! });
  return changedState(state, { cargo });
}

function percent(needed: number, mods: readonly Modifier[]): number {
  let hits = 0;
  for (let die = 1; die <= 6; die++)
    if (die >= NATURAL_HIT || (die > NATURAL_MISS && die + total(mods) >= needed)) hits++;
  return Math.round((hits / 6) * 100);
}

/** The odds as data and in words; NAMED the weapon's name for the words (o.weapon is its id). */
function odds(
  o: { attack: "fire" | "melee"; weapon?: string; range?: number; needed: number; modifiers: Modifier[] },
  otherwise: readonly OddsIf[] = [],
  named?: string,
): Odds {
  const chance = (mods: readonly Modifier[]) => `${percent(o.needed, mods)}%`;
  const said = describeMods(o.modifiers);
  const head = named ? `${named} at range ${o.range}: ` : "";
  const others = otherwise.map((v) => `; ${chance(v.modifiers)} if ${v.if}`).join("");
  return {
    ok: true,
    ...o,
    percent: percent(o.needed, o.modifiers),
    otherwise,
    text: `${head}needs ${o.needed}+${said ? ` (${said})` : ""}: ${chance(o.modifiers)} to hit${others}`,
  };
}
