// Section III: the points a boarding party is bought with.

/** An augmented level-2 formation is bought with this many points... */
export const BOARDING_POINTS = 25;
/** ...or this many when the ship has more than LARGE_SHIP_MODULES map sections. */
export const LARGE_SHIP_POINTS = 30;
export const LARGE_SHIP_MODULES = 6;

/** The points each side buys its boarding party with on a ship of this many modules. */
export function boardingPoints(modules: number): number {
  return modules > LARGE_SHIP_MODULES ? LARGE_SHIP_POINTS : BOARDING_POINTS;
}
