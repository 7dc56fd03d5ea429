// `derelict` and `derelict play [SCENARIO]`: the hot-seat game in the terminal, from the start menu, a scenario or a save.
// The start menu is drawn before the engine is loaded (src/cli/deferred-starter.ts): only what
// the menu shows is imported here; the engine, the loaders and the saves come in by import().
import { join } from "node:path";
import type { Command } from "commander";
import { lookUp, noSuch } from "../content/catalog.js";
import { menuScenarios } from "../content/scenario-entries.js";
import { savesFolder } from "../save/save-folder.js";
import type { App } from "../tui/app.js";
import { runTui } from "../tui/run-tui.js";
import { deferredStarter } from "./deferred-starter.js";
import { deferredCampaign, type DeferredOptions } from "./campaign-deferred.js";
import { opponentFilePath, readOpponent, writeOpponent } from "./opponent-memory.js";
import { EXIT_INVALID, UserMistake, usageMistake } from "./failure.js";
import type { PlayStarterOptions } from "./play-starter.js";
import { checkedSeed, SEED_HELP } from "./seed-option.js";
import { checkedVisibility, VISIBILITY_HELP } from "./visibility-option.js";
import { addQuickOptions, QUICK_USAGE, quickGiven, type QuickFlags } from "./quick-flags.js";

export interface PlayOptions extends QuickFlags {
  seed?: string;
  visibility?: string;
  color: boolean;
  /** False with --no-mouse. */
  mouse?: boolean;
  save: boolean;
  resume?: string | boolean;
  vsComputer?: string;
  strength?: string;
}

/** The options of a bare `derelict play`. */
export const PLAY_DEFAULTS: PlayOptions = { color: true, save: true };

export function addPlayCommand(program: Command): void {
  const command = program
    .command("play")
    .description("the hot-seat game in the terminal: a start menu, a scenario, or a saved game")
    .argument("[scenario]", "a scenario name (bundled or a content folder's, as listed) or a scenario file")
    .option("--seed <text>", `${SEED_HELP} (default: 128 random bits, new each game)`)
    .option("--visibility <mode>", VISIBILITY_HELP)
    .option("--resume [save]", "go on with a saved game: the latest, or the save file named")
    .option("--no-save", "do not save the game as it is played")
    .option("--no-color", "no colours (also NO_COLOR=1 or TERM=dumb)")
    .option("--no-mouse", "no clicks or wheel: the terminal's own selection and scrolling instead")
    .option("--vs-computer <side>", "play against the computer, which plays SIDE (blue or yellow)")
    .option(
      "--strength <n>",
      "with --vs-computer: the computer's strength, 1 (a beginner), 2 (the simple bot), 3 (default) or 4 (a deeper search)",
    );
  addQuickOptions(command).action(play);
}

/** What `derelict campaign` asks of the start menu's screen: the campaign's choices, a new run or the one under way. */
export interface CampaignStart {
  readonly options: Omit<DeferredOptions, "notify">;
  readonly start: "new" | "go on";
}

/** The game from the start menu, a scenario (SCENARIO_REF), a save or the campaign; resolves when the player quits. */
export async function play(
  scenarioRef: string | undefined,
  options: PlayOptions,
  campaignStart?: CampaignStart,
): Promise<void> {
  const computer = computerOf(options);
  const file = await scenarioFile(scenarioRef, options);
  if (options.visibility !== undefined && options.resume !== undefined)
    throw usageMistake("--visibility is for a new game: a saved game goes on as it began");
  if (computer && file === undefined && options.resume === undefined)
    throw usageMistake("--vs-computer needs a scenario (or --resume)");
  // The save to resume, chosen before the screen opens: when none loads, one line and exit 1 (before
  // asking for a terminal: nothing could be played in one).
  const chosen = options.resume !== undefined ? await saveToGoOn(options.resume) : undefined;
  needTerminal();
  const resumeRef = chosen?.path;
  const skipped = chosen?.skipped ?? [];
  // A saved game against the computer goes on against it, whether or not --vs-computer is given again.
  const saved = options.resume !== undefined ? await savedComputer(resumeRef) : undefined;
  if (computer || saved) {
    const { playVsComputer } = await import("./vs-computer.js");
    process.exitCode = await playVsComputer({
      ...(file ? { file } : {}),
      ...(resumeRef ? { resumeRef } : {}),
      resume: options.resume !== undefined,
      skipped,
      computer: (saved ?? computer)!,
      seed: options.seed !== undefined ? checkedSeed(options.seed) : (await import("../play/new-game.js")).randomSeed(),
      save: options.save,
      colour: options.color,
      ...(options.visibility !== undefined ? { visibility: checkedVisibility(options.visibility) } : {}),
    });
    return;
  }
  let app: App | undefined;
  const opponentFile = opponentFilePath();
  const remembered = readOpponent(opponentFile);
  const settings: PlayStarterOptions = {
    ...(options.seed !== undefined ? { seed: checkedSeed(options.seed) } : {}),
    ...(options.visibility !== undefined ? { visibility: checkedVisibility(options.visibility) } : {}),
    save: options.save,
    ...(resumeRef ? { resumeRef, skipped } : {}),
    onProblem: (message) => app?.notify(message),
    onProgress: (line) => app?.notify(line),
  };
  const starter = deferredStarter(
    {
      scenarios: await menuScenarios(),
      saves: options.save,
      ...(remembered.opponent ? { opponent: remembered.opponent } : {}),
      rememberOpponent: (o) => writeOpponent(opponentFile, o),
    },
    async () => (await import("./play-starter.js")).playStarter(settings),
  );
  // The campaign on the menu (and `derelict campaign`): its line reads the run's file; the rest loads behind.
  const campaign = deferredCampaign({
    ...campaignStart?.options,
    notify: (line) => app?.notify(line),
  });
  // Straight into a game (a scenario, --resume or the campaign): the engine must be in before the screen opens.
  if (file !== undefined || options.resume !== undefined || campaignStart)
    await Promise.all([starter.load(), campaign.load()]);
  try {
    process.exitCode = await runTui({
      starter,
      campaign,
      start: {
        ...(file ? { file } : {}),
        ...(options.resume !== undefined ? { resume: true } : {}),
        ...(campaignStart ? { campaign: campaignStart.start } : {}),
      },
      colour: options.color,
      mouse: options.mouse !== false,
      ...(remembered.problem !== undefined ? { notes: [remembered.problem] } : {}),
      load: () => Promise.all([starter.load(), campaign.load()]),
      onStart: (a) => (app = a),
    });
    // The screen is gone: the shell is told where the unfinished game waits (a roguelike's "saved" on quitting).
    const farewell = process.exitCode === 0 ? starter.farewell() : undefined;
    if (farewell !== undefined) process.stdout.write(`${farewell}\n`);
  } finally {
    starter.close();
    await campaign.stop();
  }
}

