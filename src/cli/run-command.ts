// `derelict run`: a game played headless from a script, its log printed as one side saw it.
import { join } from "node:path";
import type { Command } from "commander";
import { loadScenarioFile, type Scenario } from "../content/scenario-load.js";
import type { Audience } from "../engine/events.js";
import { DEFAULT_LEVEL, isStrength, type Level } from "../ai/search/strength.js";
import type { Side } from "../engine/state.js";
import { playGame, type Player } from "../seating/computer-game.js";
import { playerSeed } from "../play/player-seed.js";
import { randomSeed } from "../play/new-game.js";
import { playScript } from "../play/script.js";
import { seating } from "../seating/seats.js";
import { Session } from "../play/session.js";
import { refereeView } from "../view/referee-view.js";
import { EXIT_INVALID, inputMistake, UserMistake, usageMistake } from "./failure.js";
import { namedFileOrFail, valueOrFail } from "./load-or-fail.js";
import { checkedSeed, SEED_HELP } from "./seed-option.js";
import { checkedVisibility, VISIBILITY_HELP } from "./visibility-option.js";
import { addQuickOptions, QUICK_USAGE, quickGiven, type QuickFlags } from "./quick-flags.js";
import { quickScenarioFileOrFail, quickScenarioOrFail } from "./quick-options.js";
import { plainLog, sideOutput } from "./side-output.js";
import { logHead } from "./game-log.js";
import { runProtocol } from "./protocol-command.js";
import { MAX_LINE_BYTES } from "./request-lines.js";
import { runGames } from "./run-games.js";
import { readScript } from "./script-file.js";
import { problemLine, savesFolder, startSave, type Saver } from "../save/index.js";

interface RunOptions extends QuickFlags {
  script?: string;
  strength?: string;
  seed?: string;
  visibility?: string;
  as: string;
  json?: boolean;
  protocol?: string;
  save?: string;
  games?: string;
}

export function addRunCommand(program: Command): void {
  const command = program
    .command("run")
    .description("play a scenario headless from a script of commands, then print the log as one side saw it")
    .argument(
      "[scenario]",
      `a scenario name (bundled or a content folder's) or a scenario file (or none, and ${QUICK_USAGE})`,
    )
    .option(
      "--script <file>",
      "the commands, one a line (# comments); - reads standard input; none: the game as it starts",
    )
    .option(
      "--strength <n>",
      "with --blue computer and --yellow computer: the computer's strength, 1, 2, 3 (default) or 4; with --protocol and --as SIDE: the computer at that strength plays the other side instead of the bot",
    )
    .option(
      "--seed <text>",
      `${SEED_HELP} (default: 1; with --protocol, 128 random bits, new each game: a side plays against the bot or the computer)`,
    )
    .option("--visibility <mode>", VISIBILITY_HELP)
    .option("--as <side>", "whose eyes: blue, yellow or referee", "referee")
    .option(
      "--protocol <format>",
      "jsonl: play over standard input and output, one request a line, one JSON answer a line (docs/SCRIPTS.md, The protocol); with --as blue or yellow the bot plays the other side",
    )
    .option("--save <file>", "write the game to a save file as it is played (derelict replay reads it)")
    .option(
      "--games <n>",
      "with --blue and --yellow players: play N games (game K's seed is SEED/K), one JSON line each and a summary with win rates and 95% intervals",
    )
    .option(
      "--json",
      "print the side's final view and the events it saw (text and fields) as JSON (docs/schema/run-output.schema.json)",
    );
  addQuickOptions(command).action((scenarioRef: string | undefined, options: RunOptions) =>
    runCommand(scenarioRef, options),
  );
}

