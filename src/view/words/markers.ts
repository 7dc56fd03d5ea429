// How the words name a marker for a reader: the referee by side, number and label; a side its own by
// number and label ("?3 Rojas", "?4 dummy"); the enemy's by type once shown, else "yellow ?4" (the side
// written, for both sides draw their numbers from the same pool and a bare "?4" reads as one's own).
import type { Audience, MarkerRef } from "../../engine/events.js";

const under = (r: MarkerRef): string => (r.dummy ? "dummy" : (r.label ?? ""));

/** An own marker: "?3 Rojas", "?4 dummy". */
export const ownName = (r: MarkerRef): string => `?${r.number ?? ""} ${under(r)}`;

/** The referee's name for a marker: "blue ?3 Rojas". */
export const refereeName = (r: MarkerRef): string => `${r.side} ${ownName(r)}`;

/** An enemy marker: its type once revealed ("Marine"), else "yellow ?4". */
export const enemyName = (r: MarkerRef): string => r.type ?? `${r.side} ?${r.number ?? ""}`;

/** A marker as READER names it. */
export const named = (r: MarkerRef, reader: Audience): string =>
  reader === "referee" ? refereeName(r) : r.side === reader ? ownName(r) : enemyName(r);

/** Words per kind: the facts an audience was told, written for that reader. */
export type Words<F> = (facts: F, reader: Audience) => string;
