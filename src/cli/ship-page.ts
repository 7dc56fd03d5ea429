// A ship's page as `ships show` and `ships generate` print it: title, rule check, each level drawn, legend.
import { describeShip, summaryLines } from "../ship/describe.js";
import { drawShip, shipLevels } from "../ship/draw.js";
import type { Ship } from "../ship/ship.js";
import { paintLine, type Palette } from "./colour.js";
import { legendLines } from "./legend.js";
import { pickLevels } from "./level-option.js";

/** A ship's page: its summary and rule check, each level drawn, the legend (`ships show`, `ships generate`). */
export function shipPage(ship: Ship, level: string | undefined, p: Palette): string[] {
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
