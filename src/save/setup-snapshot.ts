// The setup a save refers to: its scenario file by path and by a copy of its text, so a changed or lost file still rebuilds the game.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { formatProblem } from "../content/problem.js";
import { readUserFile } from "../content/text-source.js";
import { loadScenarioFile, type Scenario } from "../content/scenario-load.js";
import type { Setup } from "../engine/setup.js";
import { DEFAULT_VISIBILITY } from "../engine/state.js";
import { setupFingerprint } from "./fingerprint.js";
import type { SetupRef } from "./format.js";

export function snapshotSetup(setup: Setup, scenarioFile: string): SetupRef {
  const scenarioPath = resolve(scenarioFile);
  return {
    scenarioPath,
    scenarioText: scenarioText(scenarioPath),
    fingerprint: setupFingerprint(setup),
    seed: setup.seed,
    visibility: setup.visibility ?? DEFAULT_VISIBILITY,
  };
}

export interface Rebuilt {
  readonly setup: Setup;
  readonly scenario: Scenario;
  /** Said to the player: the file changed and the copy was used, or the ship or rosters changed. */
  readonly notices: readonly string[];
}

/**
 * The setup again: from the scenario file when its text is unchanged, else from the copy in the save.
 * The copy is loaded from a short-lived file beside the original, so the ship and rosters it names by
 * relative path are found as they were; bundled ones are found anywhere.
 */
export function rebuildSetup(ref: SetupRef): Rebuilt | string {
  const notices: string[] = [];
  const current = readOrUndefined(ref.scenarioPath);
  let loaded;
  if (current === ref.scenarioText) {
    loaded = loadScenarioFile(ref.scenarioPath);
  } else {
    notices.push(
      `${ref.scenarioPath} ${current === undefined ? "is gone" : "has changed"} since this game began: using the copy of it kept in the save`,
    );
    loaded = loadCopy(ref);
  }
  if (!loaded.ok) return `its scenario no longer loads: ${loaded.problems.map(formatProblem)[0]}`;
  // A save from before visibility could be chosen was played in fog, the one way there was.
  const visibility = ref.visibility ?? "fog";
  const setup: Setup = { ...loaded.value, seed: ref.seed, visibility };
  if (ref.fingerprint !== "" && setupFingerprint(setup) !== ref.fingerprint) {
    notices.push(
      "the ship, rosters or rules of this scenario have changed since this game began: it is rebuilt from the current files",
    );
  }
  return { setup, scenario: { ...loaded.value, visibility }, notices };
}

function loadCopy(ref: SetupRef): ReturnType<typeof loadScenarioFile> {
  // A dot file without .yaml: no listing of scenarios picks it up while it exists.
  const name = `.${basename(ref.scenarioPath)}.saved-copy-${randomBytes(6).toString("hex")}`;
  let temp = join(dirname(ref.scenarioPath), name);
  let tempDir: string | undefined;
  try {
    try {
      if (!existsSync(dirname(ref.scenarioPath))) throw new Error("gone");
      writeFileSync(temp, ref.scenarioText, { flag: "wx", mode: 0o600 });
    } catch {
      // The folder is gone or read-only: bundled ships and rosters are still found from anywhere.
      tempDir = mkdtempSync(join(tmpdir(), "derelict-"));
      temp = join(tempDir, name);
      writeFileSync(temp, ref.scenarioText, { flag: "wx", mode: 0o600 });
    }
    const loaded = loadScenarioFile(temp);
    if (loaded.ok) return { ok: true, value: { ...loaded.value, file: ref.scenarioPath } };
    return {
      ok: false,
      problems: loaded.problems.map((p) =>
        p.file === temp ? { ...p, file: `${ref.scenarioPath} (the save's copy)` } : p,
      ),
    };
  } finally {
    rmSync(tempDir ?? temp, { recursive: true, force: true });
  }
}

function readOrUndefined(path: string): string | undefined {
  // Through the one guarded reader, the bytes as they are (the copy in the save is the file's text unchanged).
  const read = readUserFile(path);
  return read.ok ? read.value.toString("utf8") : undefined;
}

/** The scenario's text as the game was built from it (read through the one guarded reader, which built it). */
function scenarioText(path: string): string {
  const text = readOrUndefined(path);
  if (text === undefined) throw new Error(`internal: the scenario ${path} loaded but cannot be read again`);
  return text;
}
