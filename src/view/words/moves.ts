// The words of a marker's movement: a step, out of an air lock, a carried friend's step.
import type { Audience } from "../../engine/events.js";
import type { MoveFacts, MovesFacts } from "../../engine/facts/moves.js";
import { enemyName, named, type Words } from "./markers.js";

/** "leaves lock 4 for 90:0611" out of an air lock, else "89:1006 -> 89:1106". */
const path = (f: MoveFacts): string => (f.lock !== undefined ? `leaves ${f.lock} for ${f.to}` : `${f.from} -> ${f.to}`);

/** Across an open table, what the enemy's step leaves and joins: ", leaving yellow ?9; joining yellow ?4". */
function company(f: MoveFacts): string {
  const parts: string[] = [];
  if (f.leaving) parts.push(`leaving ${f.leaving.map(enemyName).join(", ")}`);
  if (f.joining) parts.push(`joining ${f.joining.map(enemyName).join(", ")}`);
  return parts.length === 0 ? "" : `, ${parts.join("; ")}`;
}

function move(f: MoveFacts, reader: Audience): string {
  const who = named(f.marker, reader);
  if (f.carried) return `${who} is carried ${f.from} -> ${f.to}`;
  if (reader === "referee" || f.marker.side === reader) return `${who} ${path(f)} (${f.mu} MU, ${f.left} left)`;
  if (f.lock !== undefined) return `${who} ${path(f)}${company(f)}`;
  return f.from !== undefined ? `${who} moves ${path(f)}${company(f)}` : `${who} comes into view at ${f.to}`;
}

export const MOVES_WORDS: { readonly [K in keyof MovesFacts]: Words<MovesFacts[K]> } = { move };
