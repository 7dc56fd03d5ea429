// `derelict ships list`, `ships show` and `ships generate`: ship layouts, one assembled ship drawn, a generated one.
import type { Command } from "commander";
import { namedFiles, type Named } from "../content/catalog.js";
import { contentFolderClashes } from "../content/content-folders.js";
import { formatProblem } from "../content/problem.js";
import { loadShipFile } from "../content/ship-load.js";
import { describeShip } from "../ship/describe.js";
import { shipMap } from "../ship/ship-map.js";
import { colourLevel, palette } from "./colour.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { namedFileOrFail, shownPath, valueOrFail } from "./load-or-fail.js";
import { printLines, printTable } from "./output.js";
import { shipPage } from "./ship-page.js";
import { addShipsGenerate } from "./ships-generate.js";

export function addShipsCommand(program: Command): void {
  const ships = program.command("ships").description("ship layouts: modules placed and joined, with air locks");
  ships
    .command("list")
    .description("every ship layout, bundled and from content folders, with the result of its setup-rule check")
    .option("--json", "print the list as JSON")
    .action((opts: { json?: boolean }) => {
      process.exitCode = listShips(opts.json === true);
    });
  ships
    .command("show")
    .description("one ship assembled and drawn, with its air locks and the setup-rule check")
    .argument(
      "<ship>",
      "a ship name (as listed: bundled, a content folder's, or FOLDER/NAME) or the path of a ship file",
    )
    .option("--level <name>", "draw only this level (main, floor, belowdecks, upper)")
    .option("--json", "print the ship's summary and its map (as the protocol's map query gives it) as JSON, not drawn")
    .option("--no-color", "plain text, no colours")
    .action((ref: string, opts: { level?: string; json?: boolean; color: boolean }) => {
      const ship = valueOrFail(loadShipFile(namedFileOrFail("ships", ref), { rules: false }));
      const summary = describeShip(ship);
      if (opts.json) printLines([JSON.stringify({ ...summary, map: shipMap(ship) }, null, 2)]);
      else printLines(shipPage(ship, opts.level, palette(colourLevel(opts.color))));
      // A ship that breaks the setup rules is drawn all the same, but it is not a valid ship.
      process.exitCode = summary.valid ? EXIT_OK : EXIT_INVALID;
    });
  addShipsGenerate(ships);
}

function listShips(json: boolean): number {
  let exit = EXIT_OK;
  const rows: { named: Named; summary: ReturnType<typeof describeShip> }[] = [];
  for (const named of namedFiles("ships")) {
    const result = loadShipFile(named.file, { rules: false });
    if (result.ok) rows.push({ named, summary: describeShip(result.value) });
    else {
      for (const problem of result.problems) process.stderr.write(`${formatProblem(problem)}\n`);
      exit = EXIT_INVALID;
    }
  }
  if (json) {
    printLines([
      JSON.stringify(
        rows.map(({ named, summary }) => ({
          id: named.name,
          ...(named.content !== undefined ? { content: named.content } : {}),
          file: shownPath(named.file),
          ...summary,
        })),
        null,
        2,
      ),
    ]);
  } else {
    const from = rows.some((r) => r.named.content !== undefined);
    printTable(
      ["NAME", ...(from ? ["FROM"] : []), "MODULES", "AIR LOCKS", "RULES", "SUMMARY"],
      rows.map(({ named, summary: s }) => [
        named.name,
        ...(from ? [named.content ?? "bundled"] : []),
        s.modules.map((m) => m.id).join(","),
        String(s.airlocks.length),
        s.valid ? "ok" : "broken",
        s.summary,
      ]),
    );
  }
  for (const clash of contentFolderClashes()) process.stderr.write(`derelict: ${clash}\n`);
  return exit;
}
