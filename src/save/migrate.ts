// Older save formats, read into the current one. Version 0 was one JSON document: scenario path, seed, actions.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Action } from "../engine/actions/action.js";
import type { SetupRef } from "./format.js";
import { isObject } from "./records.js";

/** What an old save holds, in today's terms; it has no header of today's kind and is never written to. */
export interface Migrated {
  readonly scenario: string;
  readonly setup: SetupRef;
  readonly actions: readonly Action[];
}

/** Versions this program can read and bring up to date. */
export const MIGRATIONS: Readonly<Record<number, (file: string, data: Record<string, unknown>) => Migrated | string>> =
  {
    0: fromVersion0,
  };

/**
 * Version 0: `{ "format": "derelict-save", "version": 0, "scenario": PATH, "seed": N, "actions": [...] }`,
 * written whole. It kept no copy of the scenario, so the file must still be where the path says.
 */
function fromVersion0(file: string, data: Record<string, unknown>): Migrated | string {
  const { scenario, seed, actions } = data;
  if (typeof scenario !== "string" || !Number.isSafeInteger(seed) || !Array.isArray(actions))
    return "is a version 0 save with its scenario, seed or actions missing";
  const bad = actions.findIndex((a) => !isObject(a) || typeof a.type !== "string");
  if (bad >= 0) return `is a version 0 save whose action ${bad + 1} is not an action`;
  const scenarioPath = resolve(dirname(file), scenario);
  let scenarioText: string;
  try {
    scenarioText = readFileSync(scenarioPath, "utf8");
  } catch {
    return `is a version 0 save, which kept no copy of its scenario, and ${scenarioPath} is gone: it cannot be loaded`;
  }
  // No fingerprint was kept: an empty one skips the check for a changed ship or rosters.
  return {
    scenario: scenarioPath,
    setup: { scenarioPath, scenarioText, fingerprint: "", seed: String(seed) },
    actions: actions as Action[],
  };
}
