// An event line as a side reads it: the enemy's question markers named with their side ("yellow ?4"),
// so a glance tells them from one's own numbers. Worked out from the event's own words and fields alone.
import type { MarkerRef } from "../engine/events.js";
import type { Side } from "../engine/state.js";
import type { SeenEvent } from "./witnessed.js";

/** A marker number in a text: "?4" but not "??4" or the "4" of "?41". */
const NUMBER = /(?<![\w?])\?(\d+)(?!\d)/g;

/**
 * The event's text for SIDE with every enemy marker number written "yellow ?4": the markers an enemy
 * marker leaves or joins too ("leaving yellow ?10"), for the side's own numbers are drawn from the same
 * pool and a bare "?10" reads as one's own ?10. A number is the enemy's when the fields name an enemy
 * marker by it, or, in an enemy marker's own line (it moved, was put down, split off), when it is told
 * bare: the markers it leaves or joins are its side's. A number written as one's own is written
 * (`?4 Osaka`, `?4 dummy`, `dummy ?4`, `your ?4`) stays as it is.
 */
export function sidedText(e: SeenEvent, side: Side): string {
  // No value imported: the screens load this before the engine (test/cli/startup-imports.test.ts).
  const enemy: Side = side === "blue" ? "yellow" : "blue";
  const f = e.fields;
  const refs: MarkerRef[] = [];
  for (const r of [f.marker, f.target, f.friend, ...(f.markers ?? [])]) if (r) refs.push(r);
  const theirs = new Set(refs.filter((r) => r.side === enemy && r.number !== undefined).map((r) => r.number));
  const ownLabels = new Map<number, string>();
  for (const r of refs) if (r.side === side && r.number !== undefined && r.label) ownLabels.set(r.number, r.label);
  const theirLine = f.marker?.side === enemy;
  // Every enemy number with its side: "yellow ?9 moves ..., leaving yellow ?5; joining yellow ?10, yellow ?11".
  return e.text.replace(NUMBER, (token: string, digits: string, at: number, text: string) => {
    const n = Number(digits);
    if (!theirLine && !theirs.has(n)) return token;
    const before = text.slice(0, at);
    const after = text.slice(at + token.length);
    if (/(your|dummy|enemy's|blue|yellow) $/.test(before) || after.startsWith(" dummy")) return token;
    const label = ownLabels.get(n);
    if (label !== undefined && after.startsWith(` ${label}`)) return token;
    // One's own soldiers are told by number and name ("?4 Osaka"); no enemy number is followed by a name.
    if (!theirs.has(n) && /^ [A-Z]/.test(after)) return token;
    return `${enemy} ${token}`;
  });
}

/**
 * The event as a line of a side's log, "T3 yellow ?4 moves 99:0910 -> 99:0810", or of the referee's
 * (whose words name every marker's side already).
 */
export function eventLine(e: SeenEvent, reader: Side | "referee", gap = " "): string {
  return `T${e.turn}${gap}${reader === "referee" ? e.text : sidedText(e, reader)}`;
}
