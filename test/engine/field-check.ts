// What an event's facts say to a side that its words do not: none, or the test fails. A marker of the
// enemy's never carries its owner's label, and every hex, lock, marker number, die and soldier type a
// side's facts hold stands in the words written for it. The engine's fixtures run it on every event they see.
import type { MarkerRef } from "../../src/engine/events.js";

/** The facts' fields this check reads, wherever a kind has them. */
interface EventFields {
  readonly marker?: MarkerRef;
  readonly target?: MarkerRef;
  readonly friend?: MarkerRef;
  readonly markers?: readonly MarkerRef[];
  readonly hex?: string;
  readonly from?: string;
  readonly to?: string;
  readonly lock?: string;
  readonly rolls?: readonly number[];
  readonly number?: number;
}
import type { GameEvent } from "../../src/engine/events.js";
import { SIDES } from "../../src/engine/state.js";
import { witnessed } from "../../src/view/witnessed.js";

type Refs = EventFields & { leaving?: readonly MarkerRef[]; joining?: readonly MarkerRef[]; woken?: MarkerRef };

const refsOf = (f: Refs): MarkerRef[] =>
  [f.marker, f.target, f.friend, f.woken, ...(f.markers ?? []), ...(f.leaving ?? []), ...(f.joining ?? [])].filter(
    (r): r is MarkerRef => r !== undefined,
  );

/** What a side's facts say that its words do not, as lines; none when they agree. */
export function fieldProblems(e: GameEvent): string[] {
  const problems: string[] = [];
  for (const side of SIDES) {
    const seen = witnessed([e], side)[0];
    if (!seen) continue;
    const f = seen.fields as EventFields;
    const text = seen.text;
    const say = (what: string) => problems.push(`${e.kind} to ${side}: ${what} ("${text}")`);
    // A word standing on its own: "3" in "rolls 3: misses", not in "90:0306"; "90:0306" not in "90:0306@floor".
    const inText = (word: string) =>
      new RegExp(`(?<![\\w:])${word.replace(/[?.*+()[\]]/g, "\\$&")}(?![\\w@]|:\\d)`).test(text);
    for (const r of refsOf(f)) {
      if (r.side === side) continue;
      if (r.label !== undefined || r.dummy !== undefined) say(`the enemy's label ${r.label}`);
      if (r.number !== undefined && !inText(`?${r.number}`)) say(`enemy marker ?${r.number}`);
      if (r.type !== undefined && !text.includes(r.type)) say(`enemy type ${r.type}`);
    }
    for (const hex of [f.hex, f.from, f.to]) if (hex !== undefined && !inText(hex)) say(`hex ${hex}`);
    if (f.lock !== undefined && !text.includes(f.lock)) say(`lock ${f.lock}`);
    for (const d of f.rolls ?? []) if (!inText(String(d))) say(`die ${d}`);
    if (f.number !== undefined && !inText(`?${f.number}`)) say(`number ?${f.number}`);
  }
  return problems;
}

/** Throws with the problems of these events' fields, if any. */
export function checkFields(events: readonly GameEvent[]): void {
  const problems = events.flatMap(fieldProblems);
  if (problems.length > 0) throw new Error(`event fields say more than their words:\n${problems.join("\n")}`);
}
