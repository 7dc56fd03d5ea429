// The reasons that close the game: the side's game-over event, picked by its kind, not by a word in it.
import { describe, expect, it } from "vitest";
import { EVENT_KINDS } from "../../src/engine/event-kinds.js";
import type { SeenEvent } from "../../src/seat/index.js";
import { closingEvents } from "../../src/tui/turn-pages.js";

describe("the events that close the game", () => {
  it("are the game-over event alone, of every kind there is: not an overheat roll, which has 'over' in its name", () => {
    const log = EVENT_KINDS.map((kind) => ({ turn: 9, kind, text: `a ${kind} event`, fields: {} }) as SeenEvent);
    expect(closingEvents(log)).toEqual(["a game-over event"]);
    const roll = log.find((e) => e.kind === "overheat-roll")!;
    expect(closingEvents([roll, roll])).toEqual([]);
  });
});
