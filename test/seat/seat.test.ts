// A side's seat: sealed (nothing reachable from it leads to the game), frozen plain data out, turns
// kept, a listener told only of what the side knows, the referee's handle shut until the game is over.
import type { Visibility } from "../../src/engine/state.js";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import type { Session } from "../../src/play/session.js";
import { Seat, type SeatNote } from "../../src/seat/index.js";

const DUEL = join(import.meta.dirname, "..", "tui", "fixtures", "duel.yaml");
const CONTACT = join(import.meta.dirname, "..", "tui", "fixtures", "contact.yaml");

function session(file = DUEL, visibility?: Visibility): Session {
  const s = newSession(file, "1", visibility);
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

/** Every object reachable from VALUE through its own properties (a Map's entries too). */
function reachable(value: unknown, seen = new Set<unknown>()): Set<unknown> {
  if (typeof value !== "object" || value === null || seen.has(value)) return seen;
  seen.add(value);
  if (value instanceof Map) for (const [k, v] of value) reachable(v, reachable(k, seen));
  for (const key of Reflect.ownKeys(value)) reachable((value as Record<PropertyKey, unknown>)[key], seen);
  return seen;
}

describe("a seat", () => {
  it("holds nothing but its side and a frozen copy of the ship's layout: the session stays private", () => {
    const s = session();
    const seat = new Seat(s, "blue");
    expect(Reflect.ownKeys(seat).sort()).toEqual(["ship", "side"]);
    expect(Object.isFrozen(seat)).toBe(true);
    expect(seat.ship).not.toBe(s.state().ship);
    expect(seat.ship).toEqual(s.state().ship);
    for (const o of reachable(seat)) expect(Object.isFrozen(o)).toBe(true);
    expect(() => ((seat.ship.cells as unknown[])[0] = null)).toThrow();
    // Its prototype has methods only: no getter hands out an internal.
    const proto = Object.getPrototypeOf(seat) as object;
    for (const key of Reflect.ownKeys(proto)) {
      const d = Reflect.getOwnPropertyDescriptor(proto, key)!;
      expect(d.get, String(key)).toBeUndefined();
      expect(typeof d.value, String(key)).toBe("function");
    }
  });

  it("gives frozen plain data that names nothing of the enemy's but what the side sees", () => {
    const s = session(CONTACT);
    const blue = new Seat(s, "blue");
    expect(blue.play("open Zephyrine e").ok).toBe(true);
    const view = blue.view();
    const out = [
      view,
      blue.witnessed(),
      blue.summary(),
      blue.reach(view.own[0]!.number),
      blue.odds("fire Zephyrine at 99:0306"),
      blue.devices(view.own[0]!.number),
      blue.replay(),
      blue.turn(),
    ];
    for (const value of out.filter((v) => !(v instanceof Map)))
      for (const o of reachable(value)) expect(Object.isFrozen(o)).toBe(true);
    const text = JSON.stringify(out);
    // Yellow's soldiers' names, its track sheet numbers of markers not seen, and the seed never show.
    expect(text).not.toMatch(/Grimbolt|Vorhaxx|seed|privateRng|"id":/);
    expect(text).toContain("Norx Warrior");
  });

  it("answers whose turn it is, and plays only in its side's turn", () => {
    const s = session();
    const yellow = new Seat(s, "yellow");
    expect(yellow.turn()).toEqual({ turn: 1, toMove: "blue", over: false, phase: "play" });
    expect(yellow.play("end")).toEqual({ ok: false, code: "not-your-turn", reason: "it is blue's turn" });
    expect(yellow.act({ verb: "end" })).toEqual({ ok: false, code: "not-your-turn", reason: "it is blue's turn" });
    expect(new Seat(s, "blue").act({ verb: "move", who: "Quillfeather", ways: ["e"] })).toEqual({ ok: true });
    expect(s.actions).toHaveLength(1);
  });

  it("tells its listener what its side saw, and nothing of what the enemy does out of its sight (fog)", () => {
    const s = session(DUEL, "fog");
    const blue = new Seat(s, "blue");
    const notes: SeatNote[] = [];
    const stop = blue.onChange((n) => notes.push(n));
    expect(blue.play("move Quillfeather e").ok).toBe(true);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.events.map((e) => e.text)).toEqual([expect.stringContaining("Quillfeather 89:0806 -> 89:0906")]);
    expect(s.command("end").ok).toBe(true);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({ toMove: "yellow", seen: blue.mark() });
    // Yellow's moves deep in the engine room: blue sees none of them, and is told nothing.
    const yellow = new Seat(s, "yellow");
    const moved = ["move Grimbolt e", "move Grimbolt w", "move Vorhaxx w"].filter((l) => yellow.play(l).ok);
    expect(moved.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(2);
    stop();
    expect(yellow.play("end").ok).toBe(true);
    expect(notes).toHaveLength(2);
  });

  it("across an open table tells its listener of every enemy move, naming only the marker", () => {
    const s = session(DUEL, "open");
    const blue = new Seat(s, "blue");
    const notes: SeatNote[] = [];
    blue.onChange((n) => notes.push(n));
    expect(s.command("end").ok).toBe(true);
    const yellow = new Seat(s, "yellow");
    const moved = ["move Grimbolt e", "move Grimbolt w", "move Vorhaxx w"].filter((l) => yellow.play(l).ok);
    expect(moved.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(1 + moved.length);
    const told = notes.slice(1).flatMap((n) => n.events.map((e) => e.text));
    expect(told.every((t) => /^yellow \?\d+ moves \d+:\d{4} -> \d+:\d{4}/.test(t))).toBe(true);
    expect(JSON.stringify(notes)).not.toMatch(/Grimbolt|Vorhaxx/);
  });

  it("sums up what the side saw since its turn ended, up to its own turn's start", () => {
    const s = session(CONTACT);
    const [blue, yellow] = [new Seat(s, "blue"), new Seat(s, "yellow")];
    expect(blue.summary()).toEqual([]);
    expect(blue.play("open Zephyrine e").ok && blue.play("end").ok).toBe(true);
    expect(yellow.summary().map((e) => e.kind)).toContain("revealed");
    expect(yellow.play("move Grimbolt w").ok && yellow.play("end").ok).toBe(true);
    const summary = blue.summary();
    expect(summary.map((e) => e.text)).toContain("turn 2: blue to move");
    expect(summary.some((e) => /moves 99:0306 -> 99:0206/.test(e.text))).toBe(true);
    expect(summary.some((e) => e.text.startsWith("blue ends"))).toBe(false);
    // Its own doings after its turn began are not in it.
    expect(blue.play("end").ok).toBe(true);
    expect(yellow.summary().some((e) => e.text === "blue ends turn 2")).toBe(true);
  });

  it("checks a command before the player confirms it: the refusal it would get, and nothing played", () => {
    const s = session(CONTACT);
    const seat = new Seat(s, "blue");
    const before = s.actions.length;
    expect(seat.check("exit Zephyrine")).toEqual({
      ok: false,
      code: "wrong-place",
      reason: expect.stringContaining("Zephyrine is not at an air lock"),
    });
    expect(seat.check("open Zephyrine e")).toEqual({ ok: true });
    expect(seat.check("end")).toEqual({ ok: true });
    expect(new Seat(s, "yellow").check("end")).toMatchObject({ ok: false, code: "not-your-turn" });
    // Only the first step: what a later one would meet hangs on what the first shows.
    expect(seat.check("move Zephyrine e e e e e e")).toEqual({
      ok: false,
      code: "door-closed",
      reason: expect.any(String),
    });
    expect(seat.check("move Quillfeather w nw nw nw nw nw")).toEqual({ ok: true });
    expect(s.actions.length).toBe(before);
    expect(s.view("blue").openDoors).toEqual([]);
    expect(Object.isFrozen(seat.check("end"))).toBe(true);
  });
});

describe("a seat's travel goals", () => {
  it("are its side's own: set and given back to that side alone, frozen, in either side's turn", () => {
    const s = session();
    const { seats } = seating(s);
    const goals = { Vance: { hex: "1:0306", cell: 12, sighted: ["?3 at 1:0406"] } };
    expect(seats.blue.travelGoals()).toEqual({});
    seats.blue.setTravelGoals(goals);
    goals.Vance.hex = "1:0101";
    expect(seats.blue.travelGoals()).toEqual({ Vance: { hex: "1:0306", cell: 12, sighted: ["?3 at 1:0406"] } });
    expect(Object.isFrozen(seats.blue.travelGoals().Vance)).toBe(true);
    expect(seats.yellow.travelGoals()).toEqual({});
    s.command("end");
    seats.yellow.setTravelGoals({ d1: { hex: "1:0202", cell: 3, sighted: [] } });
    expect(seats.blue.travelGoals()).toEqual({ Vance: { hex: "1:0306", cell: 12, sighted: ["?3 at 1:0406"] } });
    expect(Object.keys(seats.yellow.travelGoals())).toEqual(["d1"]);
  });
});

describe("the referee's handle", () => {
  it("opens only once the game is over", () => {
    const s = newSession(join(import.meta.dirname, "..", "tui", "fixtures", "last-out.yaml"), "1");
    if (Array.isArray(s)) throw new Error(s.join("\n"));
    const { referee, seats } = seating(s);
    expect(referee.revealed()).toBeUndefined();
    expect(seats.blue.play("exit Quillfeather").ok).toBe(true);
    expect(seats.blue.turn().over).toBe(true);
    const revealed = referee.revealed()!;
    expect(revealed.length).toBe(2);
    expect(revealed.at(1).view.pieces.length).toBeGreaterThan(0);
  });
});
