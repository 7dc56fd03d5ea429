// A campaign's boarding as a game: the session from the boarding's scenario file, saved where the run
// says, the computer at the enemy's side in its thread; the run told of the save and of each side-turn
// reached (so an older copy of the save is refused), and settled the moment the game is over.
import type { Level } from "../ai/search/strength.js";
import { newBriefedSession } from "../play/new-game.js";
import { playerSeed } from "../play/player-seed.js";
import { seating } from "../seating/seats.js";
import type { Session } from "../play/session.js";
import { thinkingLine } from "../play/think-pace.js";
import { problemLine, resumeGame, saveInfo, startSave, type Saver } from "../save/index.js";
import type { Started } from "../tui/starter.js";
import type { Side } from "../engine/state.js";
import { computerSeat } from "./computer-thread.js";

export interface BoardingGame {
  readonly session: Session;
  readonly started: Started;
  /** The save's path and file id, for the run (noteSave). */
  readonly save?: { readonly path: string; readonly id: string };
  /** Stops the computer and closes the save. */
  close(): Promise<void>;
}

export interface GameHooks {
  /** A side-turn began: the actions played so far. */
  readonly onProgress: (actions: number) => void;
  /** The game is over (called once). */
  readonly onOver: () => void;
  /** A line for the screen: the computer thinking, a failed write. */
  readonly notify: (line: string) => void;
}

/** The enemy's side and the computer's strength there. */
export interface Enemy {
  readonly side: Side;
  readonly strength: Level;
}

/** A new game of the boarding's scenario FILE with SEED, saved to SAVEPATH; or its problems. */
export function newBoardingGame(
  file: string,
  seed: string,
  savePath: string,
  enemy: Enemy,
  hooks: GameHooks,
): BoardingGame | readonly string[] {
  const made = newBriefedSession(file, seed);
  if (Array.isArray(made)) return made;
  const { session } = made;
  const saver = startSave(session, file, { path: savePath, computer: enemy, onProblem: hooks.notify });
  if (!saver.ok) return [`the boarding's game cannot be saved: ${problemLine(saver)}`];
  const info = saveInfo(saver.path);
  const id = "header" in info ? info.header.id : "";
  return play(session, saver, enemy, hooks, made.briefing, ["saved as it is played: quitting keeps the boarding"], {
    path: saver.path,
    id,
  });
}

/** The boarding's game resumed from its save (the run checked it is the one it started); or why not. */
export function resumedBoardingGame(save: string, enemy: Enemy, hooks: GameHooks): BoardingGame | readonly string[] {
  const resumed = resumeGame(save, { onProblem: hooks.notify });
  if (!resumed.ok) return [problemLine(resumed)];
  return play(resumed.session, resumed.saver, resumed.computer ?? enemy, hooks, undefined, [
    "the boarding goes on where it was left",
  ]);
}

function play(
  session: Session,
  saver: Saver,
  enemy: Enemy,
  hooks: GameHooks,
  briefing: Started["briefing"],
  notices: readonly string[],
  save?: BoardingGame["save"],
): BoardingGame {
  const thinker = computerSeat(session, {
    side: enemy.side,
    strength: enemy.strength,
    seed: playerSeed(session.setup.seed, enemy.side),
    progress: (share) => hooks.notify(share === null ? "" : thinkingLine(share)),
    onProblem: hooks.notify,
  });
  let side = session.toMove;
  let over = false;
  const settle = (): void => {
    if (over || !session.over) return;
    over = true;
    hooks.onOver();
  };
  const unsubscribe = session.onAction(() => {
    if (session.over) return settle();
    if (session.toMove !== side) {
      side = session.toMove;
      hooks.onProgress(session.actions.length);
    }
  });
  // A game resumed over already (its end saved, the run not yet told) is settled at once.
  queueMicrotask(settle);
  const started: Started = {
    ...seating(session),
    computer: enemy,
    notices,
    ...(briefing ? { briefing } : {}),
  };
  return {
    session,
    started,
    ...(save ? { save } : {}),
    close: async () => {
      unsubscribe();
      await thinker.stop();
      saver.close();
    },
  };
}
