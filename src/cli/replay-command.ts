// `derelict replay <SAVE>`: a saved game stepped through as one side saw it, or fully revealed once it is over.
import type { Command } from "commander";
import type { Audience } from "../engine/events.js";
import { loadSave, type LoadedGame } from "../save/load-save.js";
import { askPassphrase, PASSPHRASE_VARIABLE } from "../save/passphrase-prompt.js";
import { replaySteps, type ReplayStep } from "../save/replay-steps.js";
import { stepInteractively } from "../save/replay-stepper.js";
import { stepLines } from "../save/replay-text.js";
import { problemLine } from "../save/save-problem.js";
import { inputMistake, usageMistake } from "./failure.js";

interface ReplayOptions {
  as?: string;
  step?: string;
  json?: boolean;
}

export function addReplayCommand(program: Command): void {
  program
    .command("replay")
    .description("step through a saved game as one side saw it, or fully revealed once the game is over")
    .argument(
      "<save>",
      "a save file (saves are kept in $XDG_DATA_HOME/derelict/saves, default ~/.local/share/derelict/saves)",
    )
    .option(
      "--as <side>",
      "whose eyes: blue, yellow, or referee once the game is over (default: referee for a finished game)",
    )
    .option("--step <n>", "print the game as it stood after step N (0 is the start) and stop")
    .option("--json", "print the steps (or step N) as JSON")
    .addHelpText(
      "after",
      `\nIn a terminal, the arrow keys step back and forth. A protected save asks for a passphrase, or reads ${PASSPHRASE_VARIABLE}.`,
    )
    .action((save: string, options: ReplayOptions) => replayCommand(save, options));
}

async function replayCommand(save: string, options: ReplayOptions): Promise<void> {
  if (options.as !== undefined && !["blue", "yellow", "referee"].includes(options.as))
    throw usageMistake(`--as takes blue, yellow or referee, not '${options.as}'`);
  if (options.step !== undefined && !/^\d+$/.test(options.step))
    throw usageMistake(`--step takes a whole number, not '${options.step}'`);
  const game = await openSave(save, options.as as Audience | undefined);
  for (const notice of game.notices) process.stderr.write(`${notice}\n`);
  const audience = whoseEyes(game, options.as as Audience | undefined);
  const steps = replaySteps(game.session.setup, game.session.actions, audience);
  const last = steps.length - 1;
  const at = options.step === undefined ? undefined : Number(options.step);
  if (at !== undefined && at > last)
    throw usageMistake(`--step takes 0 to ${last} for this game as ${audience} saw it, not ${at}`);
  const head = {
    scenario: game.scenario.name,
    as: audience,
    over: game.session.over,
    count: steps.length,
    ...(audience === "referee" ? { seed: game.session.setup.seed } : {}),
  };
  if (options.json) {
    const body = at === undefined ? { ...head, steps: steps } : { ...head, step: steps[at] };
    process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  } else if (at !== undefined) {
    print(steps[at]!, steps.length, audience);
  } else if (process.stdin.isTTY && process.stdout.isTTY) {
    await stepInteractively(steps.length, (i) => stepLines(steps[i]!, steps.length, audience), {
      input: process.stdin,
      output: process.stdout,
    });
  } else {
    steps.forEach((s, i) => {
      if (i > 0) process.stdout.write("\n");
      print(s, steps.length, audience);
    });
  }
}

function print(step: ReplayStep, total: number, audience: Audience): void {
  process.stdout.write(`${stepLines(step, total, audience).join("\n")}\n`);
}

/** The saved game, asking for a passphrase in a terminal when it is protected and none was given. */
async function openSave(save: string, as: Audience | undefined): Promise<LoadedGame> {
  const side = as === "blue" || as === "yellow" ? as : undefined;
  let passphrase = process.env[PASSPHRASE_VARIABLE] || undefined;
  for (let tries = 0; ; tries++) {
    const loaded = loadSave(save, { ...(passphrase ? { passphrase } : {}) });
    if (loaded.ok) return loaded;
    const canAsk = process.stdin.isTTY === true && tries < 3;
    if ((loaded.kind === "locked" || (loaded.kind === "wrong-passphrase" && tries > 0)) && canAsk) {
      passphrase = await askPassphrase(`passphrase for ${save}${side ? ` (${side}'s)` : ""}: `);
      if (passphrase === undefined) throw inputMistake(`${save}: no passphrase given`);
      continue;
    }
    const hint = loaded.kind === "locked" ? ` (run it in a terminal to type it, or set ${PASSPHRASE_VARIABLE})` : "";
    throw inputMistake(`${problemLine(loaded)}${hint}`);
  }
}

/**
 * Everything is shown only once the game is over. Before that a side's replay is allowed, and for a
 * protected save only with that side's own passphrase: the other player's would open it too.
 */
function whoseEyes(game: LoadedGame, as: Audience | undefined): Audience {
  const over = game.session.over;
  if (as === undefined) {
    if (over) return "referee";
    if (game.unlockedBy) return game.unlockedBy;
    throw usageMistake(`${game.file}: this game is not over yet: say whose side to replay, --as blue or --as yellow`);
  }
  if (as === "referee" && !over)
    throw usageMistake(
      `${game.file}: this game is not over yet: --as referee would show both sides' secrets; replay --as blue or --as yellow`,
    );
  if (as !== "referee" && !over && game.unlockedBy && game.unlockedBy !== as) {
    throw usageMistake(
      `${game.file}: this game is not over yet: replaying ${as}'s side needs ${as}'s passphrase, not ${game.unlockedBy}'s`,
    );
  }
  return as;
}
