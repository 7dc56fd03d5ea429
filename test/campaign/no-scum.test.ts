// A boarding cannot be tried twice: the run moves on before play, and its game save is checked when the
// run is resumed (gone, another game's, an older copy: forfeit; finished: settled; else played on).
import { copyFileSync, mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { afterBoarding, forfeitBoarding } from "../../src/campaign/boarding.js";
import {
  boardingResume,
  noteProgress,
  noteSaveFile,
  prepareBoarding,
  type PreparedBoarding,
} from "../../src/campaign/boarding-files.js";
import { bundledDerelicts } from "../../src/campaign/bundled-derelict.js";
import { loadRun, runFile, saveRun } from "../../src/campaign/run-files.js";
import type { Run } from "../../src/campaign/run-state.js";
import { Session } from "../../src/play/session.js";
import { startSave } from "../../src/save/start-save.js";
import { Seat } from "../../src/seat/index.js";
import { FOR, roster, run } from "./fixtures.js";

const scratch = mkdtempSync(join(tmpdir(), "derelict-scum-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Boarding {
  readonly prepared: PreparedBoarding;
  readonly session: Session;
  run: Run;
  close(): void;
  /** Plays N side-turns (bots on both sides), noting the progress in the run at each side-turn's start. */
  play(n: number): void;
}

async function board(name: string): Promise<Boarding> {
  const env = { XDG_DATA_HOME: join(scratch, name) };
  const start = run({ id: name });
  saveRun(start, env);
  const derelict = await bundledDerelicts("first-boarding")(start.seed, 1, FOR);
  const prepared = prepareBoarding(start, derelict, env);
  if (Array.isArray(prepared)) throw new Error(prepared.join("\n"));
  const session = new Session({ ...prepared.scenario, seed: prepared.seed });
  const saver = startSave(session, prepared.scenarioFile, { path: prepared.savePath });
  if (!saver.ok) throw new Error(saver.message);
  const noted = noteSaveFile(prepared.run, prepared.savePath);
  if (typeof noted === "string") throw new Error(noted);
  saveRun(noted, env);
  const bots = {
    blue: new Bot(new Seat(session, "blue"), seededRandom(1)),
    yellow: new Bot(new Seat(session, "yellow"), seededRandom(2)),
  };
  const b: Boarding = {
    prepared,
    session,
    run: noted,
    close: () => saver.close(),
    play(n) {
      for (let i = 0; i < n && !session.over; i++) {
        b.run = noteProgress(b.run, session.actions.length);
        saveRun(b.run, env);
        const side = session.toMove;
        bots[side].playTurn();
        if (!session.over && session.toMove === side) session.command("end");
      }
    },
  };
  return b;
}

describe("no second try at a boarding", () => {
  it("saves the run with the boarding under way before a move is made", async () => {
    const b = await board("before");
    const saved = loadRun(runFile(b.run, { XDG_DATA_HOME: join(scratch, "before") }));
    expect(typeof saved).not.toBe("string");
    expect((saved as Run).underWay).toMatchObject({ index: 1, seed: b.prepared.seed, save: b.prepared.savePath });
    b.close();
  });

  it("a quit mid-boarding resumes that boarding where it was", async () => {
    const b = await board("resume");
    b.play(3);
    b.close();
    const r = boardingResume(b.run.underWay!);
    expect(r.kind).toBe("play");
    if (r.kind === "play") expect(r.session.actions).toEqual(b.session.actions);
  });

  it("a deleted game save forfeits the boarding: its boarders are lost", async () => {
    const b = await board("deleted");
    b.play(2);
    b.close();
    unlinkSync(b.prepared.savePath);
    const r = boardingResume(b.run.underWay!);
    expect(r).toMatchObject({ kind: "forfeit", why: expect.stringMatching(/cannot be read/) });
    const lost = forfeitBoarding(b.run, r.kind === "forfeit" ? r.why : "");
    expect(lost.squad.filter((s) => b.run.underWay!.boarders.includes(s.name)).every((s) => s.status === "dead")).toBe(
      true,
    );
  });

  it("an older copy of the game save put back is refused", async () => {
    const b = await board("older");
    b.play(2);
    copyFileSync(b.prepared.savePath, join(scratch, "older-copy.jsonl"));
    b.play(4);
    b.close();
    copyFileSync(join(scratch, "older-copy.jsonl"), b.prepared.savePath);
    expect(boardingResume(b.run.underWay!)).toMatchObject({
      kind: "forfeit",
      why: expect.stringMatching(/older copy/),
    });
  });

  it("another game's save in its place is refused, even of the same boarding", async () => {
    const b = await board("other");
    const c = await board("other-2");
    b.close();
    c.close();
    copyFileSync(c.prepared.savePath, b.prepared.savePath);
    expect(boardingResume(b.run.underWay!)).toMatchObject({
      kind: "forfeit",
      why: expect.stringMatching(/another game/),
    });
  });

  it("a game finished before the run was settled is settled from its save, as it ended", async () => {
    const b = await board("finished");
    b.play(200);
    b.close();
    expect(b.session.over).toBe(true);
    const r = boardingResume(b.run.underWay!);
    expect(r.kind).toBe("over");
    if (r.kind !== "over") return;
    expect(r.result.winner).toBe(b.session.state().result?.winner ?? null);
    const settled = afterBoarding(b.run, roster(), r.result);
    expect(settled.next).toBe(2);
    expect(settled.boardings[0]!.turns).toBe(b.session.turn);
  });

  it("a boarding whose game was never started starts again from nothing (the same seed, nothing to retry)", async () => {
    const env = { XDG_DATA_HOME: join(scratch, "fresh") };
    const start = run({ id: "fresh" });
    const derelict = await bundledDerelicts("first-boarding")(start.seed, 1, FOR);
    const prepared = prepareBoarding(start, derelict, env) as PreparedBoarding;
    expect(boardingResume(prepared.run.underWay!)).toEqual({ kind: "start" });
    expect(() => prepareBoarding(prepared.run, derelict, env)).toThrow(/under way already/);
  });
});
