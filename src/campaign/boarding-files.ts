// A boarding's files in the run's folder (derelict-N/: ship.yaml, scenario.yaml, game.jsonl) and the
// checks on its game save when the run is resumed: a save gone, of another game or older than the
// run has seen gives no second try; the boarding is forfeit.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile, type Scenario } from "../content/scenario-load.js";
import { loadSave } from "../save/load-save.js";
import { saveInfo } from "../save/read-save.js";
import { problemLine } from "../save/save-problem.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import type { Session } from "../play/session.js";
import { refereeHandle } from "../seating/referee-handle.js";
import { boardingResult, type BoardingResult } from "./boarding-result.js";
import { beginBoarding } from "./boarding.js";
import type { Derelict } from "./derelict.js";
import { runFolder, saveRun } from "./run-files.js";
import type { BoardingUnderWay, Run } from "./run-state.js";
import { boarders, scenarioWithSquad } from "./squad-aboard.js";

/** The sickbay's module: a won boarding on a ship with it patches the squad's wounded. */
const SICKBAY_MODULE = 98;

/** A boarding ready to play: the run (saved, the boarding under way), the scenario and its file, the game's seed. */
export interface PreparedBoarding {
  readonly run: Run;
  readonly scenario: Scenario;
  readonly scenarioFile: string;
  /** Where the game's save goes. */
  readonly savePath: string;
  readonly seed: string;
  readonly playerSide: Derelict["playerSide"];
  readonly enemyStrength: Derelict["enemyStrength"];
}

export const boardingFolder = (run: Run, index: number, env: NodeJS.ProcessEnv = process.env): string =>
  join(runFolder(run, env), `derelict-${index}`);

/**
 * Writes DERELICT's ship and scenario (with the squad) into the run's folder, loads the scenario, and
 * saves the run with the boarding under way, before any move is made. Or the scenario's problems.
 */
export function prepareBoarding(
  run: Run,
  derelict: Derelict,
  env: NodeJS.ProcessEnv = process.env,
): PreparedBoarding | string[] {
  const folder = boardingFolder(run, derelict.index, env);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  let data = scenarioWithSquad(run, derelict, boarders(run));
  if (derelict.shipYaml !== undefined) {
    writeFileAtomic(join(folder, "ship.yaml"), derelict.shipYaml);
    data = { ...data, ship: "./ship.yaml" };
  }
  const scenarioFile = join(folder, "scenario.yaml");
  writeFileAtomic(
    scenarioFile,
    `# ${derelict.shipName}: boarding ${derelict.index} of a campaign run\n${stringify(data)}`,
  );
  const scenario = loadScenarioFile(scenarioFile);
  if (!scenario.ok) return scenario.problems.map(formatProblem);
  const sickbay = scenario.value.ship.modules.some((m) => m.module.id === SICKBAY_MODULE);
  const begun = beginBoarding(run, derelict, { sickbay });
  saveRun(begun, env);
  return {
    run: begun,
    scenario: scenario.value,
    scenarioFile,
    savePath: join(folder, "game.jsonl"),
    seed: begun.underWay!.seed,
    playerSide: derelict.playerSide,
    enemyStrength: derelict.enemyStrength,
  };
}

/** The run with the boarding's game save noted (its path and file id): call once the save is started. */
export function noteSave(run: Run, save: string, saveId: string): Run {
  if (!run.underWay) throw new Error("no boarding is under way");
  return { ...run, underWay: { ...run.underWay, save, saveId } };
}

/** The same, the file id read from the save at PATH (as the screens have it once startSave returns); or why it cannot be read. */
export function noteSaveFile(run: Run, path: string): Run | string {
  const info = saveInfo(path);
  return "header" in info ? noteSave(run, path, info.header.id) : problemLine(info);
}

/** The run with the game's progress noted: call at each side-turn's start with the actions played so far. */
export function noteProgress(run: Run, actions: number): Run {
  if (!run.underWay) throw new Error("no boarding is under way");
  return actions > run.underWay.furthest ? { ...run, underWay: { ...run.underWay, furthest: actions } } : run;
}

/** What to do with the boarding under way when the run is resumed. */
export type BoardingResume =
  /** No game was started yet: start it (the same seed: nothing was played, nothing to retry). */
  | { readonly kind: "start" }
  /** Go on with the game from its save. */
  | { readonly kind: "play"; readonly session: Session; readonly save: string }
  /** The game is over: settle the run with its result. */
  | { readonly kind: "over"; readonly result: BoardingResult }
  /** The save is gone, another game's, or older than the run has seen: the boarding is forfeit. */
  | { readonly kind: "forfeit"; readonly why: string };

/** How the boarding under way stands, from its game save. */
export function boardingResume(w: BoardingUnderWay): BoardingResume {
  if (w.save === undefined || w.saveId === undefined) return { kind: "start" };
  const loaded = loadSave(w.save);
  if (!loaded.ok) return { kind: "forfeit", why: `its game save cannot be read (${problemLine(loaded)})` };
  const c = loaded.contents;
  if (c.header.id !== w.saveId || c.setup.seed !== w.seed)
    return { kind: "forfeit", why: "its game save was replaced by another game's" };
  if (c.actions.length < w.furthest)
    return {
      kind: "forfeit",
      why: `its game save was put back to an older copy (${c.actions.length} of ${w.furthest} actions)`,
    };
  if (loaded.session.over) {
    const result = boardingResult(refereeHandle(loaded.session).revealed(), w.playerSide);
    return result ? { kind: "over", result } : { kind: "forfeit", why: "its game's result cannot be read" };
  }
  return { kind: "play", session: loaded.session, save: w.save };
}
