// Objectives never leak: games that differ only in one side's objectives look the same to the
// other side, view and events, until the game ends; then both read the same result.
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import type { Objectives } from "../../../src/engine/victory/objectives.js";
import { Session } from "../../../src/play/session.js";
import { bundledScenarioFiles } from "../../../src/content/catalog.js";

const file = bundledScenarioFiles().find((f) => f.endsWith("introduction.yaml"))!;
const loaded = loadScenarioFile(file);
if (!loaded.ok) throw new Error("introduction does not load");
const scenario = loaded.value;

const lines = [
  "board Osaka",
  "board Menkovich",
  "board Rojas",
  "end",
  "end",
  "leave Osaka",
  "move Osaka sw",
  "end",
  "end",
  "leave Menkovich",
  "end",
];

function play(yellow: Objectives["yellow"]): Session {
  const session = new Session({ ...scenario, seed: "4", objectives: { ...scenario.objectives!, yellow } });
  for (const line of lines) expect(session.command(line), line).toEqual({ ok: true });
  return session;
}

describe("objectives stay secret", () => {
  it("blue's view and log do not depend on what yellow came for", () => {
    const a = play([{ kind: "hold", area: "99:engine-room", label: "the engine room" }]);
    const b = play([{ kind: "course" }, { kind: "evacuate", count: 3 }]);
    expect(a.view("blue")).toEqual(b.view("blue"));
    expect(a.witnessed("blue")).toEqual(b.witnessed("blue"));
    expect(a.view("yellow").objectives).not.toEqual(b.view("yellow").objectives);
  });

  it("a side's view names only its own objectives", () => {
    const s = play([{ kind: "course" }]);
    expect(s.view("blue").objectives.mine.map((o) => o.kind)).toEqual(["engines-off", "exterminate"]);
    expect(s.view("yellow").objectives.mine.map((o) => o.kind)).toEqual(["course"]);
    expect(JSON.stringify(s.view("blue"))).not.toContain("under way on your course");
    expect(s.view("blue").result).toBeNull();
  });
});
