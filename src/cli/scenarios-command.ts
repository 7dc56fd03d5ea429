// `derelict scenarios list`: the bundled scenarios, one line each, the introduction marked and first.
import type { Command } from "commander";
import { basename } from "node:path";
import { bundledScenarioFiles } from "../content/catalog.js";
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import { scenarioEntries } from "../content/scenario-entries.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { shownPath } from "./load-or-fail.js";
import { printLines, printTable } from "./output.js";

interface Row {
  readonly id: string;
  readonly file: string;
  readonly name: string;
  readonly summary: string;
  readonly intro: boolean;
  readonly ship: string;
  readonly turns: number;
  readonly blue: string;
  readonly yellow: string;
}

export function addScenariosCommand(program: Command): void {
  const scenarios = program
    .command("scenarios")
    .description("the bundled scenarios: ship, sides, turns and what each side came for");
  scenarios
    .command("list")
    .description("every bundled scenario with a one-line summary; the introduction is marked and comes first")
    .option("--json", "print the list as JSON")
    .action(async (opts: { json?: boolean }) => {
      process.exitCode = await listScenarios(opts.json === true);
    });
}

async function listScenarios(json: boolean): Promise<number> {
  let exit = EXIT_OK;
  const rows: Row[] = [];
  for (const entry of await scenarioEntries(bundledScenarioFiles())) {
    const loaded = loadScenarioFile(entry.file);
    if (!loaded.ok) {
      for (const problem of loaded.problems) process.stderr.write(`${formatProblem(problem)}\n`);
      exit = EXIT_INVALID;
      continue;
    }
    const s = loaded.value;
    const race = (side: "blue" | "yellow") => s.forces[side].soldiers[0]?.type.race ?? "?";
    rows.push({
      id: basename(entry.file).replace(/\.ya?ml$/i, ""),
      file: shownPath(entry.file),
      name: s.name,
      summary: s.summary,
      intro: s.intro === true,
      ship: s.ship.name,
      turns: s.turnLimit,
      blue: `${race("blue")} (${s.forces.blue.soldiers.length})`,
      yellow: `${race("yellow")} (${s.forces.yellow.soldiers.length})`,
    });
  }
  if (json) printLines([JSON.stringify(rows, null, 2)]);
  else {
    printTable(
      ["SCENARIO", "SHIP", "TURNS", "BLUE", "YELLOW", "SUMMARY"],
      rows.map((r) => [`${r.id}${r.intro ? " *" : ""}`, r.ship, String(r.turns), r.blue, r.yellow, r.summary]),
    );
    if (rows.some((r) => r.intro))
      printLines(["", "* the introduction: first in the menu `derelict play` opens (Enter there starts it)"]);
  }
  return exit;
}
