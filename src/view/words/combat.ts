// The words of combat: shots and blows with their odds and dice.
import type { Audience, MarkerRef } from "../../engine/events.js";
import type { AttackFacts, CombatFacts, ModifierFacts } from "../../engine/facts/combat.js";
import { isWeapon, WEAPONS } from "../../engine/combat/tables.js";
import { enemyName, ownName, refereeName, type Words } from "./markers.js";

/** A weapon's name in words ("gauss rifle") from its id ("gauss-rifle"); an id unknown is shown as it is. */
const weaponName = (id: string | undefined): string =>
  id !== undefined && isWeapon(id) ? WEAPONS[id].name : String(id);

/** "-2 dark, +1 elite": the modifiers that count, signed. */
export const modifierWords = (mods: readonly ModifierFacts[]): string =>
  mods
    .filter((m) => m.value !== 0)
    .map((m) => `${m.value > 0 ? "+" : ""}${m.value} ${m.why}`)
    .join(", ");

const VERB: Readonly<Record<AttackFacts["how"], string>> = {
  fire: "fires",
  ambush: "fires from ambush",
  melee: "strikes",
};

/** The target as the attacker's side knows it: "yellow ?4 (a Grunt) at 1:1002" (the dice show what he is). */
function seenTarget(t: MarkerRef, hex: string | undefined): string {
  const name = t.number !== undefined ? `${t.side} ?${t.number}${t.type ? ` (a ${t.type})` : ""}` : enemyName(t);
  return `${name} at ${hex}`;
}

/** The attacker, the verb and the target as READER names them; the referee's with the hex where ASKED. */
function who(f: AttackFacts, reader: Audience, refereeHex: boolean): string {
  const verb = VERB[f.how];
  if (reader === "referee")
    return `${refereeName(f.marker)} ${verb} at ${refereeName(f.target)}${refereeHex ? ` at ${f.hex}` : ""}`;
  if (reader === f.marker.side) return `${ownName(f.marker)} ${verb} at ${seenTarget(f.target, f.hex)}`;
  return `${enemyName(f.marker)} at ${f.from} ${verb} at ${ownName(f.target)}`;
}

/** "(carbine at range 9 needs 5+; -2 dark): rolls 1 (-1 after modifiers): misses; effect ..." */
function odds(f: AttackFacts): string {
  const mods = f.modifiers ?? [];
  const need =
    f.how === "melee"
      ? `close combat needs ${f.needed}+; ${modifierWords(mods)}`
      : `${weaponName(f.weapon)} at range ${f.range} needs ${f.needed}+${mods.length ? `; ${modifierWords(mods)}` : ""}`;
  const die = f.rolls?.[0] ?? 0;
  const t = mods.reduce((sum, m) => sum + m.value, 0);
  let result = `rolls ${die}${t !== 0 ? ` (${die + t} after modifiers)` : ""}: ${f.hit ? "hits" : "misses"}`;
  const e = f.effect;
  if (e)
    result += `; effect ${e.die} (${modifierWords(e.modifiers)}) = ${e.total}: ${e.effect === "none" ? "no effect" : e.effect}`;
  return `(${need}): ${result}`;
}

const attack = (f: AttackFacts, reader: Audience): string => `${who(f, reader, f.how === "melee")} ${odds(f)}`;

function shotDummy(f: AttackFacts, reader: Audience): string {
  const melee = f.how === "melee";
  if (reader === "referee") return `${who(f, reader, !melee)}: a dummy, taken off`;
  if (reader === f.marker.side) return `${who(f, reader, false)}: it was a dummy, taken off`;
  return `${who(f, reader, false)}${melee ? "" : ` at ${f.hex}`}: the dummy is taken off`;
}

export const COMBAT_WORDS: { readonly [K in keyof CombatFacts]: Words<CombatFacts[K]> } = {
  fire: attack,
  melee: attack,
  "shot-dummy": shotDummy,
};
