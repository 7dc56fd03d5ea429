import { describe, expect, it } from "vitest";
import { afterBoarding, beginBoarding, forfeitBoarding, salvageFor } from "../../src/campaign/boarding.js";
import { bundledDerelicts } from "../../src/campaign/bundled-derelict.js";
import {
  DECOY_COST,
  DERELICTS,
  PATCH_COST,
  SALVAGE_KILL,
  SALVAGE_PER_DEPTH,
  SALVAGE_WIN,
  SQUAD_MAX,
  XP_BOARDING,
  XP_KILL,
  XP_LOW_LEADER,
} from "../../src/campaign/campaign-rules.js";
import { newRun, squadPoints } from "../../src/campaign/new-run.js";
import type { Run } from "../../src/campaign/run-state.js";
import { shop } from "../../src/campaign/shop.js";
import { boarders } from "../../src/campaign/squad-aboard.js";
import { squadCost, suggestedSquad } from "../../src/campaign/squad-rules.js";
import { FOR, result, roster, run } from "./fixtures.js";

const marines = roster();

async function begun(r: Run): Promise<Run> {
  const derelict = await bundledDerelicts("first-boarding")(r.seed, r.next, FOR);
  return beginBoarding(r, derelict, { sickbay: false });
}

describe("a new run", () => {
  it("takes the suggested squad within the difficulty's points, named, all fit", () => {
    const r = run();
    expect(
      squadCost(
        marines,
        r.squad.map((s) => s.type),
      ),
    ).toBeLessThanOrEqual(squadPoints("normal"));
    expect(r.squad.map((s) => s.type)).toEqual(suggestedSquad(marines, squadPoints("normal")));
    expect(new Set(r.squad.map((s) => s.name)).size).toBe(r.squad.length);
    expect(r.squad.every((s) => s.status === "fit")).toBe(true);
  });

  it("refuses a squad over the points, an unknown type, a vehicle, two officers", () => {
    const base = { difficulty: "hard", visibility: "open", seed: "s", programVersion: "0" } as const;
    expect(newRun(marines, { ...base, squad: ["parm", "parm", "parm", "parm"] })).toMatch(
      /costs 16 points and hard allows 13/,
    );
    expect(newRun(marines, { ...base, squad: ["marine", "ninja"] })).toMatch(/no soldier type 'ninja'/);
    expect(newRun(marines, { ...base, squad: ["carrier"] })).toMatch(/vehicle/);
    expect(newRun(marines, { ...base, squad: ["lieutenant", "lieutenant"] })).toMatch(/at most 1 officer/);
  });

  it("is the same from the same seed, and every one of the nine races has a suggested squad", () => {
    expect(run()).toEqual(run());
    for (const race of ["colonials", "nkakk", "norx", "pelgari", "saurs", "starmarines", "swarm", "victors", "zrutes"])
      expect(run({}, race).squad.length, race).toBeGreaterThanOrEqual(3);
  });
});

