// The `derelict` command: subcommands, and one guard that turns every failure into a line and an exit code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { PACKAGE_ROOT } from "../content/catalog.js";
import { reportFailure } from "./failure.js";
import { addMapsCommand } from "./maps-command.js";
import { quietOnClosedPipe } from "./output.js";
import { addPlayCommand } from "./play-command.js";
import { addReplayCommand } from "./replay-command.js";
import { addRunCommand } from "./run-command.js";
import { addScenariosCommand } from "./scenarios-command.js";
import { addShipsCommand } from "./ships-command.js";
import { addValidateCommand } from "./validate-command.js";

export function buildProgram(): Command {
  const program = new Command("derelict")
    .description("Hot-seat boarding actions on derelict spaceships (the Space Derelicts rules)")
    .version(packageVersion(), "-V, --version")
    // Settings before subcommands: `command()` copies them into every subcommand.
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
  addPlayCommand(program);
  addMapsCommand(program);
  addShipsCommand(program);
  addScenariosCommand(program);
  addValidateCommand(program);
  addRunCommand(program);
  addReplayCommand(program);
  return program;
}

/** Runs the command line; sets process.exitCode rather than exiting, so piped output is flushed. */
export async function main(argv: readonly string[] = process.argv): Promise<void> {
  quietOnClosedPipe();
  const args = argv.slice(2);
  try {
    await buildProgram().parseAsync(args.length === 0 ? ["play"] : args, { from: "user" });
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
