// Where a scenario starts its markers aboard: a hex a soldier can stand on, two soldiers of a side
// to a hex at most (dummies do not count), never both sides on one hex; each refusal at FILE:LINE:COL
// of the start that breaks the rule (issue 18, finding 1).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/content/problem.js";
import { loadScenarioText } from "../../src/content/scenario-load.js";

const FILE = join(import.meta.dirname, "start-test.yaml");

/** A scenario on the small ship; blue's and yellow's soldiers and dummies as given, one start a line. */
function scenario(blue: readonly string[], yellow: readonly string[] = ['"99:0210"'], extra: string[] = []): string {
  const names = ["Ash", "Birch", "Cole", "Dane"];
  return [
    "name: starts",
    "ship: small",
    "first: blue",
    "turns: 5",
    "sides:",
    "  blue:",
    "    race: starmarines",
    "    soldiers:",
    ...blue.map((start, i) => `      - { type: marine, name: ${names[i]}, start: ${start} }`),
    ...extra,
    "  yellow:",
    "    race: norx",
    "    soldiers:",
    ...yellow.map((start, i) => `      - { type: warrior, name: Y${i}, start: ${start} }`),
    "",
  ].join("\n");
}

const problems = (text: string): string[] => {
  const loaded = loadScenarioText(FILE, text);
  return loaded.ok ? [] : loaded.problems.map(formatProblem);
};

describe("start hexes", () => {
  it("take a floor hex, and two soldiers of a side with a dummy of theirs on one hex", () => {
    expect(problems(scenario(['"89:0306"', '"89:0306"'], undefined, ['    dummies: ["89:0306"]']))).toEqual([]);
  });

  it("refuse a wall, a console, a closed door and an air-lock hex, at the start", () => {
    expect(problems(scenario(['"89:0000"']))).toEqual([
      `${FILE}:9:43: Ash starts on 89:0000, a wall: no one can stand there`,
    ]);
    expect(problems(scenario(['"89:0201"']))).toEqual([
      `${FILE}:9:43: Ash starts on 89:0201, a console: no one can stand there`,
    ]);
    expect(problems(scenario(['"89:0206"']))).toEqual([
      `${FILE}:9:43: Ash starts on the door at 89:0206: doors are closed when a game starts and no one stands in a closed door; start beside it`,
    ]);
    expect(problems(scenario(['"90:0307@floor"']))).toEqual([
      `${FILE}:9:43: Ash starts on 90:0307@floor, a hex of cargo lock 1: an air lock is entered from outside the ship; start outside it with "cargo lock 1"`,
    ]);
  });

  it("refuse a dummy where no one can stand", () => {
    expect(problems(scenario(['"89:0306"'], undefined, ['    dummies: ["89:0306", "89:0201"]']))).toEqual([
      `${FILE}:10:26: a dummy of blue starts on 89:0201, a console: no one can stand there`,
    ]);
  });

  it("refuse a third soldier of a side on one hex", () => {
    expect(problems(scenario(['"89:0306"', '"89:0306"', '"89:0306"']))).toEqual([
      `${FILE}:11:44: Cole is soldier 3 of blue to start on 89:0306: a hex holds at most 2 soldiers of one side (dummies do not count)`,
    ]);
  });

  it("refuse both sides on one hex, soldiers or dummies", () => {
    expect(problems(scenario(['"99:0210"'], ['"99:0210"']))).toEqual([
      `${FILE}:13:43: Y0 (yellow) starts on 99:0210, where Ash (blue) starts: a hex never holds markers of both sides`,
    ]);
    expect(problems(scenario(['"89:0306"'], ['"99:0210"'], ['    dummies: ["99:0210"]']))).toEqual([
      `${FILE}:14:43: Y0 (yellow) starts on 99:0210, where a dummy of blue starts: a hex never holds markers of both sides`,
    ]);
  });

  it("point at the start place a force is dealt to", () => {
    const text = [
      "name: force starts",
      "ship: small",
      "first: blue",
      "turns: 5",
      "sides:",
      "  blue:",
      "    race: starmarines",
      "    force: { formations: [{ leader: sergeant, teams: [marine] }] }",
      '    start: ["89:0306", "89:0000", "89:0406"]',
      "  yellow:",
      "    race: norx",
      '    soldiers: [{ type: warrior, name: Grok, start: "99:0210" }]',
      "",
    ].join("\n");
    expect(problems(text)).toEqual([
      `${FILE}:9:24: Marine-2 starts on 89:0000, a wall: no one can stand there`,
      `${FILE}:9:24: Marine-3 starts on 89:0000, a wall: no one can stand there`,
    ]);
  });
});
