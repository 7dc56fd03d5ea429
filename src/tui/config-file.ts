// One-line settings kept in the config folder ($XDG_CONFIG_HOME/derelict/, or ~/.config/derelict/),
// beside the key bindings file: read through the one guarded reader, written aside and moved into place.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readTextFile } from "../content/text-source.js";
import { keysFilePath } from "./keys-file.js";

/** The file NAME in the config folder. */
export function configFilePath(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(keysFilePath(env)), name);
}

/** The file's text, trimmed; undefined when there is no such file; else its problem as one line. */
export function readConfigLine(file: string): { text?: string; problem?: string } {
  const read = readTextFile(file);
  // No file yet: nothing remembered, and nothing wrong.
  if (!read.ok) return read.problems[0]!.message === "no such file" ? {} : { problem: problemLine(read.problems[0]!) };
  return { text: read.value.trim() };
}

const problemLine = (p: { file: string; line: number; col: number; message: string }): string =>
  `${p.file}:${p.line}:${p.col}: ${p.message}`;

/** Writes LINE as the whole file; the error's code when it could not be, else undefined. */
export function writeConfigLine(file: string, line: string): string | undefined {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and moved into place (no fsync: a preference lost to a power cut is only asked again);
    // the saves' atomic writer is not loaded this early (test/cli/startup-imports.test.ts).
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${line}\n`, { mode: 0o600 });
    renameSync(temp, file);
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? "write failed";
  }
}
