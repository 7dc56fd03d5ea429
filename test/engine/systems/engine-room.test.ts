// The engine room: a soldier at the central console and another at a control panel, a whole
// uninterrupted turn, shut the engines down (the ship stops); engines the enemy shut down
// take two such turns in a row to start again, one's own side's one.
import { describe, expect, it } from "vitest";
import type { GameState, Side } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { END, game, id, play, refusal, run, texts } from "./full-ship.js";

const blueCrew = [
  { kind: "marine", at: "99:0503", name: "b1" },
  { kind: "marine", at: "99:0302", name: "b2" },
] as const;
const yellowCrew = [
  { kind: "marine", at: "99:0804", name: "y1" },
  { kind: "marine", at: "99:1002", name: "y2" },
] as const;

/** The side to move's two crewmen station at the engines, then both sides end a turn. */
function work(s: GameState, a: string, b: string) {
  return run(s, { type: "station", piece: id(s, a) }, { type: "station", piece: id(s, b) }, END);
}

describe("the engine room", () => {
  it("shuts the engines down in one turn and stops the ship; everyone hears it", () => {
    const g = game({ blue: blueCrew, yellow: [{ kind: "marine", at: "98:0102", name: "y" }] });
    const moving = { ...g, systems: { ...g.systems, moving: true, course: "yellow" as Side } };
    let s = work(moving, "b1", "b2").state;
    expect(s.systems.engines).toBe(true);
    const out = run(s, END);
    s = out.state;
    expect(s.systems).toMatchObject({ engines: false, moving: false, course: null });
    expect(texts(out.events, "yellow")).toContain("the engines shut down: the ship stops");
    expect(view(s, "yellow").systems).toMatchObject({ engines: false, moving: false });
  });

  it("needs both the console and a panel manned", () => {
    const g = game({
      blue: [blueCrew[0], { kind: "marine", at: "99:0603", name: "b2" }],
      yellow: [{ kind: "marine", at: "98:0102", name: "y" }],
    });
    const s = play(work(g, "b1", "b2").state, END);
    expect(s.systems.engines).toBe(true);
  });

  it("an interrupted turn does nothing: a soldier who moves or is wounded breaks it", () => {
    const g = game({ blue: blueCrew, yellow: [{ kind: "marine", at: "98:0102", name: "y" }] });
    let s = play(g, { type: "station", piece: id(g, "b1") }, { type: "station", piece: id(g, "b2") }, END);
    // Wounded in the enemy's turn: the station is broken.
    const hurt = s.pieces.slice();
    const b2 = s.pieces[id(s, "b2")]!;
    hurt[b2.id] = { ...b2, soldier: { ...b2.soldier!, wounded: true } };
    s = play({ ...s, pieces: hurt }, END);
    expect(s.systems.engines).toBe(true);
  });

  it("restarts engines its own side shut in one turn; the enemy's in two turns in a row", () => {
    const g = game({ blue: blueCrew, yellow: yellowCrew });
    // Blue shuts them down (turn 1 stationed, takes effect at blue's turn 2).
    let s = work(g, "b1", "b2").state; // yellow to move, turn 1
    s = play(s, END); // blue, turn 2: engines off by blue
    expect(s.devices.enginesShutBy).toBe("blue");
    s = play(s, END); // yellow, turn 2
    s = work(s, "y1", "y2").state; // yellow stations; blue turn 3
    s = play(s, END); // yellow turn 3: first of two turns
    expect(s.systems.engines).toBe(false);
    expect(view(s, "yellow").devices.engineRestart).toEqual({ turns: 1, needed: 2 });
    expect(view(s, "blue").devices.engineRestart).toBeNull();
    // A turn off the controls loses the work.
    s = play(s, END, END); // yellow did not station in turn 3: at its turn 4 the count is gone
    expect(s.devices.restart).toBeNull();
    s = work(s, "y1", "y2").state;
    s = play(s, END);
    s = work(s, "y1", "y2").state;
    const out = run(s, END); // yellow turn 6: second turn in a row
    expect(out.state.systems.engines).toBe(true);
    expect(texts(out.events, "blue")).toContain("the engines start again");

    // Blue shuts them again and restarts its own in one turn.
    let t = work(play(out.state, END), "b1", "b2").state;
    t = play(t, END);
    expect(t.systems.engines).toBe(false);
    t = work(t, "b1", "b2").state; // blue, still at the controls, works on at once
    t = play(t, END);
    expect(t.systems.engines).toBe(true);
  });

  it("a station says what it means to do, and refuses what is already so", () => {
    const g = game({ blue: blueCrew, yellow: [{ kind: "marine", at: "98:0102", name: "y" }] });
    expect(refusal(g, { type: "station", piece: id(g, "b1"), on: true })).toContain("already on");
  });
});
