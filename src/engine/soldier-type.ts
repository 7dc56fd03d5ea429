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
}

export const isHeavyArmour = (t: SoldierType): boolean => t.armour === "heavy" || t.armour === "powered";
export const canClimbLadders = (t: SoldierType): boolean => t.twoLegs && !isHeavyArmour(t);
