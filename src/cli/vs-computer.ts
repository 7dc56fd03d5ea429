// `derelict play SCENARIO --vs-computer SIDE [--strength N]` and `--resume` of such a game: one person
// at one seat (the terminal's single-seat mode: no handover, no passphrases), the computer at the
// other, thinking in a worker thread (src/cli/computer-thread.ts) while a line tells its progress.
import type { Side } from "../engine/state.js";
import { newBriefedSession } from "../play/new-game.js";
import { playerSeed } from "../play/player-seed.js";
import { thinkingLine } from "../play/think-pace.js";
import { seating } from "../seating/seats.js";
import type { Session } from "../play/session.js";
import { problemLine, resumeGame, startSave } from "../save/index.js";
import type { ComputerSeat } from "../save/format.js";
import type { Briefing } from "../seat/index.js";
import type { App } from "../tui/app.js";
import { runTui } from "../tui/run-tui.js";
import { computerSeat } from "./computer-thread.js";
import { farewellLine, shortPath } from "./farewell.js";
import { EXIT_INVALID, UserMistake } from "./failure.js";

export interface VsComputer {
  /** The scenario file of a new game, or none to resume (`resumeRef`: the save named, or the latest). */
  readonly file?: string;
  readonly resumeRef?: string;
  readonly resume?: boolean;
  /** Lines naming the newer saves passed over for the one resumed (src/save/resume.ts, chooseSave). */
  readonly skipped?: readonly string[];
  readonly computer: ComputerSeat;
  readonly seed: string;
  readonly save: boolean;
  readonly colour: boolean;
  /** A new game's visibility (`--visibility`); the scenario's when not given. */
  readonly visibility?: Parameters<typeof newBriefedSession>[2];
}

/** Plays the game until the person quits; resolves with the exit code. */
export async function playVsComputer(o: VsComputer): Promise<number> {
  let session: Session;
  let computer = o.computer;
  let briefing: Briefing | undefined;
  const notices: string[] = [];
  let close = () => {};
  let savedAt: string | undefined;
  if (o.resume) {
    const resumed = resumeGame(o.resumeRef);
    if (!resumed.ok) throw new UserMistake(problemLine(resumed), EXIT_INVALID);
    if (!resumed.computer)
      throw new UserMistake(`${resumed.from}: a game for two people: derelict play --resume`, EXIT_INVALID);
    session = resumed.session;
    computer = resumed.computer;
    notices.push(...(o.skipped ?? []), ...resumed.notices, `resumed from ${shortPath(resumed.from)}`);
    close = () => resumed.saver.close();
    savedAt = resumed.saver.path;
  } else {
    const made = newBriefedSession(o.file!, o.seed, o.visibility);
    if (Array.isArray(made)) throw new UserMistake(made.join("\n"), EXIT_INVALID, true);
    session = made.session;
    briefing = made.briefing;
    if (o.save) {
      const started = startSave(session, o.file!, { computer });
      if ("ok" in started && started.ok === false) notices.push(`not saved: ${problemLine(started)}`);
      else {
        close = () => started.close();
        savedAt = started.path;
      }
    }
  }
  const person: Side = computer.side === "blue" ? "yellow" : "blue";
  const { seats, referee } = seating(session);
  let app: App | undefined;
  const thinker = computerSeat(session, {
    side: computer.side,
    strength: computer.strength,
    // Its choices from the game's own named stream: a saved game against it is repeated exactly.
    seed: playerSeed(session.setup.seed, computer.side),
    progress: (share) => app?.notify(share === null ? "" : thinkingLine(share)),
    onProblem: (m) => app?.notify(m),
  });
  try {
    const code = await runTui({
      colour: o.colour,
      single: { seat: seats[person], referee, ...(briefing ? { briefing } : {}), notices },
      onStart: (a) => (app = a),
    });
    // The screen is gone: the shell is told where the unfinished game waits (a roguelike's "saved" on quitting).
    if (code === 0 && savedAt !== undefined && !session.over) process.stdout.write(`${farewellLine(savedAt)}\n`);
    return code;
  } finally {
    await thinker.stop();
    close();
  }
}
