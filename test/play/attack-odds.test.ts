// The odds shown before an attack: the band's number, the modifiers, the chance on one die.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { Seat, type Odds } from "../../src/seat/index.js";

const CONTACT = join(import.meta.dirname, "..", "tui", "fixtures", "contact.yaml");

function session(): Session {
  const s = newSession(CONTACT, "1");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

/** The odds' words: the chances, or why the attack cannot be made. */
const said = (o: Odds | undefined) => (o === undefined ? undefined : o.ok ? o.text : o.reason);

describe("attack odds", () => {
  it("names the weapon, range, number needed and chance of a shot, and of close combat", () => {
    const s = session();
    const blue = new Seat(s, "blue");
    expect(blue.play("open Zephyrine e").ok).toBe(true);
    expect(said(blue.odds("fire Zephyrine at 99:0306"))).toMatch(/^\S.* at range 2: needs (\d)\+.*: \d+% to hit$/);
    expect(said(blue.odds("melee Zephyrine at 99:0306"))).toMatch(/is not next to/);
    // One spelling: the weapon's id as the view gives the soldier's (the words say its name).
    const shot = blue.odds("fire Zephyrine at 99:0306");
    const weapon = blue.view().own.find((m) => m.label === "Zephyrine")!.soldier!.weapon!;
    expect(shot).toMatchObject({ ok: true, weapon, range: 2 });
    expect(weapon).toMatch(/^[a-z-]+$/);
    expect(blue.play("move Zephyrine e").ok).toBe(true);
    const melee = blue.odds("melee Zephyrine at 99:0306");
    expect(said(melee)).toMatch(/^needs 4\+ \(.*strength.*\): \d+% to hit$/);
    expect(melee).toMatchObject({ ok: true, attack: "melee", needed: 4, otherwise: [] });
  });

  it("says why an attack cannot be made, and nothing for other commands", () => {
    const blue = new Seat(session(), "blue");
    expect(blue.odds("move Zephyrine e")).toBeUndefined();
    expect(blue.odds("fire Zephyrine at ?5")).toEqual({
      ok: false,
      code: "no-such-target",
      reason: "you see no enemy marker ?5",
    });
    expect(said(blue.odds("fire Nobody at ?5"))).toMatch(/no marker or soldier 'Nobody'/);
    expect(new Seat(session(), "yellow").odds("fire Grimbolt at ?5")).toEqual({
      ok: false,
      code: "not-your-turn",
      reason: "it is blue's turn",
    });
  });

  it("plays nothing: the game is the same after asking", () => {
    const s = session();
    const blue = new Seat(s, "blue");
    blue.play("open Zephyrine e");
    const before = s.eventCount;
    blue.odds("fire Zephyrine at 99:0306");
    expect(s.eventCount).toBe(before);
    expect(s.actions).toHaveLength(1);
  });

  it("tells odds (ok) from a reason the attack cannot be made", () => {
    const blue = new Seat(session(), "blue");
    expect(blue.odds("fire Zephyrine at 99:0306")?.ok).toBe(false);
    expect(blue.play("open Zephyrine e").ok).toBe(true);
    expect(blue.odds("fire Zephyrine at 99:0306")?.ok).toBe(true);
    expect(blue.odds("melee Zephyrine at 99:0306")?.ok).toBe(false);
    expect(blue.play("move Zephyrine e").ok).toBe(true);
    expect(blue.odds("melee Zephyrine at 99:0306")?.ok).toBe(true);
    expect(blue.odds("fire Zephyrine at ?5")?.ok).toBe(false);
  });
});
