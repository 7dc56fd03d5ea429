// `derelict scenarios list`: the bundled scenarios, then the content folders', one line each, the introduction marked and first.
import type { Command } from "commander";
import { namedFiles } from "../content/catalog.js";
import { contentFolderClashes } from "../content/content-folders.js";
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import { scenarioEntries } from "../content/scenario-entries.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { shownPath } from "./load-or-fail.js";
import { printLines, printTable } from "./output.js";

interface Row {
  /** What `play` and `run` take: the name, or FOLDER/NAME for a content folder's scenario that shares it. */
  readonly id: string;
  /** The content folder it comes from; none for a bundled scenario. */
  readonly content?: string;
  readonly file: string;
  readonly name: string;
  readonly summary: string;
  readonly intro: boolean;
  readonly ship: string;
  readonly turns: number;
  /** Open (every marker on both maps) or fog (enemy markers only in sight). */
  readonly visibility: string;
  readonly blue: string;
  readonly yellow: string;
}

/** A scenario file that does not load: listed all the same, with its first problem, so one broken file hides no other. */
interface Broken {
  readonly id: string;
  readonly content?: string;
  readonly file: string;
  readonly name: string;
  readonly problem: string;
}

export function addScenariosCommand(program: Command): void {
  const scenarios = program
    .command("scenarios")
    .description("the scenarios, bundled and from content folders: ship, sides, turns and what each side came for");
  scenarios
    .command("list")
    .description(
      "every scenario with a one-line summary (bundled, then content folders'); the introduction is marked and comes first",
    )
    .option("--json", "print the list as JSON")
    .action(async (opts: { json?: boolean }) => {
      process.exitCode = await listScenarios(opts.json === true);
    });
}

async function listScenarios(json: boolean): Promise<number> {
  let exit = EXIT_OK;
  const rows: Row[] = [];
  const broken: Broken[] = [];
  const named = namedFiles("scenarios");
  const typed = new Map(named.map((n) => [n.file, n]));
  const of = (bundled: boolean) => named.filter((n) => (n.content === undefined) === bundled).map((n) => n.file);
  // The bundled ones first, the introduction leading, as in the start menu; then the content folders'.
  const entries = [...(await scenarioEntries(of(true))), ...(await scenarioEntries(of(false)))];
  for (const entry of entries) {
    const content = typed.get(entry.file)?.content;
    const id = typed.get(entry.file)?.name ?? entry.file;
    // The entry's own problem (a file that cannot be read is never handed to the loader), else the loader's.
    const loaded = entry.problem === undefined ? loadScenarioFile(entry.file) : undefined;
    const problems = loaded === undefined ? [entry.problem!] : loaded.ok ? [] : loaded.problems.map(formatProblem);
    if (!loaded?.ok) {
      for (const problem of problems) process.stderr.write(`${problem}\n`);
      broken.push({
        id,
        ...(content !== undefined ? { content } : {}),
        file: shownPath(entry.file),
        name: entry.name,
        problem: problems[0]!,
      });
      exit = EXIT_INVALID;
      continue;
    }
    const s = loaded.value;
    const race = (side: "blue" | "yellow") => s.forces[side].soldiers[0]?.type.race ?? "?";
    rows.push({
      id,
      ...(content !== undefined ? { content } : {}),
      file: shownPath(entry.file),
      name: s.name,
      summary: s.summary,
      intro: s.intro === true,
      ship: s.ship.name,
      turns: s.turnLimit,
      visibility: s.visibility,
      blue: `${race("blue")} (${s.forces.blue.soldiers.length})`,
      yellow: `${race("yellow")} (${s.forces.yellow.soldiers.length})`,
    });
  }
  if (json) printLines([JSON.stringify([...rows, ...broken], null, 2)]);
  else {
    const from = rows.some((r) => r.content !== undefined);
    printTable(
      ["SCENARIO", ...(from ? ["FROM"] : []), "SHIP", "TURNS", "VISIBILITY", "BLUE", "YELLOW", "SUMMARY"],
      rows.map((r) => [
        `${r.id}${r.intro ? " *" : ""}`,
        ...(from ? [r.content ?? "bundled"] : []),
        r.ship,
        String(r.turns),
        r.visibility,
        r.blue,
        r.yellow,
        r.summary,
      ]),
    );
    if (rows.some((r) => r.intro))
      printLines(["", "* the introduction: first in the menu `derelict play` opens (Enter there starts it)"]);
  }
  for (const clash of contentFolderClashes()) process.stderr.write(`derelict: ${clash}\n`);
  return exit;
}
