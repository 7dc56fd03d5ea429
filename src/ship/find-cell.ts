// Finding a cell by the name players and files write it with: "92:0305" (the main level's, or the
// only one of that name), "90:0305@floor".
import { parseHexName } from "../hex/coords.js";
import type { Ship } from "./ship.js";

/** A cell by its ship-wide name, or undefined when the ship has none of that name. */
export function findCell(ship: Ship, text: string): number | undefined {
  const [name, level] = text.split("@");
  const m = /^(\d+):(\d{4})$/.exec(name ?? "");
  if (!m || !parseHexName(m[2]!)) return undefined;
  // The cells of that name from the ship's index, not a look at every cell: a computer player asks this
  // of every open door in every view it reads.
  const named = ship.lookups.names.get(name!) ?? [];
  const matches = level === undefined ? named : named.filter((c) => c.level === level);
  // Without a level, the main level's hex, or the only hex of that name.
  if (level === undefined && matches.length > 1) return matches.find((c) => c.level === "main")?.id;
  return matches[0]?.id;
}
