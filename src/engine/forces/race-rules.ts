// Section III, race by race: the soldier types a race may not bring aboard, the heavy weapons
// it may bring all the same, and whether its level-2 limits on types still hold. Keyed by the
// race and type keys of the bundled rosters (scenarios/rosters/).

export interface RaceBoarding {
  /** Soldier types that may not board, with the rule that says so. */
  readonly barred?: Readonly<Record<string, string>>;
  /** Heavy-weapon types the race may bring all the same. */
  readonly heavyAllowed?: readonly string[];
  /**
   * "Any soldier type" (N'Kakk, Saurs): any soldier type of the race may board, however many: its
   * roster's limits on a type are lifted. One reading for both races (docs/RULES.md, section 12).
   */
  readonly noTypeLimits?: boolean;
}

export const RACE_BOARDING: Readonly<Record<string, RaceBoarding>> = {
  nkakk: {
    barred: { "heavy-weapon-carrier": "N'Kakk can use any soldier-type units except the Heavy-Weapon Carrier" },
    noTypeLimits: true,
  },
  zrutes: {
    barred: {
      ultrasuit: "Zrutes cannot use UltraSuits aboard a derelict",
      quadsuit: "Zrutes cannot use QuadSuits aboard a derelict",
    },
  },
  swarm: { heavyAllowed: ["spitter"] },
  saurs: { noTypeLimits: true },
};

export const raceBoarding = (race: string): RaceBoarding => RACE_BOARDING[race] ?? {};
