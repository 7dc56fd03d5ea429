// docs/FORMATS.md, Events, lists every event kind of src/engine/event-kinds.ts (the schemas' enum), and no other.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_KINDS } from "../../src/engine/event-kinds.js";
import { seenEventSchema } from "../../src/cli/game-log-schema.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("event kinds", () => {
  it("FORMATS.md lists exactly the kinds the engine's events are typed by", () => {
    const text = readFileSync(join(ROOT, "docs", "FORMATS.md"), "utf8").replace(/\s+/g, " ");
    const list = /one of a fixed list \([^)]*\): (.*?)\. A new kind/.exec(text)?.[1] ?? "";
    expect([...list.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual([...EVENT_KINDS]);
  });

  it("the event schema takes each kind and refuses another word", () => {
    // A kind's own facts aside (a kind told as facts needs its fields), the kind itself is taken or refused.
    const kindRefused = (kind: string) =>
      (seenEventSchema.safeParse({ turn: 1, kind, text: "x", fields: {} }).error?.issues ?? []).some(
        (i) => i.path.join(".") === "kind",
      );
    expect(EVENT_KINDS.filter(kindRefused)).toEqual([]);
    expect(kindRefused("teleported")).toBe(true);
  });
});
