// The non-interference property can fail: a view made deliberately leaky is caught in each mode.
// Open: a view that marks which enemy markers are soldiers (an identity under a number). Fog: a view
// that lists every enemy marker on the map, seen or not (where unseen markers are). Both: events whose
// fields are the referee's (labels, soldiers' names) under a side's own text. Open: legal commands
// that list a fire at each enemy soldier, or a travel by hex to each (which markers are dummies).
// Within a command (judged step by step): blue's travel that, after its first step, walks round the
// markers yellow's soldiers are under (both modes), or stops for a soldier come into sight and walks
// past a dummy (fog). Fog: fire from ambush by the order yellow's force was listed in, not by hex and
// number. Each leak is switched on for its own test only; with it off, the very run that caught it passes.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Audience, GameEvent } from "../../src/engine/events.js";
import type { GameState, Piece, Side } from "../../src/engine/state.js";
import type { PlayerView } from "../../src/view/player-view.js";
import type { Visibility } from "./twin-games.js";
import { checkNonInterference, nonInterference, STARTS } from "./property.js";

type Leak = (v: PlayerView, state: GameState, side: Side) => PlayerView;
const leak: { now?: Leak } = {};

vi.mock("../../src/view/player-view.js", async (original) => {
  const real = await original<typeof import("../../src/view/player-view.js")>();
  return {
    ...real,
    view: (state: GameState, side: Side) => {
      const v = real.view(state, side);
      return leak.now ? leak.now(v, state, side) : v;
    },
  };
});

/** Events as a side witnessed them, but each with the referee's fields: what the fields tell, leaked. */
const fieldLeak = { on: false };

vi.mock("../../src/view/witnessed.js", async (original) => {
  const real = await original<typeof import("../../src/view/witnessed.js")>();
  return {
    ...real,
    witnessed: (events: readonly GameEvent[], audience: Audience) =>
      !fieldLeak.on
        ? real.witnessed(events, audience)
        : events.flatMap((e) => {
            const seen = real.witnessed([e], audience)[0];
            return seen === undefined ? [] : [{ ...seen, fields: real.witnessed([e], "referee")[0]!.fields }];
          }),
  };
});

/**
 * A side's legal commands that list a fire at each enemy marker a soldier stands under (`fire`), or a
 * travel by hex to the hexes where enemy soldiers stand (`travel`): which are dummies, leaked.
 */
const legalLeak: { on: false | "fire" | "travel" } = { on: false };

vi.mock("../../src/play/legal-actions.js", async (original) => {
  const real = await original<typeof import("../../src/play/legal-actions.js")>();
  return {
    ...real,
    legalActions: (...args: Parameters<typeof real.legalActions>) => {
      const legal = real.legalActions(...args);
      const [state, side] = args;
      if (!legalLeak.on) return legal;
      const soldiers = enemyPieces(state, side).filter((p) => p.soldier);
      if (legalLeak.on === "travel") {
        const hexes = soldiers.map((p) => state.ship.cells[(p.place as { cell: number }).cell]!.name).sort();
        const command = { verb: "travel" as const, who: 1, hex: "HEX" };
        return { ...legal, patterns: [...legal.patterns, { verb: "travel", form: "travel 1 HEX", command, hexes }] };
      }
      const fire = soldiers.map((p) => {
        const line = `fire 1 at ?${p.number}`;
        return { verb: "fire", line, command: { verb: "fire" as const, who: 1, target: `?${p.number}` } };
      });
      return { ...legal, side: [...legal.side, ...fire] };
    },
  };
});

/**
 * Blue's travel planned with what it may not know, step by step within one command: `route`, its way
 * found on the ship as it is (yellow's unseen markers in the way, doors as they stand); `soldiers`, it
 * stops for a marker come into sight only when a soldier stands under it (a dummy walked past).
 */
const travelLeak: { on: false | "route" | "soldiers" } = { on: false };

