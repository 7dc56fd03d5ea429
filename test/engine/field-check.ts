// What an event's fields say to a side that its text does not: none, or the test fails. Every side
// told fields is told the text too (and the other way round), a marker of the enemy's never carries
// its owner's label, and every hex, lock, marker number, die and soldier type a side's fields hold
// stands in its text. The engine's fixtures run it on every event they see.
import type { Audience, EventFields, GameEvent, MarkerRef } from "../../src/engine/events.js";
import { SIDES } from "../../src/engine/state.js";

const refsOf = (f: EventFields): MarkerRef[] =>
  [f.marker, f.target, f.friend, ...(f.markers ?? [])].filter((r): r is MarkerRef => r !== undefined);

/** What a side's fields say that its text does not, as lines; none when they agree. */
export function fieldProblems(e: GameEvent): string[] {
  const problems: string[] = [];
  const say = (audience: Audience, what: string) =>
    problems.push(`${e.kind} to ${audience}: ${what} ("${e.text[audience]}")`);
  const fields = e.fields ?? {};
  for (const audience of Object.keys(fields) as Audience[])
    if (e.text[audience] === undefined) say(audience, "fields without text");
  for (const audience of Object.keys(e.text) as Audience[])
    if (fields[audience] === undefined) say(audience, "text without fields");
  for (const side of SIDES) {
    const f = fields[side];
    const text = e.text[side];
    if (!f || text === undefined) continue;
    // A word standing on its own: "3" in "rolls 3: misses", not in "90:0306"; "90:0306" not in "90:0306@floor".
    const inText = (word: string) =>
      new RegExp(`(?<![\\w:])${word.replace(/[?.*+()[\]]/g, "\\$&")}(?![\\w@]|:\\d)`).test(text);
    for (const r of refsOf(f)) {
      if (r.side === side) continue;
      if (r.label !== undefined) say(side, `the enemy's label ${r.label}`);
      if (r.number !== undefined && !inText(`?${r.number}`)) say(side, `enemy marker ?${r.number}`);
      if (r.type !== undefined && !text.includes(r.type)) say(side, `enemy type ${r.type}`);
    }
    for (const hex of [f.hex, f.from, f.to]) if (hex !== undefined && !inText(hex)) say(side, `hex ${hex}`);
    if (f.lock !== undefined && !text.includes(f.lock)) say(side, `lock ${f.lock}`);
    for (const d of f.rolls ?? []) if (!inText(String(d))) say(side, `die ${d}`);
    if (f.number !== undefined && !inText(`?${f.number}`)) say(side, `number ?${f.number}`);
  }
  return problems;
}

/** Throws with the problems of these events' fields, if any. */
export function checkFields(events: readonly GameEvent[]): void {
  const problems = events.flatMap(fieldProblems);
  if (problems.length > 0) throw new Error(`event fields say more than their text:\n${problems.join("\n")}`);
}
