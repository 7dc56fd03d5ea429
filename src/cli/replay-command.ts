// `derelict replay <SAVE>`: a saved game stepped through as one side saw it, or fully revealed once it is over.
import type { Command } from "commander";
import type { Audience } from "../engine/events.js";
import type { Side } from "../engine/state.js";
import {
  loadSave,
  problemLine,
  readSideLog,
  replaySteps,
  saveInfo,
  type ReplayStep,
  type SaveProblem,
} from "../save/index.js";
import { seating } from "../seating/seats.js";
import { problem } from "../save/save-problem.js";
import { openSide } from "../save/sealing.js";
import { inputMistake, usageMistake } from "./failure.js";
import { logHead } from "./game-log.js";
import { PASSPHRASE_VARIABLE } from "./passphrase-prompt.js";
import { stepInteractively } from "./replay-stepper.js";
import { stepLines } from "./replay-text.js";
import { opening } from "./save-passphrases.js";

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
    .option("--json", "print the steps (or step N) as JSON (docs/schema/replay-output.schema.json)")
    .addHelpText(
      "after",
      "\nIn a terminal, the arrow keys step back and forth. A protected save asks for passphrases: a side's" +
        ` replay for that side's (or reads ${PASSPHRASE_VARIABLE}), the revealed replay of a finished game for` +
        " both (or reads DERELICT_PASSPHRASE_BLUE and DERELICT_PASSPHRASE_YELLOW).",
    )
    .action((save: string, options: ReplayOptions) => replayCommand(save, options));
}

interface Replay {
  readonly scenario: string;
  readonly over: boolean;
  readonly steps: readonly ReplayStep[];
  readonly seed?: string;
  readonly notices: readonly string[];
}

async function replayCommand(save: string, options: ReplayOptions): Promise<void> {
  if (options.as !== undefined && !["blue", "yellow", "referee"].includes(options.as))
    throw usageMistake(`--as takes blue, yellow or referee, not '${options.as}'`);
  if (options.step !== undefined && !/^\d+$/.test(options.step))
    throw usageMistake(`--step takes a whole number, not '${options.step}'`);
  const info = saveInfo(save);
  if ("ok" in info) throw inputMistake(problemLine(info));
  const audience = whoseEyes(save, info, options.as as Audience | undefined);
  const replay = audience === "referee" ? await revealed(save) : await sideReplay(save, audience, info);
  for (const notice of replay.notices) process.stderr.write(`${notice}\n`);
  const steps = replay.steps;
  const last = steps.length - 1;
  const at = options.step === undefined ? undefined : Number(options.step);
  if (at !== undefined && at > last)
    throw usageMistake(`--step takes 0 to ${last} for this game as ${audience} saw it, not ${at}`);
  const final = steps.at(-1)?.view;
  const result = final === undefined ? null : "side" in final ? final.result : final.blue.result;
  const first = steps[0]!.view;
  const visibility = "side" in first ? first.visibility : first.blue.visibility;
  const head = {
    ...logHead("derelict-replay", { ...replay, visibility, as: audience, result }),
    count: steps.length,
  };
  if (options.json) {
    const body = at === undefined ? { ...head, steps } : { ...head, step: steps[at] };
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

type Info = Exclude<ReturnType<typeof saveInfo>, SaveProblem>;

/**
 * Everything is shown only once the game is over. Before that only a side's own replay, and only with
 * that side's passphrase: a game that set none (or a side that set none) cannot tell who is asking.
 */
function whoseEyes(save: string, info: Info, as: Audience | undefined): Audience {
  const over = info.status.over;
  if (as === undefined) {
    if (over) return "referee";
    const own = ownSide(info);
    if (own) return own;
    throw usageMistake(`${save}: this game is not over yet: say whose side to replay, --as blue or --as yellow`);
  }
  if (as === "referee" && !over)
    throw usageMistake(
      `${save}: this game is not over yet: --as referee would show both sides' secrets; replay --as blue or --as yellow`,
    );
  if (as !== "referee" && !over && !info.header.protection?.sides[as].guarded)
    throw usageMistake(
      `${save}: this game is not over yet and ${as} set no passphrase, so nothing tells ${as}'s player from the other: ${as}'s replay opens once the game is over`,
    );
  return as;
}

/** The side whose passphrase DERELICT_PASSPHRASE is, if it is one. */
function ownSide(info: Info): Side | undefined {
  const passphrase = process.env[PASSPHRASE_VARIABLE];
  const p = info.header.protection;
  if (!passphrase || !p) return undefined;
  return (["blue", "yellow"] as const).find(
    (side) => p.sides[side].guarded && openSide(p, info.header.id, side, passphrase) !== undefined,
  );
}

/** The whole game (a finished one), opened with every passphrase it was given. */
async function revealed(save: string): Promise<Replay> {
  const game = await opening(save, (passphrases) => loadSave(save, { passphrases }));
  const { setup, actions } = game.contents;
  return {
    scenario: game.scenario.name,
    over: game.session.over,
    steps: replaySteps(game.session.setup, actions, "referee"),
    seed: setup.seed,
    notices: game.notices,
  };
}

/** A side's steps: from its own log in a protected save (its passphrase alone), else from a finished game. */
async function sideReplay(save: string, side: Side, info: Info): Promise<Replay> {
  if (!info.header.protection) {
    const game = await opening(save, (passphrases) => loadSave(save, { passphrases }));
    // The side's steps from its seat, as it saw the game (docs/SEAT.md).
    const steps = seating(game.session).seats[side].replay();
    return { scenario: game.scenario.name, over: game.session.over, steps, notices: game.notices };
  }
  const guarded = info.header.protection.sides[side].guarded;
  const log = await opening(
    save,
    (p) =>
      !guarded
        ? readSideLog(save, side, "")
        : p[side] === undefined
          ? problem("locked", save, `is protected: ${side}'s replay opens with ${side}'s passphrase`, [side])
          : readSideLog(save, side, p[side]),
    true,
  );
  return { scenario: log.scenario, over: log.steps.at(-1)?.over ?? false, steps: log.steps, notices: log.notices };
}
