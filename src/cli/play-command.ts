// `derelict` and `derelict play [SCENARIO]`: the hot-seat game in the terminal, from the start menu or a scenario.
import type { Command } from "commander";
import { scenarioFileFor } from "../content/catalog.js";
import { bundledScenarios, newSession, randomSeed } from "../play/new-game.js";
import { runTui } from "../tui/run-tui.js";
import type { Session } from "../play/session.js";
import { EXIT_INVALID, UserMistake, usageMistake } from "./failure.js";

interface PlayOptions {
  seed?: string;
  color: boolean;
}

export function addPlayCommand(program: Command): void {
  program
    .command("play")
    .description("the hot-seat game in the terminal: a start menu, or straight into a scenario")
    .argument("[scenario]", "a bundled scenario name or a scenario file")
    .option("--seed <n>", "the seed of the dice (default: a new one each game)")
    .option("--no-color", "no colours (also NO_COLOR=1 or TERM=dumb)")
    .action(async (scenarioRef: string | undefined, options: PlayOptions) => {
      if (options.seed !== undefined && !/^\d+$/.test(options.seed)) throw usageMistake(`--seed takes a whole number, not '${options.seed}'`);
      let start: string | undefined;
      if (scenarioRef !== undefined) {
        start = scenarioFileFor(scenarioRef);
        if (!start) throw usageMistake(`no bundled scenario '${scenarioRef}' (see derelict scenarios list), and it is not a file path`);
      }
      if (!process.stdin.isTTY || !process.stdout.isTTY) throw usageMistake("derelict play needs a terminal (standard input and output); for scripts use derelict run");
      const seed = () => (options.seed === undefined ? randomSeed() : Number(options.seed));
      // A broken scenario named on the command line is reported like any bad file, before the screen opens.
      let first: Session | undefined;
      if (start) {
        const made = newSession(start, seed());
        if (Array.isArray(made)) throw new UserMistake(made.join("\n"), EXIT_INVALID, true);
        first = made;
      }
      process.exitCode = await runTui({
        scenarios: bundledScenarios(),
        newGame: (file) => {
          const made = first ?? newSession(file, seed());
          first = undefined;
          return made;
        },
        ...(start ? { start } : {}),
        colour: options.color,
      });
    });
}
