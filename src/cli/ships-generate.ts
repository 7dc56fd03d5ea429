// `derelict ships generate`: a derelict's ship made from a seed, drawn as `ships show` draws a ship, and
// written (--out FILE) as a ship file a modder can keep, edit and load by path.
import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import { moduleCatalog } from "../content/module-catalog.js";
import { formatProblem, oneLine } from "../content/problem.js";
import { generateShip, NoLayout, shipOptionsProblem } from "../generate/ship-layout.js";
import { shipYaml } from "../generate/ship-yaml.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import { colourLevel, palette } from "./colour.js";
import { EXIT_OK, inputMistake, usageMistake } from "./failure.js";
import { printLines } from "./output.js";
import { checkedSeed } from "./seed-option.js";
import { shipPage } from "./ship-page.js";

interface GenerateOptions {
  seed?: string;
  modules?: string;
  derelict: string;
  out?: string;
  force?: boolean;
  level?: string;
  color: boolean;
}

export function addShipsGenerate(ships: Command): void {
  ships
    .command("generate")
    .description("a derelict's ship made from a seed: drawn with its air locks and rule check, written with --out")
    .option("--seed <text>", "the seed: any text; the same text always gives the same ship (default: a fresh one)")
    .option("--modules <n>", "how many modules, 3 to 11 (more with content folders' modules; default: drawn)")
    .option("--derelict <n>", "which derelict of the seed's run, 1 for the first", "1")
    .option("--out <file>", "write the ship file there (- : print only the file, nothing else)")
    .option("--force", "replace the --out file if there is one")
    .option("--level <name>", "draw only this level (main, floor, belowdecks, upper)")
    .option("--no-color", "plain text, no colours")
    .action(async (opts: GenerateOptions) => {
      process.exitCode = await generate(opts);
    });
}

async function generate(opts: GenerateOptions): Promise<number> {
  const seed = opts.seed !== undefined ? checkedSeed(opts.seed) : randomBytes(12).toString("hex");
  const modules = opts.modules === undefined ? undefined : whole(opts.modules, "--modules");
  const index = whole(opts.derelict, "--derelict");
  if (index < 1) throw usageMistake(`--derelict counts from 1, not ${opts.derelict}`);
  const catalog = moduleCatalog();
  for (const p of catalog.problems) process.stderr.write(`${formatProblem(p)} (module left out of generated ships)\n`);
  const problem = shipOptionsProblem({ catalog: catalog.modules, modules });
  if (problem !== undefined) throw usageMistake(`--modules: ${problem}`);
  const file = opts.out === undefined || opts.out === "-" ? "generated-ship.yaml" : opts.out;
  const made = await generateShip(seed, index, { catalog: catalog.modules, modules, file }).catch((e: unknown) => {
    // Content modules whose halls hardly meet: the user's content, not a bug.
    throw e instanceof NoLayout ? inputMistake(e.message) : e;
  });
  const text = shipYaml(made);
  if (opts.out === "-") {
    printLines([text.trimEnd()]);
    return EXIT_OK;
  }
  const page = shipPage(made.ship, opts.level, palette(colourLevel(opts.color)));
  const [title, ...rest] = page;
  printLines([title!, `  seed: ${oneLine(seed)}${index > 1 ? `, derelict ${index}` : ""}`, ...rest]);
  if (opts.out !== undefined) {
    write(opts.out, text, opts.force === true);
    printLines(["", `wrote ${opts.out}: load it by path (derelict ships show ${opts.out}) or edit it`]);
  }
  return EXIT_OK;
}

function whole(text: string, option: string): number {
  if (!/^\d{1,4}$/.test(text)) throw usageMistake(`${option} takes a whole number, not '${text}'`);
  return Number(text);
}

function write(path: string, text: string, replace: boolean): void {
  try {
    writeFileAtomic(path, text, { replace });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw usageMistake(`${path} exists: give another --out file, or --force to replace it`);
    throw inputMistake(`cannot write ${path}: ${code ?? (e as Error).message}`);
  }
}
