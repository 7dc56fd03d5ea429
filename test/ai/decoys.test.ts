// The bot's dummies and the camera (src/ai/decoys.ts): across an open table it puts a decoy down on a
// soldier's hex out of every enemy marker's sight (in fog it leaves that to its deployment), and when the
// enemy's camera waits it shows a dummy if it has one aboard, else its least telling soldier.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerCamera, ownDummies, placeDecoys, scoutGoals } from "../../src/ai/decoys.js";
import { Bot } from "../../src/ai/bot.js";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import type { Session } from "../../src/play/session.js";
import type { Seat } from "../../src/seat/index.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "docs", "examples");
const YAML = join(EXAMPLES, "open-table.yaml");
const SCRIPT = readFileSync(join(EXAMPLES, "open-table.script"), "utf8")
  .split("\n")
  .map((l) => l.replace(/#.*/, "").trim())
  .filter(Boolean);

function start(visibility?: "open" | "fog"): Session {
  const s = newSession(YAML, "1", visibility);
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}
const fixed = () => 0.5;

describe("the bot's decoys", () => {
  it("across an open table puts a dummy on one of its soldiers' hexes, which no enemy marker sees", () => {
    const { seats } = seating(start("open"));
    const before = seats.blue.view();
    const soldierHexes = before.own.flatMap((m) => (m.soldier && m.where.at === "cell" ? [m.where.hex] : []));
    placeDecoys(seats.blue, fixed);
    const after = seats.blue.view();
    const fresh = after.own.filter((m) => !before.own.some((b) => b.number === m.number));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.soldier).toBeUndefined();
    expect(fresh[0]!.where.at).toBe("cell");
    expect(soldierHexes).toContain(fresh[0]!.where.at === "cell" ? fresh[0]!.where.hex : "");
    // Yellow watched a marker appear, by its number.
    expect(seats.yellow.view().enemies.map((e) => e.label)).toContain(`?${fresh[0]!.number}`);
    // One decoy a soldier at most: four soldiers, so four dummies however often it is asked.
    for (let i = 0; i < 5; i++) placeDecoys(seats.blue, fixed);
    expect(seats.blue.view().own.filter((m) => !m.soldier)).toHaveLength(4);
  });

  it("places none in fog", () => {
    const { seats } = seating(start("fog"));
    const before = seats.blue.view().own.length;
    placeDecoys(seats.blue, fixed);
    expect(seats.blue.view().own.length).toBe(before);
  });

  it("sends dummies toward enemy markers not known to be dummies", () => {
    const { seats } = seating(start("open"));
    const v = seats.blue.view();
    expect(ownDummies(v).map((m) => m.number)).toEqual(v.own.filter((m) => !m.soldier).map((m) => m.number));
    expect(scoutGoals(v).sort()).toEqual(v.enemies.map((e) => e.cell).sort());
  });

  it("a whole bot turn across an open table walks its dummy off its start", () => {
    const session = start("open");
    const { seats } = seating(session);
    const dummy = seats.blue.view().own.find((m) => !m.soldier)!;
    new Bot(seats.blue, fixed).playTurn();
    expect(session.toMove).toBe("yellow");
    const now = seats.blue.view().own.find((m) => m.number === dummy.number);
    expect(now?.where.at).toBe("cell");
    expect(now!.where).not.toEqual(dummy.where);
  });
});

describe("the bot facing the enemy's camera", () => {
  /** The example's script up to yellow's choice (blue's crew rolls 6 on turn 4), with EXTRA played in yellow's turn 2. */
  function cameraDue(extra: readonly string[]): Session {
    const session = start();
    let ends = 0;
    for (const line of SCRIPT.slice(0, SCRIPT.indexOf("identify Harg"))) {
      expect(session.command(line).ok, line).toBe(true);
      if (line === "end" && ++ends === 3) for (const e of extra) expect(session.command(e).ok, e).toBe(true);
    }
    return session;
  }

  it("shows a soldier when it has no dummy aboard", () => {
    const session = cameraDue([]);
    const { seats } = seating(session);
    expect(seats.yellow.view().devices.cameraDue).toBe(true);
    const harg = seats.yellow.view().own.find((m) => m.soldier?.name === "Harg")!;
    answerCamera(seats.yellow);
    expect(seats.yellow.view().devices.cameraDue).toBe(false);
    expect(session.state().devices.cameraCall?.shown?.number).toBe(harg.number);
  });

  it("shows a dummy when one is aboard", () => {
    const session = cameraDue(["dummy 99:0906"]);
    const { seats } = seating(session);
    const dummy = seats.yellow.view().own.find((m) => !m.soldier && m.where.at === "cell")!;
    expect(dummy).toBeDefined();
    answerCamera(seats.yellow);
    expect(session.state().devices.cameraCall?.shown?.number).toBe(dummy.number);
  });

  it("among soldiers, shows one that is no leader or hero before one that is, lowest number first", () => {
    const soldier = (number: number, extra: object) => ({
      number,
      soldier: { name: `s${number}`, ...extra },
      where: { at: "cell", cell: number, hex: `90:010${number}` },
      revealed: false,
    });
    const played: string[] = [];
    const seat = (own: object[]) =>
      ({
        view: () => ({ devices: { cameraDue: true }, own }),
        act: (c: { verb: string; who: number }) => (played.push(`${c.verb} ${c.who}`), { ok: true }),
      }) as unknown as Seat;
    answerCamera(seat([soldier(1, { leader: "low" }), soldier(2, { hero: true }), soldier(5, {}), soldier(4, {})]));
    answerCamera(seat([soldier(1, { leader: "low" }), soldier(3, { hero: true })]));
    // A revealed marker is no secret to show.
    answerCamera(seat([{ ...soldier(2, {}), revealed: true }, soldier(6, { leader: "low" })]));
    expect(played).toEqual(["identify 4", "identify 1", "identify 6"]);
  });

  it("does nothing when no camera waits", () => {
    const session = start();
    const { seats } = seating(session);
    const before = session.state();
    answerCamera(seats.blue);
    expect(session.state()).toBe(before);
  });
});
