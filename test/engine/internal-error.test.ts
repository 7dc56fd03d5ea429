// An exception inside the engine is a bug, never a refusal: it goes up through apply, the session
// (which keeps the game as it was), a seat, and every random-play loop, which all fail on it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { playRandomly } from "../../bench/random-play.js";
import { playCarefully } from "../../bench/careful-play.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { gameOn, shipOf, TWO_ROOMS_AND_HALL } from "./fixture.js";

// A bug planted in the engine's move rule (its registry entry): it throws while `trap.on`.
const trap = vi.hoisted(() => ({ on: false }));
vi.mock("../../src/engine/actions/move.js", async (original) => {
  const real = await original<typeof import("../../src/engine/actions/move.js")>();
  return {
    ...real,
    MOVE: {
      ...real.MOVE,
      play: (...args: Parameters<typeof real.MOVE.play>) => {
        if (trap.on) throw new Error("a planted bug");
        return real.MOVE.play(...args);
      },
    },
  };
});
afterEach(() => {
  trap.on = false;
});

const ship = shipOf(TWO_ROOMS_AND_HALL);
const start = () =>
  gameOn(ship, { blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [{ type: "marine", at: "1:0906" }] });

describe("an exception inside the engine", () => {
  it("goes up through apply instead of becoming a refusal", () => {
    const s = start();
    const m = s.pieces.find((p) => p.soldier?.name === "m")!;
    const to = ship.neighbours[(m.place as { cell: number }).cell]![0]!;
    trap.on = true;
    expect(() => apply(s, { type: "move", piece: m.id, to })).toThrow("a planted bug");
  });

  it("leaves the session as it was (nothing journaled), and comes out of a seat", () => {
    const session = new Session(undefined, [], start());
    const journal: unknown[] = [];
    session.onAction((a) => journal.push(a));
    expect(session.command("move m e").ok).toBe(true);
    trap.on = true;
    const seat = new Seat(session, "blue");
    expect(() => seat.play("move m e")).toThrow("a planted bug");
    expect(session.actions).toHaveLength(1);
    expect(journal).toHaveLength(1);
    expect(session.history().states).toHaveLength(2);
    trap.on = false;
    expect(seat.play("move m e").ok).toBe(true);
  });

  it("fails the random-play loops, which skip only refusals", () => {
    trap.on = true;
    expect(() => playRandomly(start(), 200, 3)).toThrow("a planted bug");
    expect(() => playCarefully(start(), 200, 3)).toThrow("a planted bug");
    trap.on = false;
    expect(playRandomly(start(), 200, 3).applied).toBeGreaterThan(0);
  });
});
