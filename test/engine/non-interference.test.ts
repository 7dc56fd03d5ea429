// The security property of hidden movement: a side's view and the events it is told cannot
// depend on the other side's secrets outside its sight.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import type { GameEvent } from "../../src/engine/events.js";
import { visibleEnemies } from "../../src/engine/hidden.js";
import type { GameState, Piece, Side } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { witnessed } from "../../src/view/witnessed.js";
import { gameOn, intentAction, shipOf, TWO_ROOMS_AND_HALL, type Intent as PlayIntent } from "./fixture.js";
import { inCondition, type Condition } from "../../src/engine/condition.js";

// Two rooms and a hall, joined by doors; lights may go out.
const ship = shipOf(TWO_ROOMS_AND_HALL);
// Floor hexes no piece starts on, spread over the rooms and the hall.
const wreckable = ship.cells
  .filter(
    (c) =>
      c.terrain === "floor" &&
      !["1:0102", "1:0202", "1:0101", "1:0906", "1:0806", "1:0805", "1:0901", "1:0706"].includes(c.name),
  )
  .map((c) => c.id);
const WRECK: Condition = {
  openDoors: [],
  wreck: {
    debris: [wreckable[4]!, wreckable[25]!],
    breached: [wreckable[12]!, wreckable[33]!],
    jammed: [ship.cells.find((c) => c.terrain === "door")!.id],
  },
};

interface Intent extends PlayIntent {
  /** In the second game only: a move of yellow's, made where blue may not see it. */
  readonly secret?: { readonly piece: number; readonly dir: number };
}

const intent = fc.record(
  {
    piece: fc.nat(20),
    kind: fc.constantFrom("move", "move", "move", "move", "open", "close", "end") as fc.Arbitrary<Intent["kind"]>,
    dir: fc.nat(5),
    secret: fc.record({ piece: fc.nat(20), dir: fc.nat(5) }),
  },
  { requiredKeys: ["piece", "kind", "dir"] },
);

const step = (
  s: GameState,
  a: Action | undefined,
): { state: GameState; events: readonly GameEvent[]; refused?: string } => {
  if (!a) return { state: s, events: [] };
  const out = apply(s, a);
  return out.ok ? { state: out.state, events: out.events } : { state: s, events: [], refused: out.reason };
};

/** Swap soldier and dummy identities among a side's pieces (all its soldiers are of one type). */
function permuteIdentities(state: GameState, side: Side, order: number[]): GameState {
  const mine = state.pieces.filter((p) => p.side === side);
  const identities = mine.map((p) => p.soldier);
  const pieces = state.pieces.slice();
  mine.forEach((p, i) => {
    const soldier = identities[order[i]! % identities.length];
    const { soldier: _, ...rest } = p;
    pieces[p.id] = (soldier ? { ...rest, soldier } : rest) as Piece;
  });
  return { ...state, pieces };
}

const differs = (a: Piece, b: Piece) => JSON.stringify(a) !== JSON.stringify(b);

// Runs: 150, or DERELICT_PROPERTY_RUNS for a longer hunt (and DERELICT_PROPERTY_SEED to run one again).
const RUNS = Number(process.env.DERELICT_PROPERTY_RUNS ?? 150);
const SEED = process.env.DERELICT_PROPERTY_SEED ? Number(process.env.DERELICT_PROPERTY_SEED) : undefined;

describe("non-interference", () => {
  it("wrecks floor hexes no piece starts on", () => {
    for (const c of [...WRECK.wreck.debris, ...WRECK.wreck.breached]) expect(ship.cells[c]!.terrain).toBe("floor");
  });

  it("blue's view, event text and refusals are the same whatever yellow hides out of blue's sight: identities and unseen moves", () => {
    const start = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0102" }, { type: "marine", at: "1:0202" }, { at: "1:0101" }],
      yellow: [
        { type: "marine", at: "1:0906" },
        { type: "marine", at: "1:0806" },
        { at: "1:0805" },
        { at: "1:0901" },
        { at: "1:0706" },
      ],
    });
    fc.assert(
      fc.property(
        fc.array(intent, { minLength: 5, maxLength: 60 }),
        fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        (intents, order, lights, wrecked) => {
          // A wreck (src/engine/wreck.ts) is public and the same in both games: debris, vacuum, a jammed door.
          const ruined = wrecked ? inCondition(start, WRECK) : start;
          const lit = { ...ruined, systems: { ...ruined.systems, lights } };
          let a = lit;
          let b = permuteIdentities(lit, "yellow", order);
          let compared = 0;
          for (const i of intents) {
            const action = intentAction(a, i);
            const blueActs = a.side === "blue";
            const sa = step(a, action);
            const sb = step(b, action);
            a = sa.state;
            b = sb.state;
            let secretEvents: readonly GameEvent[] = [];
            if (i.secret && b.side === "yellow") {
              const moved = step(b, intentAction(b, { ...i.secret, kind: "move" }));
              b = moved.state;
              secretEvents = moved.events;
            }
            // Yellow pieces whose secret differs between the games must stay out of blue's sight.
            const secret = a.pieces.filter((p, k) => p.side === "yellow" && differs(p, b.pieces[k]!)).map((p) => p.id);
            const seen = new Set([...visibleEnemies(a, "blue"), ...visibleEnemies(b, "blue")].map((p) => p.id));
            const gone = (s: GameState, id: number) => s.pieces[id]!.place.at === "gone" || s.pieces[id]!.revealed;
            if (secret.some((id) => seen.has(id) || gone(a, id) || gone(b, id))) break;
            // A secret move blue witnessed (it met a blue marker, was revealed and hid again at once) is no secret.
            if (witnessed(secretEvents, "blue").length > 0) break;
            expect(view(b, "blue")).toEqual(view(a, "blue"));
            expect(witnessed(sb.events, "blue")).toEqual(witnessed(sa.events, "blue"));
            // Blue's refusals too: a reason is read by the player.
            if (blueActs) expect(sb.refused).toEqual(sa.refused);
            compared++;
          }
          return compared >= 0;
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }, 60_000);
});