async function runCommand(scenarioRef: string | undefined, given: RunOptions): Promise<void> {
  // --blue and --yellow name a player (computer, bot) instead of a race for a quick scenario.
  const named = { blue: given.blue, yellow: given.yellow };
  const options: RunOptions = {
    ...given,
    blue: PLAYER_KINDS.has(given.blue ?? "") ? undefined : given.blue,
    yellow: PLAYER_KINDS.has(given.yellow ?? "") ? undefined : given.yellow,
  };
  if (options.protocol !== undefined && options.protocol !== "jsonl")
    throw usageMistake(`--protocol takes jsonl, not '${options.protocol}'`);
  if (options.protocol !== undefined && (options.script !== undefined || options.json))
    throw usageMistake("--protocol reads its commands from standard input: no --script or --json with it");
  const audience = options.as as Audience;
  if (!["blue", "yellow", "referee"].includes(audience))
    throw usageMistake(`--as takes blue, yellow or referee, not '${options.as}'`);
  const seed = runSeed(options);
  const visibility = options.visibility === undefined ? undefined : checkedVisibility(options.visibility);
  if (scenarioRef !== undefined && quickGiven(options))
    throw usageMistake(`give a scenario or make one with ${QUICK_USAGE}, not both`);
  if (scenarioRef === undefined && !quickGiven(options))
    throw usageMistake(`give a scenario, or make one with ${QUICK_USAGE}`);
  const players = playersOf(options, named);
  if (players && options.protocol !== undefined)
    throw usageMistake("--protocol plays its sides from standard input: no --blue or --yellow players with it");
  const against = options.protocol !== undefined ? protocolStrength(options, audience) : undefined;
  if (players && options.save !== undefined)
    throw usageMistake("--save goes with --script or --protocol, not with computer players");
  // A save keeps its scenario's file and a copy of its text: a scenario from flags is written to a
  // file first, beside the saves as derelict play does (src/cli/quick-options.ts).
  const quickFile =
    options.save !== undefined && scenarioRef === undefined
      ? quickScenarioFileOrFail(options, join(savesFolder(), "quick"))
      : undefined;
  const scenarioFile = quickFile ?? (scenarioRef === undefined ? undefined : namedFileOrFail("scenarios", scenarioRef));
  const scenario =
    scenarioFile !== undefined ? valueOrFail(loadScenarioFile(scenarioFile)) : quickScenarioOrFail(options);
  if (options.games !== undefined) {
    const games = gamesOf(options, players);
    runGames(played(scenario, visibility), seed, players!, games, (line) => process.stdout.write(line));
    return;
  }
  const scriptName = options.script === "-" ? "<stdin>" : (options.script ?? "");
  const game = played(scenario, visibility);
  let session: Session;
  let error: ReturnType<typeof playScript> = undefined;
  if (players) {
    session = playGame(game, { game: seed, players: playerSeed(seed, "blue") }, players).session;
  } else {
    const text = options.script === undefined ? "" : readScript(options.script);
    session = new Session({ ...game, seed });
    const saver = options.save === undefined ? undefined : saveTo(session, scenarioFile!, options.save);
    if (options.protocol !== undefined) {
      try {
        const { tooLong } = await runProtocol(session, seed, process.stdin, {
          ...(audience === "referee" ? {} : { as: audience }),
          ...(against !== undefined ? { strength: against } : {}),
          // reset: the same scenario and options from another seed (a save holds one game: not with --save).
          ...(saver === undefined ? { restart: (again: string) => new Session({ ...game, seed: again }) } : {}),
        });
        if (tooLong !== undefined) {
          const why = `a request line is at most ${MAX_LINE_BYTES} bytes; no more input was read`;
          process.stderr.write(`<stdin>:${tooLong}: ${why}\n`);
          process.exitCode = EXIT_INVALID;
        }
      } finally {
        saver?.close();
      }
      return;
    }
    // How a travel ended goes beside the log, as the line it came from says it: not an error.
    error = playScript(session, text, (line, note) => process.stderr.write(`${scriptName}:${line}: ${note}\n`));
    saver?.close();
  }
  if (audience !== "referee") {
    // A side's output comes from its seat alone (src/cli/side-output.ts).
    // A refusal is worded from what the refused side knows: only that side's output (or the referee's) says it.
    const own = error && error.code !== "expectation" && session.toMove === audience ? error : undefined;
    process.stdout.write(sideOutput(seating(session).seats[audience], scenario.name, options.json === true, own));
  } else if (options.json) {
    const events = session.witnessed("referee");
    const view = refereeView(session.state());
    const head = logHead("derelict-run", {
      scenario: scenario.name,
      visibility: game.visibility,
      as: audience,
      over: session.over,
      result: view.result,
      seed,
    });
    process.stdout.write(
      `${JSON.stringify({ ...head, view, events, ...(error ? { stopped: error } : {}) }, null, 2)}\n`,
    );
  } else {
    process.stdout.write(plainLog(game.visibility, session.witnessed("referee")));
  }
  if (error) throw new UserMistake(`${scriptName}:${error.line}: ${error.reason}`, EXIT_INVALID, true);
}

