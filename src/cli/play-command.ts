// `derelict` and `derelict play [SCENARIO]`: the hot-seat game in the terminal, from the start menu, a scenario or a save.
import { join } from "node:path";
import type { Command } from "commander";
import { savesFolder } from "../save/index.js";
import { scenarioFileFor } from "../content/catalog.js";
import { newSession } from "../play/new-game.js";
import type { App } from "../tui/app.js";
import { runTui } from "../tui/run-tui.js";
import { EXIT_INVALID, UserMistake, usageMistake } from "./failure.js";
import { playStarter } from "./play-starter.js";
import { addQuickOptions, QUICK_USAGE, quickGiven, quickScenarioFileOrFail, type QuickFlags } from "./quick-options.js";

interface PlayOptions extends QuickFlags {
  seed?: string;
  color: boolean;
  save: boolean;
  resume?: string | boolean;
}

export function addPlayCommand(program: Command): void {
  const command = program
    .command("play")
    .description("the hot-seat game in the terminal: a start menu, a scenario, or a saved game")
    .argument("[scenario]", "a bundled scenario name or a scenario file")
    .option("--seed <n>", "the seed of the dice (default: a new one each game)")
    .option("--resume [save]", "go on with a saved game: the latest, or the save file named")
    .option("--no-save", "do not save the game as it is played")
    .option("--no-color", "no colours (also NO_COLOR=1 or TERM=dumb)");
  addQuickOptions(command).action(async (scenarioRef: string | undefined, options: PlayOptions) => {
    if (options.seed !== undefined && !/^\d+$/.test(options.seed)) throw usageMistake(`--seed takes a whole number, not '${options.seed}'`);
    if (scenarioRef !== undefined && options.resume !== undefined) throw usageMistake("give a scenario or --resume, not both");
    const quick = quickGiven(options);
    if (quick && (scenarioRef !== undefined || options.resume !== undefined)) throw usageMistake(`give a scenario, --resume, or a scenario from flags (${QUICK_USAGE}), not more than one`);
    let file: string | undefined;
    // A scenario from flags is written to a file beside the saves, so a save can name and copy it.
    if (quick) {
      if (!process.stdin.isTTY || !process.stdout.isTTY) throw usageMistake("derelict play needs a terminal (standard input and output); for scripts use derelict run");
      file = quickScenarioFileOrFail(options, join(savesFolder(), "quick"));
    }
    if (scenarioRef !== undefined) {
      file = scenarioFileFor(scenarioRef);
      if (!file) throw usageMistake(`no bundled scenario '${scenarioRef}' (see derelict scenarios list), and it is not a file path`);
      // A broken scenario named on the command line is reported like any bad file, before the screen opens.
      const check = newSession(file, 1);
      if (Array.isArray(check)) throw new UserMistake(check.join("\n"), EXIT_INVALID, true);
    }
    if (!process.stdin.isTTY || !process.stdout.isTTY) throw usageMistake("derelict play needs a terminal (standard input and output); for scripts use derelict run");
    let app: App | undefined;
    const starter = playStarter({
      ...(options.seed !== undefined ? { seed: Number(options.seed) } : {}),
      save: options.save,
      ...(typeof options.resume === "string" ? { resumeRef: options.resume } : {}),
      onProblem: (message) => app?.notify(message),
    });
    try {
      process.exitCode = await runTui({
        starter,
        start: { ...(file ? { file } : {}), ...(options.resume !== undefined ? { resume: true } : {}) },
        colour: options.color,
        onStart: (a) => (app = a),
      });
    } finally {
      starter.close();
    }
  });
}
