// A side's travel goals: the hexes its markers were sent to beyond a turn's reach, kept between turns and in the save.
//
// They are the side's own intentions, not game state: no rule reads them, so the engine never sees them.
// A seat gives and takes its own side's only (src/seat/seat.ts); the save keeps both sides' in the journal
// of the side-turn in play, which only both players together open (src/save/turn-book.ts).

/** Where a marker is bound, and the enemies it had in sight when it last walked (new ones make it stop). */
export interface TravelGoal {
  /** The hex, as the command language names it (`99:0306`). */
  readonly hex: string;
  /** Its cell in the ship's layout. */
  readonly cell: number;
  /** The enemies the side had in sight then, as it names them (`?3 at 99:0406`). */
  readonly sighted: readonly string[];
}

/** A side's goals by marker label (a soldier's name, `d1`: labels stay when a marker's number changes). */
export type TravelGoals = Readonly<Record<string, TravelGoal>>;

/** Both sides' goals, as the save keeps them. */
export type SidesGoals = Readonly<Partial<Record<"blue" | "yellow", TravelGoals>>>;

/** GOALS if they have the shape of a side's travel goals (read from a save), else undefined. */
export function travelGoalsOf(goals: unknown): TravelGoals | undefined {
  if (typeof goals !== "object" || goals === null || Array.isArray(goals)) return undefined;
  const ok = Object.values(goals).every((g: unknown) => {
    if (typeof g !== "object" || g === null) return false;
    const { hex, cell, sighted } = g as Record<string, unknown>;
    return (
      typeof hex === "string" &&
      Number.isInteger(cell) &&
      (cell as number) >= 0 &&
      Array.isArray(sighted) &&
      sighted.every((s) => typeof s === "string")
    );
  });
  return ok ? (goals as TravelGoals) : undefined;
}