/** The computer's side and strength from --vs-computer and --strength; none without --vs-computer. */
function computerOf(options: PlayOptions): { side: "blue" | "yellow"; strength: 1 | 2 | 3 | 4 } | undefined {
  if (options.vsComputer === undefined) {
    if (options.strength !== undefined) throw usageMistake("--strength goes with --vs-computer");
    return undefined;
  }
  const side = options.vsComputer;
  if (side !== "blue" && side !== "yellow") throw usageMistake(`--vs-computer takes blue or yellow, not '${side}'`);
  const strength = Number(options.strength ?? "3");
  if (strength !== 1 && strength !== 2 && strength !== 3 && strength !== 4)
    throw usageMistake(`--strength takes 1, 2, 3 or 4, not '${options.strength}'`);
  return { side, strength };
}

/** The save `--resume` goes on with (the one named, or the newest that loads), or a user's mistake naming why none. */
async function saveToGoOn(resume: string | boolean) {
  const { chooseSave, problemLine } = await import("../save/index.js");
  const chosen = chooseSave(typeof resume === "string" ? resume : undefined);
  if (!chosen.ok) throw new UserMistake(problemLine(chosen), EXIT_INVALID);
  return chosen;
}

/** The computer's seat recorded in the save to resume, if it is a game against the computer. */
async function savedComputer(ref: string | undefined) {
  const { saveToResume, saveInfo } = await import("../save/index.js");
  const path = saveToResume(ref);
  if (typeof path !== "string") return undefined;
  const info = saveInfo(path);
  return "header" in info ? info.header.computer : undefined;
}

/** The scenario file to start at once (named, or made from flags), checked; none for the menu or a save. */
async function scenarioFile(scenarioRef: string | undefined, options: PlayOptions): Promise<string | undefined> {
  if (scenarioRef !== undefined && options.resume !== undefined)
    throw usageMistake("give a scenario or --resume, not both");
  const quick = quickGiven(options);
  if (quick && (scenarioRef !== undefined || options.resume !== undefined))
    throw usageMistake(`give a scenario, --resume, or a scenario from flags (${QUICK_USAGE}), not more than one`);
  // A scenario from flags is written to a file beside the saves, so a save can name and copy it.
  if (quick) {
    needTerminal();
    return (await import("./quick-options.js")).quickScenarioFileOrFail(options, join(savesFolder(), "quick"));
  }
  if (scenarioRef === undefined) return undefined;
  const found = lookUp("scenarios", scenarioRef);
  if (!found || "problem" in found) throw usageMistake(found?.problem ?? noSuch("scenarios", scenarioRef));
  const file = found.file;
  // A broken scenario named on the command line is reported like any bad file, before the screen opens.
  const check = (await import("../play/new-game.js")).newSession(file, "check");
  if (Array.isArray(check)) throw new UserMistake(check.join("\n"), EXIT_INVALID, true);
  return file;
}

function needTerminal(): void {
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    throw usageMistake("derelict play needs a terminal (standard input and output); for scripts use derelict run");
}
