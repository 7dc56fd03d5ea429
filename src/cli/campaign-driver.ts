// The campaign for the screens (src/tui/campaign-driver.ts), over src/campaign: a run begun or resumed,
// the shop, the next derelict made from the run's seed, its boarding played as a game against the
// computer (src/cli/campaign-game.ts), the run settled when that game ends, the record at the run's end.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  afterBoarding,
  boardingFolder,
  boardingResult,
  boardingResume,
  DIFFICULTIES,
  forfeitBoarding,
  newRun,
  newRunId,
  nextDerelict,
  noteProgress,
  noteSave,
  offers,
  prepareBoarding,
  recordRun,
  rosterFor,
  runRecord,
  saveRun,
  shop,
  squadPoints,
  squadTypes,
  suggestedSquad,
  unfinishedRuns,
  utcDate,
  programVersion,
  type BoardingResult,
  type Derelict,
  type DerelictMaker,
  type Difficulty,
  type Run,
} from "../campaign/index.js";
import { bundledRosterFiles, loadRosterFile, type Roster } from "../content/roster-load.js";
import { refereeHandle } from "../seating/referee-handle.js";
import { otherSide, type Side } from "../engine/state.js";
import type { Aftermath, Boarding, CampaignDriver, CampaignView, RaceChoice } from "../tui/campaign-driver.js";
import { newBoardingGame, resumedBoardingGame, type BoardingGame, type Enemy } from "./campaign-game.js";
import { aftermathOf, campaignView, clean, seedWords } from "./campaign-view.js";
import { peekRun } from "./campaign-peek.js";

export interface CampaignOptions {
  readonly make: DerelictMaker;
  readonly seed?: string;
  readonly daily?: boolean;
  readonly race?: string;
  readonly difficulty?: Difficulty;
  readonly visibility?: "open" | "fog";
  /** The program's version, for the record (package.json's when not given). */
  readonly programVersion?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** A line for the screen (the computer thinking, a failed write). */
  readonly notify: (line: string) => void;
  /** The caller's clock (the record's time, a daily run's date, a run's id). */
  readonly now?: () => Date;
}

export interface CliCampaign extends CampaignDriver {
  /** Waits for the boarding's game to close (the computer's thread stopped, the save closed). */
  stop(): Promise<void>;
}