/**
 * The seed of a run: as given; else `1` for a script or computer players (a run reproduced by its
 * command line), but fresh randomness for the protocol, where a side plays against the bot: a public
 * default would let it look the game up (`run SCENARIO --as yellow --json` prints the enemy's setup).
 */
function runSeed(options: RunOptions): string {
  if (options.seed !== undefined) return checkedSeed(options.seed);
  return options.protocol !== undefined ? randomSeed() : "1";
}

/** A save of the game from its start (before any action), as the terminal game writes one. */
function saveTo(session: Session, scenarioFile: string, path: string): Saver {
  const started = startSave(session, scenarioFile, { path });
  if (!started.ok) throw inputMistake(`not saved: ${problemLine(started)}`);
  return started;
}

/** The scenario as played: its own visibility, or the one --visibility asks for. */
const played = (scenario: Scenario, visibility: Scenario["visibility"] | undefined): Scenario =>
  visibility ? { ...scenario, visibility } : scenario;

/** --games N as a number, or why not: it goes only with two players and prints its own JSON lines. */
function gamesOf(options: RunOptions, players: Record<Side, Player> | undefined): number {
  const text = options.games!;
  const games = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(games >= 1 && games <= MAX_GAMES))
    throw usageMistake(`--games takes a number from 1 to ${MAX_GAMES}, not '${text}'`);
  if (!players) throw usageMistake("--games plays computer players: give --blue and --yellow computer or bot");
  if (options.as !== "referee") throw usageMistake("--games prints every game's result: no --as with it");
  if (options.json) throw usageMistake("--games prints JSON lines already: no --json with it");
  return games;
}

const MAX_GAMES = 100_000;

/** The strength --strength names (none: 3), or a usage mistake. */
function strengthOf(given: string | undefined): Level {
  const strength = given === undefined ? DEFAULT_LEVEL : Number(given);
  if (!isStrength(strength)) throw usageMistake(`--strength takes 1, 2, 3 or 4, not '${given}'`);
  return strength;
}

/** The computer's strength against the protocol's side, when --strength is given (it needs --as SIDE). */
function protocolStrength(options: RunOptions, audience: Audience): Level | undefined {
  if (options.strength === undefined) return undefined;
  if (audience === "referee") throw usageMistake("--strength with --protocol goes with --as blue or yellow");
  return strengthOf(options.strength);
}

/** The players named by --blue and --yellow (both, and no script), or none for a scripted game. */
function playersOf(
  options: RunOptions,
  given: Readonly<Record<Side, string | undefined>>,
): Record<Side, Player> | undefined {
  const strength = strengthOf(options.strength);
  const named = {
    blue: PLAYER_KINDS.has(given.blue ?? "") ? given.blue : undefined,
    yellow: PLAYER_KINDS.has(given.yellow ?? "") ? given.yellow : undefined,
  };
  if (named.blue === undefined && named.yellow === undefined) return undefined;
  if (options.script !== undefined) throw usageMistake("give --script or --blue and --yellow players, not both");
  const player = (side: Side): Player => {
    const kind = named[side];
    if (kind === undefined) throw usageMistake(`give --${side} computer (or bot) too: a script plays no side alone`);
    if (kind === "computer") return { kind: "computer", strength };
    if (kind === "bot") return { kind: "bot" };
    throw usageMistake(`--${side} takes computer or bot, not '${kind}'`);
  };
  return { blue: player("blue"), yellow: player("yellow") };
}

const PLAYER_KINDS: ReadonlySet<string> = new Set(["computer", "bot"]);
