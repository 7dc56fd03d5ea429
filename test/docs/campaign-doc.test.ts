// docs/RULES.md's campaign section (15) and src/campaign/campaign-rules.ts give the same numbers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as R from "../../src/campaign/campaign-rules.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");
// Lines joined: a number may fall at a line break of the paragraph.
const section = rules.slice(rules.indexOf("## 15. The campaign")).replace(/\s+/g, " ");

describe("docs/RULES.md, the campaign", () => {
  it("is marked as Derelict's own", () => {
    expect(section).toMatch(/^## 15\. The campaign \(Derelict's own rules, not the rule book's\)/);
  });

  it("states the run's numbers", () => {
    expect(section).toContain(`a run of **${R.DERELICTS} derelicts**`);
    expect(section).toContain(`at most **${R.SQUAD_MAX}** soldiers, at most **${R.MEDIUM_LEADERS_MAX}** officer`);
    expect(section).toContain(`**${R.MEDICS_MAX}** Medics and **${R.HEROES_MAX}** Hero`);
    expect(section).toContain(`At most **${R.BOARDERS_MAX}** fit soldiers board`);
    expect(section).toContain(`The squad brings **${R.BASE_DUMMIES}** dummies`);
    for (const d of R.DIFFICULTIES) {
      const r = R.DIFFICULTY_RULES[d];
      expect(section).toContain(`| ${d} | ${r.squadPoints} | ${r.scoreFactor} | ${r.level} |`);
    }
  });

  it("states wounds, experience, salvage, the shop and the score", () => {
    expect(section).toContain(`sits out the next **${R.RECOVERY_BOARDINGS}** boarding`);
    expect(section).toContain(`earns **${R.XP_BOARDING}** experience`);
    expect(section).toContain(`**${R.XP_KILL}** for each enemy soldier he kills`);
    expect(section).toContain(`At **${R.XP_LOW_LEADER}** experience`);
    expect(section).toContain(`at **${R.XP_MEDIUM_LEADER}** a low leader`);
    expect(section).toContain(`A boarding won brings **${R.SALVAGE_WIN}** salvage plus **${R.SALVAGE_PER_DEPTH}**`);
    expect(section).toContain(`(the third derelict: ${R.SALVAGE_WIN + 3 * R.SALVAGE_PER_DEPTH})`);
    expect(section).toContain(`a draw **${R.SALVAGE_DRAW}**`);
    expect(section).toContain(`each enemy soldier killed **${R.SALVAGE_KILL}**`);
    expect(section).toContain(`pushed out of the ship **${R.SALVAGE_CARGO}**`);
    expect(section).toContain(`patching a recovering soldier **${R.PATCH_COST}**`);
    expect(section).toContain(`at most **${R.DECOYS_MAX}**) **${R.DECOY_COST}**`);
    expect(R.RECRUIT_FACTOR).toBe(1);
    expect(section).toContain("costs his roster points in salvage");
    expect(section).toContain(
      `**${R.SCORE_TAKEN} + ${R.SCORE_PER_DEPTH} × its depth**, the flagship **${R.SCORE_FLAGSHIP}** more`,
    );
    expect(section).toContain(
      `**${R.SCORE_KILL}** for each kill, **${R.SCORE_SALVAGE}** for each salvage earned, **−${R.SCORE_LOSS}**`,
    );
  });
});
