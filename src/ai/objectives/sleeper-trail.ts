// The enemy's woken sleeper followed through what the side saw after he stepped out of his cell: a
// marker shown for what it is takes its soldier type for a label (a revealed Lieutenant), and one that
// goes back under a marker takes the new number. Without this the side lost him the first time he was
// revealed or hid again, and its guards went to wait at the ways off while he walked past them.
// From the side's own witnessed events alone.
import type { SeenEvent } from "../../seat/index.js";

/** Where the side last knew the sleeper: by marker number, or by soldier type once revealed, and his hex. */
interface Trail {
  readonly number?: number;
  readonly type?: string;
  readonly hex?: string;
}

/**
 * The label the side now knows the sleeper by (`?7`, or `Lieutenant` once revealed), following SEEN from
 * the event after the one he stepped out in; START: his marker number then, and his hex.
 */
export function sleeperLabel(seen: readonly SeenEvent[], start: { number: number; hex?: string }): string {
  let t: Trail = start;
  for (const e of seen) {
    if (e.kind === "move") {
      const m = e.fields.marker;
      const him = t.number !== undefined ? m.number === t.number : m.type === t.type && e.fields.from === t.hex;
      if (him) t = { ...t, hex: e.fields.to };
    } else if (e.kind === "revealed") {
      const m = e.fields.marker;
      if (t.number !== undefined && m.number === t.number && m.type) t = { type: m.type, hex: e.fields.hex ?? t.hex };
    } else if (e.kind === "hidden") {
      const m = e.fields.marker;
      if (t.type !== undefined && m.type === t.type && e.fields.hex === t.hex)
        t = { number: e.fields.number, hex: t.hex };
    }
  }
  return t.number !== undefined ? `?${t.number}` : t.type!;
}
