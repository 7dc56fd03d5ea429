// The odds shown before an attack: the band's number, the modifiers, the chance on one die.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { givesOdds } from "../../src/tui/odds-answer.js";
import type { Session } from "../../src/play/session.js";

const CONTACT = join(import.meta.dirname, "..", "tui", "fixtures", "contact.yaml");

function session(): Session {
  const s = newSession(CONTACT, "1");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

describe("attack odds", () => {
  it("names the weapon, range, number needed and chance of a shot, and of close combat", () => {
    const s = session();
    expect(s.command("open Zephyrine e").ok).toBe(true);
    expect(s.odds("fire Zephyrine at 99:0306")).toMatch(/^\S.* at range 2: needs (\d)\+.*: \d+% to hit$/);
    expect(s.odds("melee Zephyrine at 99:0306")).toMatch(/is not next to/);
    expect(s.command("move Zephyrine e").ok).toBe(true);
    expect(s.odds("melee Zephyrine at 99:0306")).toMatch(/^needs 4\+ \(.*strength.*\): \d+% to hit$/);
  });

  it("says why an attack cannot be made, and nothing for other commands", () => {
    const s = session();
    expect(s.odds("move Zephyrine e")).toBeUndefined();
    expect(s.odds("fire Zephyrine at ?5")).toBe("you see no enemy marker ?5");
    expect(s.odds("fire Nobody at ?5")).toMatch(/no marker or soldier 'Nobody'/);
  });

  it("plays nothing: the game is the same after asking", () => {
    const s = session();
    s.command("open Zephyrine e");
    const before = s.eventCount;
    s.odds("fire Zephyrine at 99:0306");
    expect(s.eventCount).toBe(before);
    expect(s.actions).toHaveLength(1);
  });

  it("tells odds from a reason the attack cannot be made (givesOdds)", () => {
    const s = session();
    expect(givesOdds(s.odds("fire Zephyrine at 99:0306"))).toBe(false);
    expect(s.command("open Zephyrine e").ok).toBe(true);
    expect(givesOdds(s.odds("fire Zephyrine at 99:0306"))).toBe(true);
    expect(givesOdds(s.odds("melee Zephyrine at 99:0306"))).toBe(false);
    expect(s.command("move Zephyrine e").ok).toBe(true);
    expect(givesOdds(s.odds("melee Zephyrine at 99:0306"))).toBe(true);
    expect(givesOdds("close combat needs 4+")).toBe(true);
    expect(givesOdds(s.odds("fire Zephyrine at ?5"))).toBe(false);
    expect(givesOdds(undefined)).toBe(false);
  });
});
