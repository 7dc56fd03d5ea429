// What a kind of soldier can do: the numbers the rules read from a race's roster.
export type Armour = "none" | "battle" | "heavy" | "powered";

export interface SoldierType {
  /** Roster key, e.g. "starmarines/marine". */
  readonly id: string;
  readonly race: string;
  readonly name: string;
  /** Move units a turn. */
  readonly move: number;
  readonly armour: Armour;
  /** Walks on two legs: only such soldiers climb ladders. */
  readonly twoLegs: boolean;
  readonly leader?: "low" | "medium" | "high";
  readonly medic?: boolean;
  readonly hero?: boolean;
  /** Ranged weapon, a key of WEAPONS (src/engine/combat/tables.ts); none: it cannot fire. */
  readonly weapon?: string;
  /** Close-combat strength (default 1). */
  readonly closeCombat?: number;
  /** Morale: a check passes on a die at most this plus bonuses (default 4). */
  readonly morale?: number;
  /** Never checks morale (N'Kakk robots, Swarm). */
  readonly fearless?: boolean;
  /** The firer subtracts 1 (Colonial Seals and StarMarine Scouts aboard a ship). */
  readonly hardToHit?: boolean;
  /** Close-combat blows a turn, each at a different neighbour (default 1; src/engine/forces/boarded-type.ts caps it aboard). */
  readonly blows?: number;
  /** Steps through one wall hex onto the hex beyond (Pelgari Near Skippers; src/engine/skip.ts). */
  readonly skipsWalls?: boolean;
  /** What the boarding rules took from the type, said to its player ("airborne: cannot fly aboard, walks"). */
  readonly aboard?: readonly string[];
}

export const isHeavyArmour = (t: SoldierType): boolean => t.armour === "heavy" || t.armour === "powered";
export const canClimbLadders = (t: SoldierType): boolean => t.twoLegs && !isHeavyArmour(t);