vi.mock("../../src/play/resolver.js", async (original) => {
  const real = await original<typeof import("../../src/play/resolver.js")>();
  const steps = new WeakMap<object, number>();
  return {
    ...real,
    resolver: (...args: Parameters<typeof real.resolver>) => {
      const r = real.resolver(...args);
      const [state] = args;
      if (!travelLeak.on || state.side !== "blue" || !args[1]) return r;
      // Past a command's first step only (a command's steps share its names): a check tries the first alone.
      const step = (steps.get(args[1]!) ?? 0) + 1;
      steps.set(args[1]!, step);
      if (travelLeak.on === "route") {
        if (step === 1) return r;
        // Round yellow's soldiers, by a berth of a hex, and past its dummies.
        const near = new Set(
          state.pieces.flatMap((p) =>
            p.side === "yellow" && p.soldier && p.place.at === "cell" ? state.ship.neighbours[p.place.cell]! : [],
          ),
        );
        const round = (piece: Piece, m: ReadonlyMap<number, number>) =>
          new Map(
            [...m].filter(([cell]) => !near.has(cell) || (piece.place.at === "cell" && cell === piece.place.cell)),
          );
        return {
          ...r,
          reach: (piece: Piece, plan = false) => (plan ? round(piece, r.reach(piece, plan)) : r.reach(piece, plan)),
        };
      }
      // A yellow marker by its number, as blue's log and sight name it: a dummy is left out.
      const dummy = (n: number) =>
        state.pieces.some((p) => p.side === "yellow" && p.number === n && p.place.at === "cell" && !p.soldier);
      const numberIn = (text: string) => Number(/\?(\d+)/.exec(text)?.[1] ?? -1);
      return {
        ...r,
        inSight: () => r.inSight().filter((e) => !dummy(numberIn(e))),
        news: () => r.news().filter((e) => !dummy(numberIn(e.text))),
      };
    },
  };
});

/**
 * Fire from ambush with the ambushers taken in the order yellow's force was listed in (piece ids), not by
 * hex and marker number: which of two able ambushers fires, and is shown to blue by its shot, leaked.
 */
const ambushLeak = vi.hoisted(() => ({ on: false }));

vi.mock("../../src/engine/combat/ambush.js", async (original) => {
  const real = await original<typeof import("../../src/engine/combat/ambush.js")>();
  const { fireRefusal, shoot } = await import("../../src/engine/combat/fire.js");
  const { clearLine } = await import("../../src/engine/sight.js");
  const cellOf = (p: Piece | undefined) => (p?.place.at === "cell" ? p.place.cell : undefined);
  const fresh = (before: GameState, state: GameState, a: Piece, e: Piece) => {
    const [at, now, was] = [cellOf(a)!, cellOf(e), cellOf(before.pieces[e.id])];
    return now !== undefined && clearLine(state, at, now) && !(was !== undefined && clearLine(before, at, was));
  };
  const next = (before: GameState, state: GameState) => {
    for (const a of state.pieces) {
      if (!a.ambush || a.side === state.side || cellOf(a) === undefined || !a.soldier || a.soldier.dead) continue;
      if (a.soldier.broken) continue;
      const target = state.pieces.find(
        (e) => e.side === state.side && fresh(before, state, a, e) && fireRefusal(state, a, e) === undefined,
      );
      if (target) return { ambusher: a.id, target: target.id };
    }
    return undefined;
  };
  return {
    ...real,
    springAmbushes: (before: GameState, settled: { state: GameState; events: readonly GameEvent[] }) => {
      if (!ambushLeak.on) return real.springAmbushes(before, settled);
      let state = settled.state;
      const events = [...settled.events];
      for (let shot = next(before, state); shot; shot = next(before, state)) {
        const out = shoot(state, shot.ambusher, shot.target, "ambush");
        state = out.state;
        events.push(...out.events);
      }
      return { state, events };
    },
  };
});

function noLeak(): void {
  leak.now = undefined;
  fieldLeak.on = false;
  legalLeak.on = false;
  travelLeak.on = false;
  ambushLeak.on = false;
}
afterEach(noLeak);

/**
 * Runs the property with a leak on (put in by `on`) until a run fails it, `runs` at most, and returns
 * why it failed; then replays that very run (fast-check's seed and path) with no leak, which must
 * pass: the leak failed it, not the mocks around the modules nor the runner. The runs are seeded, so
 * the test asks the same runs every time (a leak caught only by luck would make it flaky).
 */
const SEED = 20261202;

function caught(
  mode: Visibility,
  [, start, lighting]: (typeof STARTS)[number],
  runs: number,
  on: () => void,
  from?: string,
): string {
  on();
  // FROM: the seeded runs begin at that one (fast-check's path), for a leak whose first catch is known to lie far on.
  const at = from === undefined ? {} : { path: from };
  const out = fc.check(nonInterference(mode, start, lighting), {
    seed: SEED,
    numRuns: runs,
    endOnFailure: true,
    ...at,
  });
  noLeak();
  expect(out.failed, `no run of ${runs} caught the leak`).toBe(true);
  fc.assert(nonInterference(mode, start, lighting), { seed: out.seed, path: out.counterexamplePath!, numRuns: 1 });
  return out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
}

