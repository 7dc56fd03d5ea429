// The quick look-ahead policy (src/play/rollout.ts) and the sandbox's rollout that uses it: it plays
// the side-turns asked for on both sides, repeats for the same choices, leaves its start untouched,
// and does what it is for (shoots what it sees, walks to the objective or the enemy).
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/ai/random.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { imaginedState } from "../../src/play/imagined-state.js";
import { rollout } from "../../src/play/rollout.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { Bot } from "../../src/ai/bot.js";
import { guessFrom } from "../seat/seat-output.js";

const started = (name: string, seed: string) => {
  const loaded = loadScenarioFile(`scenarios/${name}.yaml`);
  if (!loaded.ok) throw new Error(name);
  const session = new Session({ ...loaded.value, seed });
  return { session, blue: new Seat(session, "blue") };
};

describe("rollout", () => {
  const { session, blue } = started("introduction", "5");
  const start = imaginedState(session.state(), "blue", guessFrom(blue), "look");
  if (typeof start === "string") throw new Error(start);

  it("plays the side-turns asked for, both sides, and the same choices play alike", () => {
    const one = rollout(start, 3, seededRandom(1));
    const two = rollout(start, 3, seededRandom(1));
    expect(one.actions).toBeGreaterThan(3);
    expect(JSON.stringify(two.state.pieces)).toBe(JSON.stringify(one.state.pieces));
    if (!one.state.over) expect(one.state.tick).toBe(start.tick + 3);
    // Both sides moved markers: each side's pieces differ from the start somewhere.
    for (const side of ["blue", "yellow"] as const)
      expect(one.state.pieces.some((p, i) => p.side === side && p !== start.pieces[i])).toBe(true);
  });

  it("leaves the state it starts from as it was", () => {
    const before = JSON.stringify(start.pieces);
    rollout(start, 4, seededRandom(2));
    expect(JSON.stringify(start.pieces)).toBe(before);
  });

  it("walks a side's soldiers toward its objective", () => {
    // Blue came to shut the engines down: its soldiers board (one turn), then close on the engine console.
    const spots = [...start.ship.lookups.devices.consoleSpots].map((c) => start.ship.cells[c]!);
    expect(spots.length).toBeGreaterThan(0);
    const gap = (s: typeof start) => {
      let best = Infinity;
      for (const p of s.pieces) {
        if (p.side !== "blue" || !p.soldier || p.place.at !== "cell") continue;
        const c = s.ship.cells[p.place.cell]!;
        for (const g of spots)
          best = Math.min(best, Math.abs(c.x - g.x) + Math.abs(c.y - g.y) + (c.level === g.level ? 0 : 9));
      }
      return best;
    };
    expect(start.side).toBe("blue");
    const after = rollout(start, 3, seededRandom(3)).state;
    expect(after.over || gap(after) < gap(start)).toBe(true);
  });
});

describe("careful rollout", () => {
  it("lies in ambush near the enemy where the plain policy walks on, and plays alike for the same choices", () => {
    // The introduction some turns in (the bots' play), imagined by the side to move: how many of the enemy's
    // soldiers (extermination his only aim there, so he goes for the imaginer's markers) the careful policy
    // leaves in ambush at the end of his reply, over several positions and choices.
    let careful = 0;
    let plain = 0;
    for (let k = 0; k < 6; k++) {
      const { session } = started("introduction", `${k}`);
      const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
      const bots = { blue: new Bot(seats.blue, seededRandom(k)), yellow: new Bot(seats.yellow, seededRandom(k + 9)) };
      for (let t = 0; t < 6 + (k % 3) && !session.over; t++) bots[session.toMove].playTurn();
      if (session.over) continue;
      const side = session.toMove;
      const start = imaginedState(session.state(), side, guessFrom(seats[side]), "look");
      if (typeof start === "string") throw new Error(start);
      const waiting = (s: typeof start) => s.pieces.filter((p) => p.side !== side && p.ambush).length;
      const one = rollout(start, 2, seededRandom(k), true);
      expect(JSON.stringify(rollout(start, 2, seededRandom(k), true).state.pieces)).toBe(
        JSON.stringify(one.state.pieces),
      );
      careful += waiting(one.state);
      plain += waiting(rollout(start, 2, seededRandom(k)).state);
    }
    expect(plain).toBe(0);
    expect(careful).toBeGreaterThan(0);
  });
});

