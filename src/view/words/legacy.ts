// The words of a kind not yet told as facts: the engine's own text, with the enemy's marker numbers
// named with their side ("yellow ?4") for a side's reader, worked out from the text and its fields.
// Goes when every kind is told as facts (issue 30).
import type { LegacyFacts, LegacyKind } from "../../engine/event-facts.js";
import type { Audience, MarkerRef } from "../../engine/events.js";
import type { Side } from "../../engine/state.js";
import type { Words } from "./markers.js";

/** A marker number in a text: "?4" but not "??4" or the "4" of "?41". */
const NUMBER = /(?<![\w?])\?(\d+)(?!\d)/g;

/**
 * The text for SIDE with every enemy marker number written "yellow ?4": the markers an enemy marker
 * leaves or joins too. A number is the enemy's when the fields name an enemy marker by it, or, in an
 * enemy marker's own line, when it is told bare. A number written as one's own stays as it is.
 */
export function sidedText(f: LegacyFacts, side: Side): string {
  const enemy: Side = side === "blue" ? "yellow" : "blue";
  const refs: MarkerRef[] = [];
  for (const r of [f.marker, f.target, f.friend, ...(f.markers ?? [])]) if (r) refs.push(r);
  const theirs = new Set(refs.filter((r) => r.side === enemy && r.number !== undefined).map((r) => r.number));
  const ownLabels = new Map<number, string>();
  for (const r of refs) if (r.side === side && r.number !== undefined && r.label) ownLabels.set(r.number, r.label);
  const theirLine = f.marker?.side === enemy;
  return f.text.replace(NUMBER, (token: string, digits: string, at: number, text: string) => {
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

const legacy = (f: LegacyFacts, reader: Audience): string => (reader === "referee" ? f.text : sidedText(f, reader));

/** The legacy words for every kind (the kinds told as facts have theirs laid over these). */
export function legacyWords(kinds: readonly string[]): { readonly [K in LegacyKind]: Words<LegacyFacts> } {
  return Object.fromEntries(kinds.map((k) => [k, legacy])) as { [K in LegacyKind]: Words<LegacyFacts> };
}