describe("after a boarding", () => {
  it("death is final: the killed stay dead, leave no boarder, and the record names them", async () => {
    let r = await begun(run());
    const [first, second] = r.underWay!.boarders;
    r = afterBoarding(r, marines, result(r, "blue", { [first!]: { fate: "killed" } }));
    expect(r.squad.find((s) => s.name === first)!.status).toBe("dead");
    expect(r.squad.find((s) => s.name === first)!.diedIn).toBe(1);
    expect(r.boardings[0]!.losses).toEqual([first]);
    expect(boarders(r).map((s) => s.name)).not.toContain(first);
    expect(boarders(r).map((s) => s.name)).toContain(second);
    expect(r.next).toBe(2);
    expect(r.underWay).toBeUndefined();
  });

  it("the wounded sit out one boarding, then are fit; a sickbay held patches them at once", async () => {
    let r = await begun(run());
    const hurt = r.underWay!.boarders[1]!;
    r = afterBoarding(r, marines, result(r, "yellow", { [hurt]: { fate: "wounded" } }));
    expect(r.squad.find((s) => s.name === hurt)!.status).toBe("recovering");
    expect(boarders(r).map((s) => s.name)).not.toContain(hurt);
    r = await begun(r);
    expect(r.underWay!.boarders).not.toContain(hurt);
    r = afterBoarding(r, marines, result(r, "blue"));
    expect(r.squad.find((s) => s.name === hurt)!.status).toBe("fit");

    const derelict = await bundledDerelicts("first-boarding")(r.seed, r.next, FOR);
    let s = beginBoarding(r, derelict, { sickbay: true });
    s = afterBoarding(s, marines, result(s, "blue", { [hurt]: { fate: "wounded" } }));
    expect(s.squad.find((x) => x.name === hurt)!.status).toBe("fit");
  });

  it("experience from boardings and kills promotes a marine to sergeant", async () => {
    let r = await begun(run());
    const ace = r.squad.find((s) => s.type === "marine")!.name;
    const kills = ["Norx Warrior", "Norx Brute"];
    r = afterBoarding(r, marines, result(r, "blue", { [ace]: { kills } }));
    const s = r.squad.find((x) => x.name === ace)!;
    expect(s.xp).toBe(XP_BOARDING + XP_KILL * 2);
    expect(s.xp).toBeGreaterThanOrEqual(XP_LOW_LEADER);
    expect(s.type).toBe("sergeant");
    expect(s.deeds.some((d) => /promoted to Sergeant/.test(d))).toBe(true);
    expect(r.salvage).toBe(SALVAGE_WIN + SALVAGE_PER_DEPTH + 2 * SALVAGE_KILL);
  });

  it("salvage: none for a loss with no kills", async () => {
    const r = await begun(run());
    expect(salvageFor(result(r, "yellow"), 1)).toBe(0);
  });

  it("the run ends lost when the squad is gone, won when the flagship is taken", async () => {
    let r = await begun(run());
    const all = Object.fromEntries(r.squad.map((s) => [s.name, { fate: "killed" as const }]));
    r = afterBoarding(r, marines, result(r, "yellow", all));
    expect(r.end?.outcome).toBe("lost");

    let w = run();
    for (let i = 1; i <= DERELICTS; i++) {
      w = await begun(w);
      w = afterBoarding(w, marines, result(w, "blue"));
    }
    expect(w.end).toEqual({ outcome: "won", why: expect.stringMatching(/flagship/) });
    await expect(begun(w)).rejects.toThrow(/ended/);
  });

  it("a forfeit boarding loses every boarder", async () => {
    let r = await begun(run());
    const aboard = r.underWay!.boarders;
    r = forfeitBoarding(r, "its game save is gone");
    expect(r.squad.filter((s) => aboard.includes(s.name)).every((s) => s.status === "dead")).toBe(true);
    expect(r.boardings[0]!.outcome).toBe("forfeit");
  });
});

describe("the shop", () => {
  const rich = (r: Run, salvage: number): Run => ({ ...r, salvage });

  it("recruits from the roster for salvage, names the recruit, refuses what it cannot sell", () => {
    const r = rich(run(), 10);
    const bought = shop(r, marines, { kind: "recruit", type: "marine" });
    if (typeof bought === "string") throw new Error(bought);
    expect(bought.squad.length).toBe(r.squad.length + 1);
    expect(bought.salvage).toBe(8);
    expect(new Set(bought.squad.map((s) => s.name)).size).toBe(bought.squad.length);
    expect(shop(rich(run(), 1), marines, { kind: "recruit", type: "marine" })).toMatch(
      /costs 2 salvage and the squad has 1/,
    );
    expect(shop(r, marines, { kind: "recruit", type: "carrier" })).toMatch(/vehicle/);
    expect(shop(r, marines, { kind: "patch", soldier: r.squad[0]!.name })).toMatch(/is not wounded/);
    const full = {
      ...r,
      salvage: 99,
      squad: Array.from({ length: SQUAD_MAX }, (_, i) => ({ ...r.squad[0]!, name: `S${i}` })),
    };
    expect(shop(full, marines, { kind: "recruit", type: "marine" })).toMatch(/squad is full/);
  });

  it("patches a wounded soldier and sells decoys, which add dummies", async () => {
    let r = await begun(run());
    const hurt = r.underWay!.boarders[0]!;
    r = rich(afterBoarding(r, marines, result(r, "yellow", { [hurt]: { fate: "wounded" } })), 10);
    expect(shop({ ...r, underWay: (await begun(r)).underWay! }, marines, { kind: "decoy" })).toMatch(/shut/);
    const patched = shop(r, marines, { kind: "patch", soldier: hurt }) as Run;
    expect(patched.squad.find((s) => s.name === hurt)!.status).toBe("fit");
    expect(patched.salvage).toBe(10 - PATCH_COST);
    const decoy = shop(r, marines, { kind: "decoy" }) as Run;
    expect(decoy.decoys).toBe(1);
    expect(decoy.salvage).toBe(10 - DECOY_COST);
  });
});