export function campaignDriver(o: CampaignOptions): CliCampaign {
  const env = o.env ?? process.env;
  const now = o.now ?? (() => new Date());
  const races: RaceChoice[] = bundledRosterFiles().flatMap((file) => {
    const r = loadRosterFile(file);
    return r.ok ? [{ key: r.value.race, name: r.value.name }] : [];
  });
  const rosters = new Map<string, Roster | string>();
  const rosterOf = (race: string): Roster | string => {
    if (!rosters.has(race)) rosters.set(race, rosterFor(race));
    return rosters.get(race)!;
  };
  let run: Run | undefined;
  let roster: Roster | undefined;
  let derelict: Derelict | undefined;
  let game: BoardingGame | undefined;
  let closing: Promise<void> = Promise.resolve();
  let aftermath: Aftermath | undefined;
  let end: CampaignView["end"];

  const save = (next: Run): void => {
    run = next;
    saveRun(next, env);
  };
  const view = (): CampaignView => {
    const shown = campaignView(run!, roster!, {
      ...(derelict ? { next: derelict } : {}),
      ...(aftermath ? { aftermath } : {}),
      ...(end ? { end } : {}),
    });
    // The aftermath is told once.
    aftermath = undefined;
    return shown;
  };
  /** The next derelict, made from the run's seed (the same however often it is made). */
  const prepareNext = async (): Promise<void> => {
    derelict = run && !run.end ? await nextDerelict(run, o.make) : undefined;
  };
  /** The run after RESULT (or a forfeit): saved, and at its end the record file and the high score. */
  const settle = (result: BoardingResult | { forfeit: string }): void => {
    const before = run!;
    if ("forfeit" in result) {
      save(forfeitBoarding(before, result.forfeit));
      aftermath = { title: `BOARDING ${before.underWay!.index} FORFEIT`, lines: [clean(result.forfeit)] };
    } else {
      save(afterBoarding(before, roster!, result));
      aftermath = aftermathOf(before, run!, result, roster!);
    }
    derelict = undefined;
    if (run!.end) {
      // The record shown is the record written: the same run, the same time.
      const when = now().toISOString();
      const file = recordRun(run!, roster!, when, env);
      end = {
        won: run!.end.outcome === "won",
        why: clean(run!.end.why),
        file: clean(file),
        record: runRecord(run!, roster!, when).split("\n").map(clean),
      };
    }
  };
  const closeGame = (): void => {
    const g = game;
    game = undefined;
    if (g) closing = closing.then(() => g.close());
  };
  const hooks = (playerSide: Side) => ({
    onProgress: (actions: number) => run?.underWay && save(noteProgress(run, actions)),
    onOver: () => {
      const g = game;
      if (!g || !run?.underWay) return;
      const result = boardingResult(refereeHandle(g.session).revealed(), playerSide);
      settle(result ?? { forfeit: "its game's result cannot be read" });
    },
    notify: o.notify,
  });
  const enemyOf = (d: Pick<Derelict, "playerSide" | "enemyStrength">): Enemy => ({
    side: otherSide(d.playerSide),
    strength: d.enemyStrength,
  });
  /** Starts (or goes on with) the boarding under way; the screens get the person's seat. */
  const startGame = (made: BoardingGame | readonly string[]): Boarding => {
    if (!("session" in made)) return made;
    game = made;
    if (made.save && run?.underWay) save(noteSave(run, made.save.path, made.save.id));
    return made.started;
  };

  return {
    races,
    difficulties: DIFFICULTIES,
    defaults: {
      ...(o.race ? { race: o.race } : {}),
      ...(o.difficulty ? { difficulty: o.difficulty } : {}),
      ...(o.visibility ? { visibility: o.visibility } : {}),
    },
    seedWords: seedWords({ ...(o.daily ? { daily: utcDate(now()) } : {}), chosen: o.seed !== undefined }),
    underWay: () => peekRun(env),
    squadOffer(race, difficulty) {
      const r = rosterOf(race);
      if (typeof r === "string") return r;
      const points = squadPoints(difficulty as Difficulty);
      return {
        types: squadTypes(r).map((t) => ({ key: t.key, name: t.base.name, points: t.points })),
        points,
        suggested: suggestedSquad(r, points),
      };
    },
    async newRun(choice) {
      const r = rosterOf(choice.race);
      if (typeof r === "string") return r;
      const daily = o.daily ? utcDate(now()) : undefined;
      const made = newRun(r, {
        difficulty: choice.difficulty as Difficulty,
        visibility: choice.visibility,
        ...(o.seed !== undefined ? { seed: o.seed } : {}),
        ...(daily ? { daily } : {}),
        ...(choice.squad ? { squad: choice.squad } : {}),
        programVersion: o.programVersion ?? programVersion(),
        id: newRunId(now(), randomBytes(4).toString("hex")),
      });
      if (typeof made === "string") return made;
      roster = r;
      end = undefined;
      save(made);
      await prepareNext();
      return view();
    },
    async resume() {
      const found = unfinishedRuns(env)[0];
      if (!found) return "no campaign run is under way";
      const r = rosterOf(found.run.race);
      if (typeof r === "string") return `${found.file}: ${r}`;
      run = found.run;
      roster = r;
      end = undefined;
      const w = run.underWay;
      if (!w) {
        await prepareNext();
        return { view: view() };
      }
      const how = boardingResume(w);
      if (how.kind === "over") settle(how.result);
      else if (how.kind === "forfeit") settle({ forfeit: how.why });
      else {
        // The derelict again, from the run's seed: its enemy's strength, and its briefing.
        await prepareNext();
        const d = derelict!;
        const made =
          how.kind === "play"
            ? resumedBoardingGame(how.save, enemyOf(d), hooks(w.playerSide))
            : newBoardingGame(
                join(boardingFolder(run, w.index, env), "scenario.yaml"),
                w.seed,
                unusedSavePath(boardingFolder(run, w.index, env)),
                enemyOf(d),
                hooks(w.playerSide),
              );
        return { view: view(), boarding: startGame(made) };
      }
      await prepareNext();
      return { view: view() };
    },
    buy(index) {
      if (!run || !roster) return "no run is under way";
      const offer = offers(run, roster)[index];
      if (!offer) return "nothing there to buy";
      const bought = shop(run, roster, offer.purchase);
      if (typeof bought === "string") return bought;
      save(bought);
      return view();
    },
    async board() {
      if (!run || !roster) return ["no run is under way"];
      if (!derelict) await prepareNext();
      const d = derelict;
      if (!d) return ["the run is over: there is nothing left to board"];
      const prepared = prepareBoarding(run, d, env);
      if (Array.isArray(prepared)) return prepared;
      run = prepared.run;
      return startGame(
        newBoardingGame(prepared.scenarioFile, prepared.seed, prepared.savePath, enemyOf(d), hooks(d.playerSide)),
      );
    },
    async afterBoarding() {
      closeGame();
      await closing;
      if (run && !run.end && !derelict) await prepareNext();
      return view();
    },
    close: closeGame,
    async stop() {
      closeGame();
      await closing;
    },
  };
}

/**
 * Where a boarding's game is saved when it is started again (the run was saved with it under way, and
 * the program stopped before its save was noted): its first name, unless a save was begun there then.
 */
function unusedSavePath(folder: string): string {
  const first = join(folder, "game.jsonl");
  return existsSync(first) ? join(folder, `game-${randomBytes(4).toString("hex")}.jsonl`) : first;
}
