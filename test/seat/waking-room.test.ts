// Where a woken sleeper steps out when the waker's hex is full: onto a hex next to the cryo cell his
// side knows is free (in fog, one it sees), so an enemy it cannot see neither sends him elsewhere nor
// gets the wake refused. Old: the first hex holding no enemy, seen or not: in fog, twins differing
// only in where an unseen yellow marker stood gave blue a wake in one and a refusal in the other.
//
// Every hex next to a cryo cell is in sight of a waker beside it on today's ships (a cryo cell stops
// no line of sight), so this file makes cryo cells stop sight: a ship a modder's terrain might draw,
// the one way a hex next to the cell can be out of the waker's sight.
import { describe, expect, it, vi } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { shipOf } from "../engine/fixture.js";
import { game, KINDS, type Spec } from "../engine/systems/full-ship.js";
import { seatOutput } from "./seat-output.js";
import { inMode, table, type Visibility } from "./twin-games.js";

vi.mock("../../src/map/terrain.js", async (original) => {
  const real = await original<typeof import("../../src/map/terrain.js")>();
  return { ...real, TERRAIN: { ...real.TERRAIN, "cryo-cell": { ...real.TERRAIN["cryo-cell"], blocksSight: true } } };
});

// A corridor with a cryo cell (1:0202) in it: the waker's hex 1:0102 west of it, 1:0302 east of it.
const ship = shipOf({
  main: ["# # # # # # # #", " # # # # # # #", "# . Z . . . . #", " # # # # # # #", "# # # # # # # #"],
});
const cellNamed = (name: string) => ship.cells.find((c) => c.name === name)!.id;
const sleeper = { cell: cellNamed("1:0202"), type: KINDS.marine!, name: "Rip" };

/** Blue's sergeant and private fill 1:0102; yellow's marine stands where asked, more blue where asked. */
function start(mode: Visibility, yellowAt: string, moreBlue: Spec[] = []): GameState {
  const g = game(
    {
      blue: [
        { kind: "leader", at: "1:0102", name: "sarge" },
        { kind: "marine", at: "1:0102", name: "pvt" },
        ...moreBlue,
      ],
      yellow: [{ kind: "marine", at: yellowAt, name: "y" }],
    },
    { ship, sleepers: [sleeper] },
  );
  return inMode(g, mode);
}

const ripAt = (s: GameState) => {
  const rip = s.pieces.find((p) => p.soldier?.name === "Rip");
  return rip?.place.at === "cell" ? ship.cells[rip.place.cell]!.name : undefined;
};

describe("a sleeper woken when the waker's hex is full", () => {
  it("in fog steps out onto no hex out of the waker's side's sight: an unseen enemy there or not, blue is answered alike", () => {
    const games = ["1:0302", "1:0602"].map((at) => table(start("fog", at)));
    for (const t of games) expect(t.blue.view().enemies).toEqual([]);
    const checks = games.map((t) => JSON.stringify(t.blue.check("wake sarge")));
    expect(checks[1]).toBe(checks[0]);
    const played = games.map((t) => t.blue.play("wake sarge"));
    expect(played[1]).toEqual(played[0]);
    expect(played[0]).toMatchObject({ ok: false, code: "no-room" });
    expect(seatOutput(games[1]!.blue)).toBe(seatOutput(games[0]!.blue));
  });

  it("in fog steps out onto a free hex next to the cell that his side sees", () => {
    // A blue marine at 1:0402 sees 1:0302 (and yellow's marine down the corridor).
    const s = new Session(undefined, [], start("fog", "1:0602", [{ kind: "marine", at: "1:0402", name: "eyes" }]));
    const seat = new Seat(s, "blue");
    expect(seat.play("wake sarge")).toEqual({ ok: true });
    expect(ripAt(s.state())).toBe("1:0302");
  });

  it("across an open table steps out onto a free hex next to the cell, seen or not; refused when the enemy stands there", () => {
    const free = new Session(undefined, [], start("open", "1:0602"));
    expect(new Seat(free, "blue").play("wake sarge")).toEqual({ ok: true });
    expect(ripAt(free.state())).toBe("1:0302");
    const held = new Session(undefined, [], start("open", "1:0302"));
    expect(new Seat(held, "blue").play("wake sarge")).toMatchObject({ ok: false, code: "no-room" });
  });
});
