// A seat's `legal` (src/play/legal-actions.ts): the commands it lists are those the game takes, no
// more and no fewer among the verbs' offers; each with its hex; fire targets named as the side sees
// them; nothing outside the side's turn. Its secrecy is the non-interference property's (test/seat).
import { describe, expect, it } from "vitest";
import { DIRECTIONS } from "../../src/hex/coords.js";
import type { GameState } from "../../src/engine/state.js";
import { STARTS } from "../seat/property.js";
import { inMode, table, VISIBILITY } from "../seat/twin-games.js";

/** Lines a side could try with each of its markers: steps, doors, skips, ambush, remove. */
function tries(t: ReturnType<typeof table>): string[] {
  return t.blue
    .view()
    .own.flatMap((m) => [
      ...[...DIRECTIONS, "up", "down"].map((w) => `move ${m.number} ${w}`),
      ...DIRECTIONS.flatMap((w) => [`open ${m.number} ${w}`, `close ${m.number} ${w}`, `skip ${m.number} ${w}`]),
      `ambush ${m.number}`,
      `remove ${m.number}`,
    ]);
}

describe.each(VISIBILITY)("legal (%s visibility)", (mode) => {
  it.each(STARTS)("lists exactly the commands the game takes, each with where it goes (%s)", (_name, start) => {
    const state: GameState = inMode(start, mode);
    const legal = table(state).blue.legal();
    const listed = new Map(legal.markers.flatMap((m) => m.actions.map((a) => [a.line, a] as const)));
    expect(legal.side.map((a) => a.line)).toEqual(["end"]);
    for (const line of tries(table(state))) {
      const t = table(state);
      const before = t.blue.view().own.map((m) => m.number);
      const played = t.blue.play(line);
      expect(played.ok, `${line}: ${played.ok ? "taken" : played.reason}`).toBe(listed.has(line));
      const action = listed.get(line);
      if (!played.ok || !action?.hex || !line.startsWith("move")) continue;
      // A step's hex is where the marker then stands.
      const who = Number(line.split(" ")[1]);
      expect(before).toContain(who);
      const moved = t.blue.view().own.find((m) => m.number === who);
      if (moved?.where.at === "cell") expect(moved.where.hex).toBe(action.hex);
    }
  });

  it("names a door it opens, then the enemies in sight as the side names them; nothing when not its turn", () => {
    const t = table(inMode(STARTS[1]![1], mode));
    const marine = t.blue.view().own.find((m) => m.label === "marine1")!.number;
    const open = t.blue.legal(marine).markers[0]!.actions.find((a) => a.verb === "open")!;
    expect(open).toMatchObject({ line: `open ${marine} ne`, hex: "1:0703", command: { verb: "open", who: marine } });
    expect(t.blue.legal(marine).side).toEqual([]);
    expect(t.blue.play(open.line)).toEqual({ ok: true });
    const fire = t.blue.legal(marine).markers[0]!.actions.filter((a) => a.verb === "fire");
    const seen = t.blue.view().enemies.filter((e) => e.inSight);
    expect(fire.map((a) => a.line)).toEqual(seen.map((e) => `fire ${marine} at ${e.hex} ${e.label}`));
    expect(fire.length).toBeGreaterThan(0);
    expect(t.yellow.legal()).toEqual({ markers: [], side: [], patterns: [] });
    expect(t.blue.play("end")).toEqual({ ok: true });
    expect(t.blue.legal()).toEqual({ markers: [], side: [], patterns: [] });
    expect(t.yellow.legal().side.map((a) => a.line)).toContain("end");
  });
});
