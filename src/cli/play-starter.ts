// Games for the terminal UI from the command line's side: new ones saved as they are played, saved ones resumed.
import type { ScenarioEntry } from "../content/scenario-entries.js";
import { newBriefedSession, newSession, randomSeed } from "../play/new-game.js";
import { problemLine, resumeGame, startSave, type Saver } from "../save/index.js";
import { resumeLabel } from "../save/save-folder.js";
import { PASSPHRASE_VARIABLE } from "../save/passphrase-prompt.js";
import type { Resumed, Started, Starter } from "../tui/starter.js";

export interface PlayStarterOptions {
  /** The start menu's scenarios (src/content/scenario-entries.ts); none when not given. */
  readonly scenarios?: readonly ScenarioEntry[];
  /** The seed of every new game; a fresh one each game when not given. */
  readonly seed?: string;
  /** Autosave new games and offer to resume (off with --no-save). */
  readonly save: boolean;
  /** The save --resume names; the latest when not given. */
  readonly resumeRef?: string;
  /** A failed write: the game goes on and the screen says so. */
  readonly onProblem: (message: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

export interface PlayStarter extends Starter {
  resume(passphrase?: string): Resumed;
  /** Closes the save of the game being played, if any. */
  close(): void;
}

export function playStarter(o: PlayStarterOptions): PlayStarter {
  let saver: Saver | undefined;
  const env = o.env ?? process.env;
  const close = (): void => {
    saver?.close();
    saver = undefined;
  };
  return {
    scenarios: o.scenarios ?? [],
    saves: o.save,
    check(file) {
      const session = newSession(file, "check");
      return Array.isArray(session) ? session : undefined;
    },
    newGame(file, passphrases) {
      const made = newBriefedSession(file, o.seed ?? randomSeed());
      if (Array.isArray(made)) return made;
      close();
      const { session } = made;
      const game = { session, passphrases, ...(made.briefing ? { briefing: made.briefing } : {}) };
      if (!o.save) return game;
      const started = startSave(session, file, { passphrases, onProblem: o.onProblem });
      if (!started.ok) return { ...game, notices: [`not saved: ${problemLine(started)}`] };
      saver = started;
      return { ...game, notices: [`saving to ${shortPath(started.path, env)}`] };
    },
    resumable: () => (o.save ? resumeLabel(o.resumeRef) : undefined),
    resume(passphrase) {
      const given = passphrase ?? env[PASSPHRASE_VARIABLE];
      const resumed = resumeGame(o.resumeRef, { ...(given ? { passphrase: given } : {}), onProblem: o.onProblem });
      if (!resumed.ok) {
        if (resumed.kind === "locked" || resumed.kind === "wrong-passphrase") return { locked: problemLine(resumed) };
        return [problemLine(resumed)];
      }
      close();
      saver = resumed.saver;
      const started: Started = {
        session: resumed.session,
        notices: [...resumed.notices, `resumed from ${shortPath(resumed.from, env)}`],
        passphrases: resumed.unlockedBy && given ? { [resumed.unlockedBy]: given } : {},
      };
      return started;
    },
    finished: close,
    close,
  };
}

/** A path under the home folder as ~/...: short enough for the handover screen. */
function shortPath(path: string, env: NodeJS.ProcessEnv): string {
  const home = env.HOME;
  return home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
