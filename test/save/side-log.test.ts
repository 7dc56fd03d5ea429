// A side's log written before events were told as facts still reads: its stored words are shown as they
// were written (an enemy's "?9" with no side), fields or none, never worded again.
import { describe, expect, it } from "vitest";
import { diff } from "../../src/save/json-patch.js";
import { stepsOf } from "../../src/save/side-log.js";
import { eventLine } from "../../src/view/event-words.js";

/** A step record as a save of the old format holds it: the events' text with loose fields, or none. */
const OLD = [
  {
    step: 0,
    turn: 3,
    toMove: "blue",
    over: false,
    events: [
      { turn: 3, kind: "move", text: "?9 moves 99:0307 -> 99:0306, leaving ?12" },
      {
        turn: 3,
        kind: "fire",
        text: "?4 Rojas fires at ?4 at 99:0306: rolls 3: misses",
        fields: { marker: { side: "blue", number: 4, label: "Rojas" }, rolls: [3], result: "miss" },
      },
    ],
    view: diff(undefined, { turn: 3 }),
  },
];

describe("a side's log of the old format", () => {
  it("reads, each event shown in the words it was stored with", () => {
    const steps = stepsOf(OLD);
    if (typeof steps === "string") throw new Error(steps);
    expect(steps[0]!.events.map((e) => eventLine(e))).toEqual([
      "T3 ?9 moves 99:0307 -> 99:0306, leaving ?12",
      "T3 ?4 Rojas fires at ?4 at 99:0306: rolls 3: misses",
    ]);
    expect(steps[0]!.events[0]!.fields).toEqual({});
  });

  it("refuses an event without its words", () => {
    const [first] = OLD;
    expect(stepsOf([{ ...first, events: [{ turn: 3, kind: "move" }] }])).toMatch(/damaged step/);
  });
});
