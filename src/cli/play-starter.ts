// Games for the terminal UI from the command line's side: new ones saved as they are played, saved ones resumed.
import { basename } from "node:path";
import type { ScenarioEntry } from "../content/scenario-entries.js";
import { newBriefedSession, newSession, randomSeed } from "../play/new-game.js";
import { seating } from "../seating/seats.js";
import { problemLine, resumeGame, saveInfo, startSave, type Saver } from "../save/index.js";
import { SIDES, type Side, type Visibility } from "../engine/state.js";
import { sidePassphraseVariable } from "./passphrase-prompt.js";
import type { Opponent, Passphrases, Resumed, Started, Starter } from "../tui/starter.js";
import { savedGamesLister } from "./saved-games.js";
import type { Session } from "../play/session.js";
import { computerSeat } from "./computer-thread.js";
import { farewellLine, shortPath } from "./farewell.js";
import { playerSeed } from "../play/player-seed.js";
import { thinkingLine } from "../play/think-pace.js";
import { refereeHandle } from "../seating/referee-handle.js";
import { gameRecord, writeGameRecord } from "../campaign/game-record.js";
import { programVersion } from "../campaign/program-version.js";

export interface PlayStarterOptions {
  /** The start menu's scenarios (src/content/scenario-entries.ts); none when not given. */
  readonly scenarios?: readonly ScenarioEntry[];
  /** The seed of every new game; a fresh one each game when not given. */
  readonly seed?: string;
  /** Every new game's visibility (`--visibility`); the scenario's when not given. */
  readonly visibility?: Visibility;
  /** Autosave new games and offer to resume (off with --no-save). */
  readonly save: boolean;
  /** The save --resume names; the latest when not given. */
  readonly resumeRef?: string;
  /** Lines naming the newer saves passed over for the one --resume chose (src/save/resume.ts, chooseSave). */
  readonly skipped?: readonly string[];
  /** A failed write: the game goes on and the screen says so. */
  readonly onProblem: (message: string) => void;
  /** In a game against the computer: a line while it thinks ("" once it is done). */
  readonly onProgress?: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

export interface PlayStarter extends Starter {
  resume(passphrases?: Passphrases, path?: string): Resumed;
  /** Closes the save of the game being played, if any. */
  close(): void;
  /** The line for the shell once the screen is gone: where the unfinished game is saved and how to go on; none without one. */
  farewell(): string | undefined;
}

export function playStarter(o: PlayStarterOptions): PlayStarter {
  let saver: Saver | undefined;
  let thinker: { stop(): Promise<void> } | undefined;
  const env = o.env ?? process.env;
  /** The game on screen, for its record once it is over. */
  let current: { session: Session; computer?: Opponent } | undefined;
  const close = (): void => {
    saver?.close();
    saver = undefined;
    void thinker?.stop();
    thinker = undefined;
  };
  /** The computer plays its side of SESSION from now on, in a worker thread, telling its progress. */
  const play = (session: Session, computer: Opponent): void => {
    thinker = computerSeat(session, {
      ...computer,
      seed: playerSeed(session.setup.seed, computer.side),
      progress: (share) => o.onProgress?.(share === null ? "" : thinkingLine(share)),
      onProblem: o.onProblem,
    });
  };
  return {
    scenarios: o.scenarios ?? [],
    saves: o.save,
    check(file) {
      const session = newSession(file, "check");
      return Array.isArray(session) ? session : undefined;
    },
    newGame(file, passphrases, computer) {
      const made = newBriefedSession(file, o.seed ?? randomSeed(), o.visibility);
      if (Array.isArray(made)) return made;
      close();
      const { session } = made;
      const game: Started = {
        ...seating(session),
        passphrases,
        ...(made.briefing ? { briefing: made.briefing } : {}),
        ...(computer ? { computer } : {}),
      };
      if (computer) play(session, computer);
      current = { session, ...(computer ? { computer } : {}) };
      if (!o.save) return game;
      const started = startSave(session, file, {
        passphrases,
        onProblem: o.onProblem,
        ...(computer ? { computer } : {}),
      });
      if (!started.ok) return { ...game, notices: [`not saved: ${problemLine(started)}`] };
      saver = started;
      return { ...game, notices: [`saving to ${shortPath(started.path, env)}`] };
    },
    savedGames: o.save ? savedGamesLister(env) : () => [],
    resume(passphrases = {}, path) {
      // Both players sit down to resume a protected game: each guarding side's passphrase is asked for
      // once (or read from DERELICT_PASSPHRASE_BLUE / _YELLOW), the side to move last, and then asked
      // again at each of its later handovers.
      const given: Passphrases = { ...fromEnvironment(env), ...passphrases };
      const resumed = resumeGame(path ?? o.resumeRef, { passphrases: given, onProblem: o.onProblem });
      if (!resumed.ok) {
        const side = askedFirst(resumed.sides ?? [], resumed.file);
        if ((resumed.kind === "locked" || resumed.kind === "wrong-passphrase") && side) {
          const wrong = resumed.kind === "wrong-passphrase";
          const why = wrong ? `is protected: it opens with ${side}'s passphrase` : resumed.message;
          return { locked: `${basename(resumed.file)}: ${why}`, side, wrong };
        }
        return [problemLine(resumed)];
      }
      close();
      saver = resumed.saver;
      current = { session: resumed.session, ...(resumed.computer ? { computer: resumed.computer } : {}) };
      // A game against the computer goes on against it: the person's seat alone at the screen.
      if (resumed.computer) {
        play(resumed.session, resumed.computer);
        return {
          ...seating(resumed.session),
          notices: [...(o.skipped ?? []), ...resumed.notices, `resumed from ${shortPath(resumed.from, env)}`],
          computer: resumed.computer,
        };
      }
      const guarded = SIDES.filter((side) => resumed.guarded.includes(side));
      const started: Started = {
        ...seating(resumed.session),
        notices: [...(o.skipped ?? []), ...resumed.notices, `resumed from ${shortPath(resumed.from, env)}`],
        passphrases: Object.fromEntries(guarded.map((side) => [side, given[side]!])),
      };
      return started;
    },
    finished() {
      const line = o.save ? recordLine(current, env) : undefined;
      current = undefined;
      close();
      return line;
    },
    close,
    // A finished game's save is closed (finished above): only a game left unfinished is named.
    farewell: () => (saver ? farewellLine(saver.path, env) : undefined),
  };
}

/** Writes the finished game's record file (docs/CAMPAIGN.md, records); the line naming it, none if it could not be. */
function recordLine(
  game: { session: Session; computer?: Opponent } | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (!game?.session.over) return undefined;
  const { session, computer } = game;
  const when = new Date().toISOString();
  const setup = session.setup as { readonly name?: unknown; readonly visibility?: unknown };
  const scenario = typeof setup.name === "string" ? setup.name : "game";
  const info = {
    scenario,
    seed: session.setup.seed,
    version: programVersion(),
    visibility: typeof setup.visibility === "string" ? setup.visibility : "open",
    ...(computer ? { players: { [computer.side]: `the computer, strength ${computer.strength}` } } : {}),
  };
  const text = gameRecord(refereeHandle(session).revealed(), info, when);
  if (!text) return undefined;
  try {
    return `record: ${shortPath(writeGameRecord(text, scenario, when, env), env)}`;
  } catch {
    return undefined;
  }
}

/** Of the sides still to type their passphrase, the one to ask now: the side to move comes last, as it plays first. */
function askedFirst(sides: readonly Side[], file: string): Side | undefined {
  const info = saveInfo(file);
  const toMove = "ok" in info ? undefined : info.status.turnOf;
  return sides.find((side) => side !== toMove) ?? sides[0];
}

/** Passphrases given in the environment, by side. */
function fromEnvironment(env: NodeJS.ProcessEnv): Passphrases {
  const found: Passphrases = {};
  for (const side of SIDES) {
    const value = env[sidePassphraseVariable(side)];
    if (value) found[side] = value;
  }
  return found;
}
