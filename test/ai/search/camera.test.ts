// The computer facing the enemy's security camera: it shows a marker of its own choosing before anything
// else and plays its turn on (it used to plan in imagined games without the camera, its every command
// refused, its turn never ended); and imagined games carry a camera call as the side knows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { seededRandom } from "../../../src/ai/random.js";
import { Computer } from "../../../src/ai/search/computer.js";
import { newSession } from "../../../src/play/new-game.js";
import { seating } from "../../../src/seating/seats.js";
import type { Session } from "../../../src/play/session.js";
import type { Sandbox } from "../../../src/seat/index.js";
import { guessFrom } from "../../seat/seat-output.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "..", "docs", "examples");
const SCRIPT = readFileSync(join(EXAMPLES, "open-table.script"), "utf8")
  .split("\n")
  .map((l) => l.replace(/#.*/, "").trim())
  .filter(Boolean);
const small = { plans: 3, worlds: 2, horizon: 1 };

/** The example's open table played up to the line UNTIL (blue's camera comes on in its turn 4; yellow chooses). */
function upTo(until: string, extra: readonly string[] = []): Session {
  const session = newSession(join(EXAMPLES, "open-table.yaml"), "1", "open");
  if (Array.isArray(session)) throw new Error(session.join("\n"));
  let ends = 0;
  for (const line of SCRIPT.slice(0, SCRIPT.indexOf(until))) {
    expect(session.command(line).ok, line).toBe(true);
    if (line === "end" && ++ends === 3) for (const e of extra) expect(session.command(e).ok, e).toBe(true);
  }
  return session;
}

const box = (b: Sandbox | string): Sandbox => {
  if (typeof b === "string") throw new Error(b);
  return b;
};

describe("the computer and the security camera", () => {
  it("shows the enemy's camera one of its markers itself, a dummy when one is aboard, and plays its turn to the end", () => {
    const session = upTo("identify Harg", ["dummy 99:0906"]);
    const { seats } = seating(session);
    expect(seats.yellow.view().devices.cameraDue).toBe(true);
    const dummy = seats.yellow.view().own.find((m) => !m.soldier && m.where.at === "cell")!;
    new Computer(seats.yellow, { strength: small, seed: 3 }).playTurn();
    // Blue's turn has begun: its camera's finding is the dummy.
    expect(session.toMove).toBe("blue");
    expect(session.state().devices.camera.blue.at(-1)).toMatchObject({ number: dummy.number, answer: "a dummy" });
  }, 60_000);

  it("shows a soldier when it has no dummy aboard, then ends its turn", () => {
    const session = upTo("identify Harg");
    const { seats } = seating(session);
    const before = session.actions.length;
    new Computer(seats.yellow, { strength: small, seed: 4 }).playTurn();
    expect(session.actions[before]?.type).toBe("identify");
    expect(session.toMove).toBe("blue");
    const shown = session.state().devices.camera.blue.at(-1)!;
    expect(shown.answer).not.toBe("a dummy");
    expect(seats.yellow.view().own.map((m) => m.number)).toContain(shown.number);
  }, 60_000);
});

describe("imagined games and a camera call", () => {
  it("the enemy's camera on the side waits for its choice in the imagined game too; the bot answers it there", () => {
    const { seats } = seating(upTo("identify Harg"));
    const imagined = box(seats.yellow.imagine(guessFrom(seats.yellow), "cam"));
    expect(imagined.seat("yellow").view().devices.cameraDue).toBe(true);
    expect(imagined.play("end").ok).toBe(false);
    new Bot(imagined.seat("yellow"), seededRandom(1)).playTurn();
    expect(imagined.commands()[0]).toMatchObject({ verb: "identify" });
    expect(imagined.turn().toMove).toBe("blue");
  });

  it("the side's own camera stays on in its imagined game, and the imagined enemy must answer it", () => {
    // Back to blue's turn 4 just after the bridge order: the camera on, yellow yet to choose.
    const at = newSession(join(EXAMPLES, "open-table.yaml"), "1", "open");
    if (Array.isArray(at)) throw new Error(at.join("\n"));
    for (const line of SCRIPT.slice(0, SCRIPT.indexOf("bridge camera") + 1)) expect(at.command(line).ok).toBe(true);
    expect(at.state().devices.cameraCall?.by).toBe("blue");
    const { seats } = seating(at);
    expect(seats.blue.view().devices.cameraWaiting).toBe(true);
    const imagined = box(seats.blue.imagine(guessFrom(seats.blue), "cam"));
    expect(imagined.seat("blue").view().devices.cameraWaiting).toBe(true);
    expect(imagined.play("end").ok).toBe(true);
    const yellow = imagined.seat("yellow");
    expect(yellow.view().devices.cameraDue).toBe(true);
    new Bot(yellow, seededRandom(1)).playTurn();
    expect(imagined.turn().toMove).toBe("blue");
    expect(imagined.seat("blue").view().devices.camera.length).toBe(1);
  });

  it("the enemy's choice of marker for the side's camera never goes into the side's imagined game", () => {
    const played = newSession(join(EXAMPLES, "open-table.yaml"), "1", "open");
    if (Array.isArray(played)) throw new Error(played.join("\n"));
    for (const line of SCRIPT.slice(0, SCRIPT.indexOf("identify Harg") + 1)) expect(played.command(line).ok).toBe(true);
    expect(played.state().devices.cameraCall?.shown).toBeDefined();
    const { seats } = seating(played);
    const imagined = box(seats.blue.imagine(guessFrom(seats.blue), "cam"));
    expect(imagined.seat("yellow").view().devices.cameraDue).toBe(true);
  });
});
