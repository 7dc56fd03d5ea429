// A saved game back in play: the file read and checked, the setup rebuilt, the journal replayed into a Session.
import type { Scenario } from "../content/scenario-load.js";
import type { Action } from "../engine/rules.js";
import type { Setup } from "../engine/setup.js";
import type { Side } from "../engine/state.js";
import { Session } from "../play/session.js";
import { readSave, type SaveContents } from "./read-save.js";
import { problem, type SaveProblem } from "./save-problem.js";
import type { Passphrases } from "./sealing.js";
import { rebuildSetup } from "./setup-snapshot.js";

export interface LoadedGame {
  readonly ok: true;
  readonly file: string;
  readonly session: Session;
  readonly scenario: Scenario;
  /** Things the player should be told: a copy of the turn in play cut off, a changed scenario file. */
  readonly notices: readonly string[];
  readonly contents: SaveContents;
}

/** The whole game of a save; a protected one needs the passphrase of every side that set one. */
export function loadSave(file: string, options: { passphrases?: Passphrases } = {}): LoadedGame | SaveProblem {
  const contents = readSave(file, options);
  if (!contents.ok) return contents;
  const rebuilt = rebuildSetup(contents.setup);
  if (typeof rebuilt === "string") return problem("unplayable", file, rebuilt);
  const session = replayJournal(file, rebuilt.setup, contents.actions);
  if (!(session instanceof Session)) return session;
  // The sides' travel goals as they were left: each side's seat gives them back to that side alone.
  for (const [side, goals] of Object.entries(contents.goals)) session.setTravelGoals(side as Side, goals);
  return {
    ok: true,
    file,
    session,
    scenario: rebuilt.scenario,
    notices: [...contents.notices, ...rebuilt.notices.map((n) => `${file}: ${n}`)],
    contents,
  };
}

/** The game after every action of the journal, or which action no longer applies and why. */
export function replayJournal(file: string, setup: Setup, actions: readonly Action[]): Session | SaveProblem {
  const session = new Session(setup);
  for (let i = 0; i < actions.length; i++) {
    let reason: string | undefined;
    try {
      const done = session.act(actions[i]!);
      if (!done.ok) reason = done.reason;
    } catch (e) {
      reason = e instanceof Error ? e.message : String(e);
    }
    if (reason !== undefined) {
      return problem(
        "unplayable",
        file,
        `action ${i + 1} of ${actions.length} no longer applies (${reason}): the scenario's files or the rules have changed since this game was saved`,
      );
    }
  }
  return session;
}
