// The shop between boardings: salvage buys recruits from the race's roster, a wound patched, a decoy.
import type { RaceRoster } from "../engine/forces/roster-type.js";
import { DECOY_COST, DECOYS_MAX, PATCH_COST, RECRUIT_FACTOR, SQUAD_MAX } from "./campaign-rules.js";
import { recruit } from "./new-run.js";
import type { Run } from "./run-state.js";
import { soldierName } from "./soldier-names.js";
import { squadRefusal, squadTypes } from "./squad-rules.js";

export type Purchase =
  /** A new soldier of this roster type. */
  | { readonly kind: "recruit"; readonly type: string }
  /** A recovering soldier patched up: fit for the next boarding. */
  | { readonly kind: "patch"; readonly soldier: string }
  /** One more dummy for every boarding to come. */
  | { readonly kind: "decoy" };

/** One line of the shop: what it is, what it costs, and why it cannot be bought now (if so). */
export interface Offer {
  readonly purchase: Purchase;
  readonly label: string;
  readonly cost: number;
  readonly refusal?: string;
}

export const recruitCost = (roster: RaceRoster, type: string): number =>
  (roster.entries.get(type)?.points ?? 0) * RECRUIT_FACTOR;

/** What the purchase costs, or why it cannot be made. */
function priced(run: Run, roster: RaceRoster, p: Purchase): { cost: number; refusal?: string } {
  const living = run.squad.filter((s) => s.status !== "dead");
  if (run.end) return { cost: 0, refusal: "the run is over" };
  if (run.underWay) return { cost: 0, refusal: "the shop is shut while a boarding is under way" };
  switch (p.kind) {
    case "recruit": {
      const cost = recruitCost(roster, p.type);
      if (living.length >= SQUAD_MAX) return { cost, refusal: `the squad is full (${SQUAD_MAX} soldiers)` };
      const why = squadRefusal(roster, [...living.map((s) => s.type), p.type]);
      return why ? { cost, refusal: why } : { cost };
    }
    case "patch": {
      const s = living.find((x) => x.name === p.soldier);
      if (!s) return { cost: PATCH_COST, refusal: `no living soldier is called ${p.soldier}` };
      if (s.status !== "recovering") return { cost: PATCH_COST, refusal: `${s.name} is not wounded` };
      return { cost: PATCH_COST };
    }
    case "decoy":
      return run.decoys >= DECOYS_MAX
        ? { cost: DECOY_COST, refusal: `the squad carries ${DECOYS_MAX} decoys already` }
        : { cost: DECOY_COST };
  }
}

/** The run after buying P, or why it cannot be bought (too little salvage, a full squad, a type barred...). */
export function shop(run: Run, roster: RaceRoster, p: Purchase): Run | string {
  const { cost, refusal } = priced(run, roster, p);
  if (refusal) return refusal;
  if (cost > run.salvage) return `that costs ${cost} salvage and the squad has ${run.salvage}`;
  const salvage = run.salvage - cost;
  switch (p.kind) {
    case "recruit": {
      const name = soldierName(run.seed, run.namesDrawn, new Set(run.squad.map((s) => s.name)));
      const typeName = roster.entries.get(p.type)!.base.name;
      const joined = recruit(name, p.type, run.next, `joined before boarding ${run.next} as ${typeName}`);
      return { ...run, salvage, squad: [...run.squad, joined], namesDrawn: run.namesDrawn + 1 };
    }
    case "patch":
      return {
        ...run,
        salvage,
        squad: run.squad.map((s) =>
          s.name === p.soldier
            ? { ...s, status: "fit", recovery: 0, deeds: [...s.deeds, "patched up in the shuttle's infirmary"] }
            : s,
        ),
      };
    case "decoy":
      return { ...run, salvage, decoys: run.decoys + 1 };
  }
}

/** Everything the shop offers now, with its price and whether it can be bought. */
export function offers(run: Run, roster: RaceRoster): Offer[] {
  const all: { purchase: Purchase; label: string }[] = [
    ...squadTypes(roster).map((t) => ({
      purchase: { kind: "recruit", type: t.key } as const,
      label: `recruit a ${t.base.name}`,
    })),
    ...run.squad
      .filter((s) => s.status === "recovering")
      .map((s) => ({ purchase: { kind: "patch", soldier: s.name } as const, label: `patch up ${s.name}` })),
    { purchase: { kind: "decoy" }, label: "a decoy (one more dummy each boarding)" },
  ];
  return all.map(({ purchase, label }) => {
    const { cost, refusal } = priced(run, roster, purchase);
    const why = refusal ?? (cost > run.salvage ? `needs ${cost} salvage` : undefined);
    return { purchase, label, cost, ...(why ? { refusal: why } : {}) };
  });
}