const enemyPieces = (state: GameState, side: Side) =>
  state.pieces.filter((p) => p.side !== side && p.place.at === "cell");

/** Open: each enemy marker's `inSight` tells whether a soldier is under it: an identity leaked. */
const soldierFlag: Leak = (v, state, side) => ({
  ...v,
  enemies: v.enemies.map((e) => ({
    ...e,
    inSight: enemyPieces(state, side).some((p) => p.place.at === "cell" && p.place.cell === e.cell && !!p.soldier),
  })),
});

/** Fog: every enemy marker on the map is listed, in sight or not: where unseen markers are, leaked. */
const everyMarker: Leak = (v, state, side) => ({
  ...v,
  lastSeen: enemyPieces(state, side)
    .map((p) => (p.place as { cell: number }).cell)
    .sort((a, b) => a - b)
    .map((cell) => ({ label: "?", cell, hex: state.ship.cells[cell]!.name, turn: 0 })),
});

describe("the property catches a leak put in on purpose, and passes the same run without it", () => {
  const apart = STARTS[0]!;
  const [name, start, lighting] = apart;

  it(`open: a view that tells soldiers from dummies fails it (${name})`, () => {
    expect(caught("open", apart, 20, () => (leak.now = soldierFlag))).toMatch(/at the start|after/);
  }, 300_000);

  it(`fog: a view that shows where unseen markers stand fails it (${name})`, () => {
    expect(caught("fog", apart, 40, () => (leak.now = everyMarker))).toMatch(/after/);
  }, 300_000);

  it(`open and fog: events with the referee's fields under a side's text fail it (${name}; at the door in the dark)`, () => {
    expect(caught("open", apart, 20, () => (fieldLeak.on = true))).toMatch(/after/);
    // In fog blue hears of yellow's markers only at close quarters: at the door in the dark. Few runs
    // reach an event whose fields differ, so many are allowed (the first that does ends the check).
    expect(caught("fog", STARTS[1]!, 300, () => (fieldLeak.on = true))).toMatch(/after/);
  }, 300_000);

  it(`open: legal commands that tell soldiers from dummies fail it (${name})`, () => {
    expect(caught("open", apart, 20, () => (legalLeak.on = "fire"))).toMatch(/at the start|after/);
  }, 300_000);

  it(`open: legal travel hexes that tell soldiers from dummies fail it (${name})`, () => {
    expect(caught("open", apart, 20, () => (legalLeak.on = "travel"))).toMatch(/at the start|after/);
  }, 300_000);

  // Within one command: blue's travel takes step after step, and a step chosen with yellow's secrets
  // leaves blue's own marker elsewhere in the two games. Judged by the state after the command alone,
  // that is blue's own pieces differing, "told apart"; judged step by step, blue chose otherwise on a
  // step where it could not tell the games apart (property.ts, sameChoices).
  it(`open and fog: blue's travel that walks round yellow's soldiers after its first step fails it (${name})`, () => {
    for (const mode of ["open", "fog"] as const)
      expect(caught(mode, apart, 40, () => (travelLeak.on = "route"))).toMatch(/blue's travel or steps after 'travel/);
  }, 300_000);

  it("fog: blue's travel that stops for a soldier come into sight, not a dummy, fails it (at the door in the dark)", () => {
    expect(caught("fog", STARTS[1]!, 100, () => (travelLeak.on = "soldiers"))).toMatch(/blue's travel|blue's note/);
  }, 300_000);

  // Two of yellow's soldiers lie in ambush and blue's marker comes into both their sights: the shot
  // shows blue its firer, and which one fires may follow yellow's secrets (the first in order could not
  // fire) but not the order yellow's force was listed in (test/seat/ambush-fire.ts). Rare in random
  // play: the first of these seeded runs to meet it is the 367th, which the test begins at (the 366 runs
  // before it, which pass, took 20 s of the suite).
  it(`fog: fire from ambush by the order yellow's force was listed in fails it (${name})`, () => {
    expect(caught("fog", apart, 1, () => (ambushLeak.on = true), "366")).toMatch(/yellow's fire from ambush/);
  }, 900_000);

  it("fog's leak is no leak across an open table, where every marker's place is public", () => {
    leak.now = everyMarker;
    expect(() => checkNonInterference("open", start, lighting, 20)).not.toThrow();
  }, 300_000);
});
