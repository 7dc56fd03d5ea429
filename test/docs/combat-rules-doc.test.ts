// docs/RULES.md and the combat code give the same numbers: weapons, armour, effects, modifiers, morale.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARRY_HEXES_PER_TURN } from "../../src/engine/combat/carry.js";
import {
  ARMOUR_PROTECTION,
  DEFAULT_CLOSE_COMBAT,
  DEFAULT_MORALE,
  HERO_BONUS,
  KILL_AT,
  LEADER_BONUS,
  MEDIC_HEALS_ON,
  MELEE_HIT,
  MOD,
  MORALE_ALWAYS_FAIL,
  MORALE_ALWAYS_PASS,
  NATURAL_HIT,
  NATURAL_MISS,
  WEAPONS,
  WOUND_AT,
  WOUNDED_MIN_MOVE,
  WOUNDED_MORALE,
} from "../../src/engine/combat/tables.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");
const row = (start: string) => rules.split("\n").find((l) => l.startsWith(`| ${start}`)) ?? `(no row "${start}")`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "3-4 / 5-6": the die results that wound and that kill. */
function effectCell(damage: number, protection: number): string {
  const span = (a: number, b: number) => {
    const lo = Math.max(a, 1);
    const hi = Math.min(b, 6);
    return lo > hi ? "–" : lo === hi ? `${lo}` : `${lo}-${hi}`;
  };
  const wound = WOUND_AT - damage + protection;
  const kill = KILL_AT - damage + protection;
  return `${span(wound, kill - 1)} / ${span(kill, 6)}`;
}

describe("docs/RULES.md: combat", () => {
  it("lists every weapon with its bands and damage", () => {
    for (const [key, w] of Object.entries(WEAPONS)) {
      let from = 1;
      const bands = w.bands.map((b) => {
        const text = `${from}-${b.upTo}: ${b.hit}+`;
        from = b.upTo + 1;
        return text;
      });
      expect(row(`\`${key}\``)).toBe(`| \`${key}\` | ${bands.join(", ")} | ${w.damage} |`);
    }
  });

  it("gives armour protection and the effect thresholds, and the table of die results agrees", () => {
    const armours = ["none", "battle", "heavy", "powered"] as const;
    expect(row("protection")).toBe(`| protection | ${armours.map((a) => ARMOUR_PROTECTION[a]).join(" | ")} |`);
    expect(rules).toContain(`An effect of **${KILL_AT}** or more kills; **${WOUND_AT}** or **${KILL_AT - 1}** wounds`);
    const damages = new Set([0, 1, 2, 3, ...Object.values(WEAPONS).map((w) => w.damage)]);
    const lines = rules.split("\n");
    const table = lines.slice(lines.indexOf("| damage | none | battle | heavy | powered |"));
    const damageRow = (d: number) => table.find((l) => l.startsWith(`| ${d} |`));
    for (const d of damages)
      expect(damageRow(d)).toBe(`| ${d} | ${armours.map((a) => effectCell(d, ARMOUR_PROTECTION[a])).join(" | ")} |`);
  });

  it("states every to-hit modifier, the natural rolls and close combat's numbers", () => {
    expect(row("in the dark")).toMatch(new RegExp(`\\| ${MOD.dark} \\|$`));
    expect(row("firer or target in a belowdecks passage")).toMatch(new RegExp(`\\| ${MOD.belowdecksRanged} \\|$`));
    expect(row("firer on the cargo-hold floor, target on the catwalk")).toMatch(
      new RegExp(`\\| ${MOD.floorToCatwalk} \\|$`),
    );
    expect(row("target in light cover")).toMatch(new RegExp(`\\| ${MOD.cover} \\|$`));
    expect(row("target hard to hit")).toMatch(new RegExp(`\\| ${MOD.hardToHit} \\|$`));
    expect(row("firer wounded")).toMatch(new RegExp(`\\| ${MOD.woundedAttacker} \\|$`));
    expect(rules).toContain(`a natural **${NATURAL_MISS}** misses and a\nnatural **${NATURAL_HIT}** hits`);
    expect(rules).toContain(`defender's strength must reach **${MELEE_HIT}**; ${MOD.woundedAttacker} if the`);
    expect(rules).toContain(`belowdecks passage it is at **${MOD.belowdecksMeleeDamage}** damage`);
    expect(rules).toContain(`${DEFAULT_CLOSE_COMBAT} if it says nothing`);
  });

  it("states the numbers of wounds, Medics and carrying", () => {
    expect(rules).toContain(`rounded down, at least **${WOUNDED_MIN_MOVE}**`);
    expect(rules).toContain(`on a die of **${MEDIC_HEALS_ON}** or more the wound is healed`);
    expect(rules).toContain(`moves **${CARRY_HEXES_PER_TURN} hex a turn**`);
  });

  it("states the morale numbers", () => {
    expect(rules).toContain(`${DEFAULT_MORALE} if it says nothing`);
    expect(row("the best steady Leader in sight")).toMatch(
      new RegExp(`\\| \\+${LEADER_BONUS.low} / \\+${LEADER_BONUS.medium} / \\+${LEADER_BONUS.high} \\|$`),
    );
    expect(row("a steady Hero in sight")).toMatch(new RegExp(`\\| \\${signed(HERO_BONUS)} \\|$`));
    expect(row("wounded |")).toBe(`| wounded | ${WOUNDED_MORALE} |`);
    expect(rules).toContain(`A **${MORALE_ALWAYS_PASS}** always passes and a **${MORALE_ALWAYS_FAIL}** always fails`);
  });
});
