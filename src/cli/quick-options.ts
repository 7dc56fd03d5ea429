// The scenario that the command-line flags make (src/cli/quick-flags.ts), for `derelict run`
// and `derelict play`: checked, and for play written to a file.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadQuickScenario, quickScenarioText, type QuickOptions } from "../content/quick-scenario.js";
import { loadScenarioFile, type Scenario } from "../content/scenario-load.js";
import { shipFileFor } from "../content/catalog.js";
import { quickObjectiveKeys } from "../content/quick-objective.js";
import { loadShipFile } from "../content/ship-load.js";
import { inputMistake, usageMistake, type UserMistake } from "./failure.js";
import { valueOrFail } from "./load-or-fail.js";
import { QUICK_USAGE, type QuickFlags } from "./quick-flags.js";

/**
 * The quick scenario's options from the flags, or a usage mistake. `extra` is the hook for
 * --objective: top-level scenario keys (objectives:, containers:) written into it as they are.
 */
export function quickOptionsOrFail(f: QuickFlags, extra?: QuickOptions["extra"]): QuickOptions {
  const missing = (["ship", "blue", "yellow"] as const).filter((k) => f[k] === undefined);
  if (missing.length > 0)
    throw usageMistake(`a scenario from flags needs ${missing.map((k) => `--${k}`).join(", ")} (${QUICK_USAGE})`);
  if (f.turns !== undefined && !/^\d+$/.test(f.turns))
    throw usageMistake(`--turns takes a whole number, not '${f.turns}'`);
  if (f.first !== undefined && f.first !== "blue" && f.first !== "yellow")
    throw usageMistake(`--first takes blue or yellow, not '${f.first}'`);
  return {
    ship: f.ship!,
    blue: f.blue!,
    yellow: f.yellow!,
    ...(f.turns !== undefined ? { turns: Number(f.turns) } : {}),
    ...(f.first !== undefined ? { first: f.first as "blue" | "yellow" } : {}),
    ...withExtra(extra ?? objectiveKeys(f)),
  };
}

const withExtra = (extra: QuickOptions["extra"]) => (extra ? { extra } : {});

/** The scenario keys --objective makes (exterminate when not given), or a usage mistake. */
function objectiveKeys(f: QuickFlags): QuickOptions["extra"] {
  const shipFile = shipFileFor(f.ship!);
  const ship = shipFile ? loadShipFile(shipFile) : undefined;
  // A missing or broken ship is reported by the quick scenario itself.
  if (!ship?.ok) return undefined;
  const keys = quickObjectiveKeys(f.objective ?? "exterminate", ship.value, f.blue!);
  if (!keys.ok) throw quickMistake(keys);
  return keys.value;
}

/** The scenario the flags make, or a usage mistake (a bad flag) or invalid input (a broken file it names). */
export function quickScenarioOrFail(f: QuickFlags, extra?: QuickOptions["extra"]): Scenario {
  const made = loadQuickScenario(quickOptionsOrFail(f, extra));
  if (!made.ok) throw quickMistake(made);
  return valueOrFail(made.value);
}

/**
 * The scenario the flags make, written as a scenario file in `dir`, and its path: for `derelict
 * play`, whose saves name their scenario's file and keep a copy of its text. Checked like any file.
 */
export function quickScenarioFileOrFail(f: QuickFlags, dir: string, now = new Date()): string {
  const text = quickScenarioText(quickOptionsOrFail(f));
  if (!text.ok) throw quickMistake(text);
  mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  const file = join(dir, `quick-${stamp}-${process.pid}.yaml`);
  writeFileSync(file, text.value);
  valueOrFail(loadScenarioFile(file));
  return file;
}

/** A bad flag is a usage mistake (exit 2); a file a flag names that is missing or broken is invalid input (exit 1). */
function quickMistake(q: { readonly reason: string; readonly file?: true }): UserMistake {
  return q.file ? inputMistake(q.reason) : usageMistake(q.reason);
}
