// `derelict ships list` and `derelict ships show`: bundled ship layouts, and one assembled ship drawn.
import type { Command } from "commander";
import { basename } from "node:path";
import { bundledShipFiles, looksLikePath, shipFileFor } from "../content/catalog.js";
import { formatProblem } from "../content/problem.js";
import { loadShipFile } from "../content/ship-load.js";
import { describeShip, summaryLines } from "../ship/describe.js";
import { drawShip, shipLevels } from "../ship/draw.js";
import type { Ship } from "../ship/ship.js";
import { colourLevel, paintLine, palette, type Palette } from "./colour.js";
import { EXIT_INVALID, EXIT_OK, usageMistake } from "./failure.js";
import { legendLines } from "./legend.js";
import { pickLevels } from "./level-option.js";
import { shownPath, valueOrFail } from "./load-or-fail.js";
import { printLines, printTable } from "./output.js";

export function addShipsCommand(program: Command): void {
  const ships = program.command("ships").description("ship layouts: modules placed and joined, with air locks");
  ships
    .command("list")
    .description("every bundled ship layout, with the result of its setup-rule check")
    .option("--json", "print the list as JSON")
    .action((opts: { json?: boolean }) => {
      process.exitCode = listShips(opts.json === true);
    });
  ships
    .command("show")
    .description("one ship assembled and drawn, with its air locks and the setup-rule check")
    .argument("<ship>", "a bundled ship name (as listed) or the path of a ship file")
    .option("--level <name>", "draw only this level (main, floor, belowdecks, upper)")
    .option("--json", "print the ship's summary as JSON instead of drawing it")
    .option("--no-color", "plain text, no colours")
    .action((ref: string, opts: { level?: string; json?: boolean; color: boolean }) => {
      const ship = valueOrFail(loadShipFile(shipFileOrFail(ref), { rules: false }));
      const summary = describeShip(ship);
      if (opts.json) printLines([JSON.stringify(summary, null, 2)]);
      else printLines(shipPage(ship, opts.level, palette(colourLevel(opts.color))));
      // A ship that breaks the setup rules is drawn all the same, but it is not a valid ship.
      process.exitCode = summary.valid ? EXIT_OK : EXIT_INVALID;
    });
}

function shipFileOrFail(ref: string): string {
  if (looksLikePath(ref)) return ref;
  const file = shipFileFor(ref);
  if (file) return file;
  const names = bundledShipFiles().map((f) => basename(f).replace(/\.ya?ml$/i, ""));
  throw usageMistake(
    `no ship '${ref}': give a bundled ship name (${names.join(", ") || "none yet"}) or the path of a .yaml file`,
  );
}

function shipPage(ship: Ship, level: string | undefined, p: Palette): string[] {
  const [title = ship.name, ...rest] = summaryLines(describeShip(ship));
  const lines = [p.heading(title), ...rest.map((l) => (l.startsWith("  FAIL") ? p.chalk.red(l) : l))];
  const drawings = pickLevels(
    shipLevels(ship).map((name) => ({ name })),
    level,
  ).map((l) => drawShip(ship, l.name));
  for (const d of drawings) {
    lines.push("", p.heading(`${d.level} level`));
    d.lines.forEach((row, y) => lines.push(row === "" ? "" : `  ${paintLine(row, d.kinds[y] ?? [], p)}`));
  }
  lines.push("", p.heading("legend"), ...legendLines(drawings, p));
  return lines;
}

function listShips(json: boolean): number {
  let exit = EXIT_OK;
  const rows: { file: string; summary: ReturnType<typeof describeShip> }[] = [];
  for (const file of bundledShipFiles()) {
    const result = loadShipFile(file, { rules: false });
    if (result.ok) rows.push({ file, summary: describeShip(result.value) });
    else {
      for (const problem of result.problems) process.stderr.write(`${formatProblem(problem)}\n`);
      exit = EXIT_INVALID;
    }
  }
  if (json) {
    printLines([
      JSON.stringify(
        rows.map((r) => ({ id: basename(r.file).replace(/\.ya?ml$/i, ""), file: shownPath(r.file), ...r.summary })),
        null,
        2,
      ),
    ]);
  } else {
    printTable(
      ["NAME", "MODULES", "AIR LOCKS", "RULES", "SUMMARY"],
      rows.map(({ file, summary: s }) => [
        basename(file).replace(/\.ya?ml$/i, ""),
        s.modules.map((m) => m.id).join(","),
        String(s.airlocks.length),
        s.valid ? "ok" : "broken",
        s.summary,
      ]),
    );
  }
  return exit;
}
