// Games for the save tests: sessions of the bundled scenarios, scripts played into them, and throwaway folders.
import type { Visibility } from "../../src/engine/state.js";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { onTestFinished } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { startSave, type Saver } from "../../src/save/index.js";

export const ROOT = resolve(import.meta.dirname, "..", "..");
export const FIRST_BOARDING = join(ROOT, "scenarios", "first-boarding.yaml");
export const HIDE_AND_SEEK = join(ROOT, "docs", "examples", "hide-and-seek.yaml");
export const HIDE_AND_SEEK_SCRIPT = join(ROOT, "docs", "examples", "hide-and-seek.script");
export const BOARDING_SCRIPT = join(ROOT, "docs", "examples", "boarding.script");

/** Fast key derivation for tests; real saves use N = 2^15. */
export const TEST_KDF = { N: 1024, r: 8, p: 1 };

export function session(file = HIDE_AND_SEEK, seed: number | string = 7, visibility?: Visibility): Session {
  const s = newSession(file, String(seed), visibility);
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

/** The script's command lines (comments and blanks dropped). */
export function scriptLines(file: string): string[] {
  return readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean);
}

export function play(s: Session, lines: readonly string[]): void {
  for (const line of lines) {
    const done = s.command(line);
    if (!done.ok) throw new Error(`${line}: ${done.reason}`);
  }
}

/** Everything both sides and the referee can see: equal snapshots mean the same game as far as anyone can tell. */
export function snapshot(s: Session): string {
  return JSON.stringify({
    blue: s.view("blue"),
    yellow: s.view("yellow"),
    events: s.witnessed("referee"),
    actions: s.actions,
  });
}

/**
 * A fresh folder, removed when the test that asked for it finishes. (Not by a module-level afterEach: the
 * shared project does not isolate test files, so such a hook ran for the first file that imported this
 * one only, and the others' folders were left in the temporary folder.)
 */
export function tempFolder(): string {
  const f = mkdtempSync(join(tmpdir(), "derelict-save-test-"));
  onTestFinished(() => rmSync(f, { recursive: true, force: true }));
  return f;
}

/** A protected save of FIRST_BOARDING begun in a fresh folder with these passphrases (fast keys, no fsync), and its session. */
export function protectedStart(passphrases: { blue: string; yellow: string }, seed: string) {
  const folder = tempFolder();
  const s = session(FIRST_BOARDING, seed);
  const saver = startSave(s, FIRST_BOARDING, { folder, passphrases, kdf: TEST_KDF, fsync: false }) as Saver;
  return { folder, session: s, saver };
}