describe("Sandbox.rollout", () => {
  it("tells how the imagined game would stand and stays where it is", () => {
    const { blue } = started("introduction", "5");
    const box = blue.imagine(guessFrom(blue), "b");
    if (typeof box === "string") throw new Error(box);
    const turn = box.turn();
    const before = JSON.stringify(box.outcome());
    const ahead = box.rollout(2, seededRandom(4));
    expect(ahead.actions).toBeGreaterThan(0);
    expect(ahead.outcome.over || ahead.outcome.turn >= turn.turn).toBe(true);
    expect(box.turn()).toEqual(turn);
    expect(JSON.stringify(box.outcome())).toBe(before);
    expect(box.actions()).toBe(0);
  });
});

describe("a side's whole-game plan in the rollout", () => {
  // Positions some turns into the introduction (the bots' play), imagined by the side to move.
  const positions = [0, 1, 2, 3].flatMap((k) => {
    const { session } = started("introduction", `${k}`);
    const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
    const bots = { blue: new Bot(seats.blue, seededRandom(k)), yellow: new Bot(seats.yellow, seededRandom(k + 9)) };
    for (let t = 0; t < 6 + (k % 3) && !session.over; t++) bots[session.toMove].playTurn();
    if (session.over) return [];
    const side = session.toMove;
    const start = imaginedState(session.state(), side, guessFrom(seats[side]), "look");
    if (typeof start === "string") throw new Error(start);
    return [{ start, side, k }];
  });
  const onCells = (s: (typeof positions)[number]["start"], side: string) =>
    s.pieces.filter((p) => p.side === side && p.place.at === "cell").map((p) => `${p.id}@${JSON.stringify(p.place)}`);
  // How far, in steps, the side's living soldiers stand from the nearest enemy marker, all told.
  const apart = (s: (typeof positions)[number]["start"], side: string) => {
    const enemy = s.pieces.filter((p) => p.side !== side && p.place.at === "cell").map((p) => p.place);
    let total = 0;
    for (const p of s.pieces) {
      if (p.side !== side || !p.soldier || p.soldier.dead || p.place.at !== "cell") continue;
      const c = s.ship.cells[p.place.cell]!;
      total += Math.min(
        ...enemy.map((e) => {
          const d = s.ship.cells[(e as { cell: number }).cell]!;
          return Math.abs(c.x - d.x) + Math.abs(c.y - d.y);
        }),
      );
    }
    return total;
  };

  it("holding, the side's markers aboard stay on their hexes; the quick play moves some", () => {
    expect(positions.length).toBeGreaterThan(1);
    let moved = 0;
    for (const { start, side, k } of positions) {
      const held = rollout(start, 1, seededRandom(k), true, { side, plan: "hold" }).state;
      const here = new Set(onCells(held, side));
      for (const p of onCells(start, side))
        expect(here.has(p) || held.pieces.some((q) => q.side === side && q.soldier?.dead)).toBe(true);
      const quick = rollout(start, 1, seededRandom(k), true, { side, plan: "quick" }).state;
      const there = new Set(onCells(quick, side));
      moved += onCells(start, side).filter((p) => !there.has(p)).length;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("hiding, the side's soldiers end farther from the enemy than the quick play leaves them", () => {
    let hide = 0;
    let quick = 0;
    for (const { start, side, k } of positions) {
      hide += apart(rollout(start, 1, seededRandom(k), true, { side, plan: "hide" }).state, side);
      quick += apart(rollout(start, 1, seededRandom(k), true, { side, plan: "quick" }).state, side);
    }
    expect(hide).toBeGreaterThan(quick);
  });

  it("the quick plan plays as the careful policy, and a plan changes only its own side's play", () => {
    for (const { start, side, k } of positions) {
      const careful = rollout(start, 1, seededRandom(k), true).state;
      const quick = rollout(start, 1, seededRandom(k), true, { side, plan: "quick" }).state;
      expect(JSON.stringify(quick.pieces)).toBe(JSON.stringify(careful.pieces));
      // The plan is the other side's: this side-turn plays the careful policy.
      const other = rollout(start, 1, seededRandom(k), true, {
        side: side === "blue" ? "yellow" : "blue",
        plan: "hide",
      });
      expect(JSON.stringify(other.state.pieces)).toBe(JSON.stringify(careful.pieces));
    }
  });
});
