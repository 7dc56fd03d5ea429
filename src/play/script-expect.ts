// A script's `expect` lines, which make a script a test: the line before was refused with a code, made
// an event of a kind, or left a field of a side's view at a value (docs/SCRIPTS.md, Expectations).
import type { RefusalCode } from "../engine/refusal.js";
import type { Side } from "../engine/state.js";
import type { PlayerView } from "../view/player-view.js";
import type { SeenEvent } from "../view/witnessed.js";

type Expectation =
  | { readonly what: "refused"; readonly code: string }
  | { readonly what: "event"; readonly kind: string }
  | { readonly what: "view"; readonly side: Side; readonly path: readonly string[]; readonly value: unknown };

/** What a script line starting `expect` asks, or why it cannot be read. */
export function readExpectation(words: readonly string[]): Expectation | { readonly usage: string } {
  const [what, ...rest] = words;
  if (what === "refused" && rest.length === 1) return { what, code: rest[0]! };
  if (what === "event" && rest.length === 1) return { what, kind: rest[0]! };
  if (what === "view" && rest.length >= 3 && (rest[0] === "blue" || rest[0] === "yellow"))
    return { what, side: rest[0], path: rest[1]!.split("."), value: valueOf(rest.slice(2).join(" ")) };
  return { usage: "expect refused CODE, expect event KIND, or expect view blue|yellow FIELD VALUE" };
}

/** A value as written: JSON (3, true, null, "a b", [1]), else the words as a string. */
function valueOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What the line before left, to hold an expectation to. */
interface Left {
  /** The line's refusal, if it was refused. */
  readonly refused?: { readonly code: RefusalCode; readonly reason: string };
  /** The events it made, as the referee saw them. */
  readonly events: readonly SeenEvent[];
  readonly view: (side: Side) => PlayerView;
}

/** Why the expectation does not hold (undefined: it holds). */
export function unmet(e: Expectation, left: Left): string | undefined {
  switch (e.what) {
    case "refused":
      if (!left.refused) return `expected the line before to be refused (${e.code}); it was played`;
      return left.refused.code === e.code
        ? undefined
        : `expected the refusal ${e.code}; it was ${left.refused.code}: ${left.refused.reason}`;
    case "event": {
      if (left.events.some((x) => x.kind === e.kind)) return undefined;
      const kinds = [...new Set(left.events.map((x) => x.kind))];
      return `expected an event ${e.kind}; the line before made ${kinds.length ? kinds.join(", ") : "none"}`;
    }
    case "view": {
      const found = fieldAt(left.view(e.side), e.path);
      return JSON.stringify(found) === JSON.stringify(e.value)
        ? undefined
        : `expected ${e.side}'s ${e.path.join(".")} to be ${JSON.stringify(e.value)}; it is ${JSON.stringify(found) ?? "absent"}`;
    }
  }
}

/** The field at PATH (keys, array indices, and `length` of an array) of a view; undefined where none. */
function fieldAt(view: PlayerView, path: readonly string[]): unknown {
  let at: unknown = view;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    if (Array.isArray(at) && key === "length") at = at.length;
    else at = Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}
