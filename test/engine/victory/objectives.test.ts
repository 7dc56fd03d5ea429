// Each kind of objective decided on a small drawn ship: met at once, at the end, or not at all;
// the game-over event told to both sides in their own words; the result in both views.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import type { Action } from "../../../src/engine/rules.js";
import type { GameEvent } from "../../../src/engine/events.js";
import type { GameState } from "../../../src/engine/state.js";
import { verdictAtEnd, verdictNow } from "../../../src/engine/victory/decide.js";
import type { Objectives } from "../../../src/engine/victory/objectives.js";
import { view } from "../../../src/view/player-view.js";
import { TYPES, pieceNamed } from "../fixture.js";
import { at, gameWith, ship } from "./fixture.js";
import { wordsFor } from "../event-words.js";

const END: Action = { type: "end" };

function run(state: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const out = apply(state, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.reason}`);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

const pod = (state: GameState) => state.cargo.find((c) => ship.cells[c.cell]!.name === "1:0102" || c.out)!;
const cargoFor = (side: "blue" | "yellow", locks?: number[]): Objectives => ({
  blue: [],
  yellow: [],
  [side]: [{ kind: "cargo", container: 0, label: "the pod", ...(locks ? { locks } : {}) }],
  otherwise: "draw",
});
const far = { type: "marine" as const, at: "1:0703", name: "y" };

describe("cargo", () => {
  const pushTwice = (g: GameState) => {
    const m = pieceNamed(g, "m").id;
    return run(g, { type: "push", piece: m, container: pod(g).id }, { type: "push", piece: m, container: pod(g).id });
  };

  it("pushed out through the air lock wins at once, and both sides hear it in their own words", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0202", name: "m" }], yellow: [far] }, cargoFor("blue"));
    const { state, events } = pushTwice(g);
    expect(state.cargo[0]!.out).toEqual({ side: "blue", lock: 0 });
    expect(state.over).toBe(true);
    expect(state.result).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "cargo",
      reason: "blue carried the pod out through lock 1",
    });
    const over = events.find((e) => e.kind === "game-over")!;
    expect(wordsFor(over, "blue")).toBe("the game is over: you win, blue (blue carried the pod out through lock 1)");
    expect(wordsFor(over, "yellow")).toBe(
      "the game is over: you lose, blue wins (blue carried the pod out through lock 1)",
    );
    expect(view(state, "yellow").result).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "cargo",
      reason: "blue carried the pod out through lock 1",
    });
    expect(apply(state, END)).toEqual({ ok: false, code: "game-over", reason: "the game is over" });
  });

  it("is out of play once out: no one sees it or shifts it again", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0202", name: "m" }], yellow: [far] }, cargoFor("yellow"));
    const { state } = pushTwice(g);
    expect(state.over).toBe(false);
    expect(view(state, "blue").cargo.some((c) => c.cell === state.cargo[0]!.cell)).toBe(false);
    expect(verdictAtEnd(state)).toEqual({
      winner: null,
      cause: "otherwise",
      reason: "no side has done what it came for: a draw",
    });
  });

  it("does not count through a lock the objective does not name", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0202", name: "m" }], yellow: [far] }, cargoFor("blue", [5]));
    expect(pushTwice(g).state.over).toBe(false);
  });

  it("names the container in its own side's view only", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0202", name: "m" }], yellow: [far] }, cargoFor("blue"));
    expect(view(g, "blue").cargo.find((c) => c.cell === at("1:0102"))?.name).toBe("the pod");
    expect(view(g, "yellow").cargo.find((c) => c.cell === at("1:0102"))?.name).toBeUndefined();
  });
});

describe("exterminate", () => {
  const objectives: Objectives = { blue: [{ kind: "exterminate" }], yellow: [], otherwise: "draw" };

  it("wins the moment the last enemy soldier dies", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [far] }, objectives);
    expect(verdictNow(g)).toBeUndefined();
    const dead = {
      ...g,
      pieces: g.pieces.map((p) =>
        p.soldier?.name === "y" ? { ...p, soldier: { ...p.soldier, dead: true }, place: { at: "gone" as const } } : p,
      ),
    };
    expect(verdictNow(dead)).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "exterminate",
      reason: "no yellow soldier is left aboard: every one is dead or gone",
    });
  });

  it("counts soldiers still waiting outside an air lock, and ignores dummies", () => {
    const g = gameWith(
      {
        blue: [{ type: "marine", at: "1:0102", name: "m" }],
        yellow: [{ type: "marine", at: "lock 1", name: "late" }, { at: "1:0603" }],
      },
      objectives,
    );
    expect(verdictNow(g)).toBeUndefined();
    const gone = {
      ...g,
      pieces: g.pieces.map((p) =>
        p.soldier?.name === "late"
          ? { ...p, soldier: { ...p.soldier, dead: true }, place: { at: "gone" as const } }
          : p,
      ),
    };
    expect(verdictNow(gone)?.winner).toBe("blue");
  });
});

describe("hold", () => {
  const objectives: Objectives = {
    blue: [{ kind: "hold", area: "1:room", label: "the room" }],
    yellow: [],
    otherwise: "yellow",
  };

  it("is judged at the end: own soldiers there and no enemy", () => {
    const g = gameWith(
      { blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [{ type: "marine", at: "lock 1", name: "y" }] },
      objectives,
    );
    expect(verdictNow(g)).toBeUndefined();
    expect(verdictAtEnd(g)).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "hold",
      reason: "blue holds the room: its soldiers are there and no enemy",
    });
    const { state, events } = run(g, END, END, END, END, END, END);
    expect(state.result?.winner).toBe("blue");
    expect(events.map((e) => e.kind).slice(-2)).toEqual(["game-over", "game-over"]);
  });

  it("fails with an enemy in the area, and then `otherwise` decides", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [far] }, objectives);
    expect(verdictAtEnd(g)).toEqual({
      winner: "yellow",
      cause: "otherwise",
      reason: "no side has done what it came for: the scenario gives the game to yellow",
    });
  });

  it("does not count a broken soldier", () => {
    const g = gameWith({ blue: [{ type: "marine", at: "1:0102", name: "m" }] }, objectives);
    const broken = {
      ...g,
      pieces: g.pieces.map((p) => ({ ...p, soldier: { ...p.soldier!, broken: { run: "stopped" as const, from: 0 } } })),
    };
    expect(verdictAtEnd(broken).winner).toBe("yellow");
  });
});

describe("engines-off and course", () => {
  const objectives: Objectives = { blue: [{ kind: "engines-off" }], yellow: [{ kind: "course" }], otherwise: "draw" };
  const g = gameWith({ blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [far] }, objectives);

  it("engines shut down at the end win for the side that wanted them off", () => {
    const off = { ...g, systems: { ...g.systems, engines: false } };
    expect(verdictNow(off)).toBeUndefined();
    expect(verdictAtEnd(off)).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "engines-off",
      reason: "the engines are shut down and the ship is not moving",
    });
  });

  it("the ship under way on a side's course wins for that side, not on the enemy's", () => {
    expect(verdictAtEnd({ ...g, systems: { ...g.systems, moving: true, course: "yellow" } })).toEqual({
      winner: "yellow",
      cause: "objective",
      objective: "course",
      reason: "the ship is under way on yellow's course",
    });
    expect(verdictAtEnd({ ...g, systems: { ...g.systems, moving: true, course: "blue" } }).winner).toBeNull();
    expect(verdictAtEnd(g)).toEqual({
      winner: null,
      cause: "otherwise",
      reason: "no side has done what it came for: a draw",
    });
  });
});

describe("evacuate and rescue", () => {
  it("soldiers away in an escape pod win evacuation at once", () => {
    const objectives: Objectives = {
      blue: [{ kind: "evacuate", count: 2 }],
      yellow: [{ kind: "exterminate" }],
      otherwise: "yellow",
    };
    const g = gameWith(
      {
        blue: [
          { type: "marine", at: "1:0702", name: "a" },
          { type: "marine", at: "1:0702", name: "b" },
        ],
        yellow: [{ type: "marine", at: "lock 1", name: "y" }],
      },
      objectives,
    );
    const { state } = run(g, { type: "launch", piece: pieceNamed(g, "a").id });
    // Both got away and none of blue is left: evacuation is looked at before extermination.
    expect(state.result).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "evacuate",
      reason: "2 blue soldiers got away in the escape pods",
    });
  });

  it("too few away is not enough", () => {
    const objectives: Objectives = { blue: [{ kind: "evacuate", count: 2 }], yellow: [], otherwise: "yellow" };
    const g = gameWith(
      {
        blue: [
          { type: "marine", at: "1:0702", name: "a" },
          { type: "marine", at: "1:0101", name: "b" },
        ],
        yellow: [far],
      },
      objectives,
    );
    expect(run(g, { type: "launch", piece: pieceNamed(g, "a").id }).state.over).toBe(false);
  });

  it("the sleeper woken and flown off in a pod wins the rescue", () => {
    const objectives: Objectives = { blue: [{ kind: "rescue", sleeper: "Vance" }], yellow: [], otherwise: "yellow" };
    const sleeper = { cell: at("1:0502"), type: TYPES.marine, name: "Vance" };
    const g = gameWith(
      {
        blue: [{ type: "sergeant", at: "1:0602", name: "sarge" }],
        yellow: [{ type: "marine", at: "lock 1", name: "y" }],
      },
      objectives,
      [sleeper],
    );
    let s = run(g, { type: "wake", piece: pieceNamed(g, "sarge").id, cell: at("1:0502") }, END, END).state;
    expect(s.over).toBe(false);
    expect(pieceNamed(s, "Vance").place).toEqual({ at: "cell", cell: at("1:0602") });
    s = run(s, { type: "move", piece: pieceNamed(s, "Vance").id, to: at("1:0702") }).state;
    const out = run(s, { type: "launch", piece: pieceNamed(s, "Vance").id });
    expect(out.state.result).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "rescue",
      reason: "blue woke Vance from the cryo cell and got him off the ship",
    });
  });
});

describe("no objectives", () => {
  it("a game without them is a draw at the turn limit", () => {
    const g = gameWith(
      { blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [far] },
      { blue: [], yellow: [], otherwise: "draw" },
    );
    const { state, events } = run(g, END, END, END, END, END, END);
    expect(state.result).toEqual({
      winner: null,
      cause: "otherwise",
      reason: "no side has done what it came for: a draw",
    });
    const last = events.at(-1)!;
    expect(last.kind).toBe("game-over");
    expect(wordsFor(last, "blue")).toBe(wordsFor(last, "yellow"));
  });
});

describe("leaving the ship through an air lock", () => {
  it("takes a soldier from the hall end out through the empty lock, for 1 move unit, once a turn", () => {
    const g = gameWith(
      {
        blue: [
          { type: "marine", at: "1:0002", name: "a" },
          { type: "marine", at: "1:0002", name: "b" },
        ],
        yellow: [far],
      },
      { blue: [], yellow: [], otherwise: "draw" },
    );
    const { state, events } = run(g, { type: "exit", piece: pieceNamed(g, "a").id });
    expect(pieceNamed(state, "a").place).toEqual({ at: "gone" });
    expect(pieceNamed(state, "a").soldier!.dead).toBe(false);
    expect(wordsFor(events[0]!, "blue")).toMatch(/^\?\d+ a leave the ship through lock 1: out of the game$/);
    expect(apply(state, { type: "exit", piece: pieceNamed(g, "b").id })).toEqual({
      ok: false,
      code: "used-this-turn",
      reason: "lock 1 passes only 1 a turn",
    });
    // The lock restores its pressure: no one boards it in the same turn.
    expect(state.locks[0]!.emptiedAt).toBe(state.tick);
  });

  it("is only from the hex next to an air lock", () => {
    const g = gameWith(
      { blue: [{ type: "marine", at: "1:0102", name: "a" }], yellow: [far] },
      { blue: [], yellow: [], otherwise: "draw" },
    );
    const out = apply(g, { type: "exit", piece: pieceNamed(g, "a").id });
    expect(out.ok).toBe(false);
  });

  it("counts as fled for extermination, and gets a woken sleeper rescued", () => {
    const objectives: Objectives = {
      blue: [{ kind: "rescue", sleeper: "Vance" }],
      yellow: [{ kind: "exterminate" }],
      otherwise: "yellow",
    };
    const sleeper = { cell: at("1:0502"), type: TYPES.marine, name: "Vance" };
    const g = gameWith(
      {
        blue: [{ type: "sergeant", at: "1:0402", name: "sarge" }],
        yellow: [{ type: "marine", at: "1:0703", name: "y" }],
      },
      objectives,
      [sleeper],
    );
    let s = run(g, { type: "wake", piece: pieceNamed(g, "sarge").id, cell: at("1:0502") }, END, END).state;
    const vance = pieceNamed(s, "Vance").id;
    s = run(
      s,
      ...["1:0302", "1:0202", "1:0102", "1:0002"].map((h): Action => ({ type: "move", piece: vance, to: at(h) })),
      END,
      END,
    ).state;
    const out = run(s, { type: "exit", piece: vance });
    expect(out.state.result).toEqual({
      winner: "blue",
      cause: "objective",
      objective: "rescue",
      reason: "blue woke Vance from the cryo cell and got him off the ship",
    });
  });
});
