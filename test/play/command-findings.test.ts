// Findings 3, 4 and 8 of issue 18, in the command language: a marker named by its hex is followed
// across the steps of one command; words left over are refused, never dropped; a refusal names a marker
// as the command named it. Played through a seat, as scripts, the TUI and programs play.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { seating } from "../../src/seating/seats.js";
import { Session } from "../../src/play/session.js";
import type { Seat } from "../../src/seat/index.js";

const loaded = loadScenarioFile(join(PACKAGE_ROOT, "scenarios", "first-boarding.yaml"));
if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
const scenario = loaded.value;

/** Blue's seat on first-boarding, after LINES (each must be played). */
function blueAfter(lines: readonly string[]): Seat {
  const session = new Session({ ...scenario, seed: "findings" });
  const seat = seating(session).seats.blue;
  for (const line of lines) {
    const done = line === "end" ? session.command("end") : seat.play(line);
    expect(done, line).toEqual({ ok: true });
  }
  return seat;
}

const where = (seat: Seat, name: string) => {
  const m = seat.view().own.find((o) => o.soldier?.name === name)!;
  return m.where.at === "cell" ? m.where.hex : m.where.at;
};

describe("issue 18, the command language", () => {
  it("finding 3: `move HEX w w` moves the marker that stood on HEX every step, though it left the hex", () => {
    // Osaka out of lock 1 and a step east, the bridge door beyond opened; next turn two steps through it.
    const seat = blueAfter([
      "board Osaka",
      "end",
      "end",
      "leave Osaka",
      "move 89:0006 e",
      "open 89:0106 e",
      "end",
      "end",
    ]);
    expect(where(seat, "Osaka")).toBe("89:0106");
    expect(seat.play("move 89:0106 e e")).toEqual({ ok: true });
    expect(where(seat, "Osaka")).toBe("89:0306");
    // A later command names the hex afresh: no marker of blue's stands on 89:0106 now.
    expect(seat.play("move 89:0106 e")).toMatchObject({ ok: false, code: "no-such-marker" });
  });

  it("finding 4: words left over refuse the whole command, and nothing of it is played", () => {
    const seat = blueAfter([]);
    expect(seat.play("board Osaka Menkovich")).toEqual({
      ok: false,
      code: "extra-words",
      reason: "too many words: 'Menkovich' (usage: board WHO)",
    });
    expect([where(seat, "Osaka"), where(seat, "Menkovich")]).toEqual(["outside", "outside"]);
    expect(seat.play("end now")).toMatchObject({ ok: false, code: "extra-words" });
    expect(seat.turn().toMove).toBe("blue");
  });

  it("finding 8: a refusal names the marker as the command named it: a soldier by name, a dummy by label", () => {
    const seat = blueAfter([]);
    expect(seat.play("move Osaka e")).toEqual({
      ok: false,
      code: "not-on-map",
      reason: "Osaka is not on the map",
    });
    expect(seat.play("move d1 e")).toMatchObject({ ok: false, reason: expect.stringMatching(/^d1 is not on the map/) });
    const number = seat.view().own.find((m) => m.soldier?.name === "Osaka")!.number;
    expect(seat.play(`move ${number} e`)).toMatchObject({
      reason: expect.stringMatching(new RegExp(`^\\?${number} `)),
    });
  });
});
