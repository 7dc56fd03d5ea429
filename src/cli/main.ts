// The `derelict` command: subcommands, and one guard that turns every failure into a line and an exit code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { PACKAGE_ROOT } from "../content/catalog.js";
import { useContentFolders } from "../content/content-folders.js";
import { CONTENT_OPTION_HELP, takeContentOptions } from "./content-option.js";
import { reportFailure } from "./failure.js";
import { quietOnClosedPipe } from "./output.js";

type AddCommand = (program: Command) => void;

/**
 * Each subcommand's module, loaded only when that subcommand runs: start-up pays for
 * the one command in use, not for the engine, the loaders and the screen all at once.
 */
const COMMANDS: Readonly<Record<string, () => Promise<AddCommand>>> = {
  play: async () => (await import("./play-command.js")).addPlayCommand,
  maps: async () => (await import("./maps-command.js")).addMapsCommand,
  ships: async () => (await import("./ships-command.js")).addShipsCommand,
  scenarios: async () => (await import("./scenarios-command.js")).addScenariosCommand,
  validate: async () => (await import("./validate-command.js")).addValidateCommand,
  run: async () => (await import("./run-command.js")).addRunCommand,
  replay: async () => (await import("./replay-command.js")).addReplayCommand,
  host: async () => (await import("./host-command.js")).addHostCommand,
  campaign: async () => (await import("./campaign-command.js")).addCampaignCommand,
};

/** The program with the named subcommand, or with all of them (for help and unknown words). */
export async function buildProgram(only?: string): Promise<Command> {
  const { Command } = await import("commander");
  const program = new Command("derelict")
    .description("Hot-seat boarding actions on derelict spaceships (the Space Derelicts rules)")
    .version(packageVersion(), "-V, --version")
    // Settings before subcommands: `command()` copies them into every subcommand.
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
    // Taken off the command line before parsing (src/cli/content-option.ts); here for the help.
    .option("--content <dir>", CONTENT_OPTION_HELP);
  const names = only === "" ? [] : only !== undefined && only in COMMANDS ? [only] : Object.keys(COMMANDS);
  for (const add of await Promise.all(names.map((n) => COMMANDS[n]!()))) add(program);
  return program;
}

/** Runs the command line; sets process.exitCode rather than exiting, so piped output is flushed. */
export async function main(argv: readonly string[] = process.argv): Promise<void> {
  quietOnClosedPipe();
  try {
    const taken = takeContentOptions(argv.slice(2));
    useContentFolders(taken.folders);
    const words = taken.words;
    // `derelict` alone opens the start menu: the quickest way to the first screen, with no argument parser to load.
    if (words.length === 0) {
      const { play, PLAY_DEFAULTS } = await import("./play-command.js");
      return await play(undefined, PLAY_DEFAULTS);
    }
    const first = words[0]!;
    // --version needs no subcommand at all.
    const program = await buildProgram(first === "-V" || first === "--version" ? "" : first);
    await program.parseAsync(words, { from: "user" });
  } catch (error) {
    process.exitCode = reportFailure(error);
  }
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}
