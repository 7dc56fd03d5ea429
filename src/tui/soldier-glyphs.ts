// Which letter stands for each of the side's soldiers on the map: one of his name's, never a letter
// the ship's terrain or cargo is drawn with, nor another soldier's.
import { CARGO, TERRAIN } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { OwnMarker } from "../seat/index.js";

const TAKEN = new WeakMap<Ship, ReadonlySet<string>>();

/** The glyphs the ship's map draws (its modules' own and the standard ones), worked out once per ship. */
function shipGlyphs(ship: Ship): ReadonlySet<string> {
  let set = TAKEN.get(ship);
  if (!set) {
    const s = new Set<string>();
    for (const c of ship.cells) s.add(c.glyph ?? TERRAIN[c.terrain].glyph);
    for (const c of ship.cargo) s.add(c.glyph ?? CARGO[c.kind].glyph);
    TAKEN.set(ship, (set = s));
  }
  return set;
}

/**
 * Soldier name -> letter. In name order each takes the first letter of his name (as a capital)
 * that is free, then any other letter of it, then its small letters, then any free capital.
 */
export function soldierGlyphs(ship: Ship, own: readonly OwnMarker[]): Map<string, string> {
  const taken = new Set(shipGlyphs(ship));
  const out = new Map<string, string>();
  const names = own.flatMap((m) => (m.soldier ? [m.soldier.name] : [])).sort((a, b) => a.localeCompare(b));
  for (const name of names) {
    const letters = [...name].filter((ch) => /\p{L}/u.test(ch));
    const tries = [
      ...letters.map((ch) => ch.toUpperCase()),
      ...letters.map((ch) => ch.toLowerCase()),
      ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ];
    const glyph = tries.find((ch) => !taken.has(ch)) ?? name[0]?.toUpperCase() ?? "?";
    taken.add(glyph);
    out.set(name, glyph);
  }
  return out;
}
