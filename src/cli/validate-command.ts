// `derelict validate FILE... [--strict] [--json]`: each file (or content folder) checked; problems as
// FILE:LINE:COL: message, warnings as FILE:LINE:COL: warning: message (src/cli/validate-files.ts).
import type { Command } from "commander";
import { givenContentFolders, useContentFolders } from "../content/content-folders.js";
import { formatProblem } from "../content/problem.js";
import { VALIDATION_VERSION, type FileReport, type Validation } from "../content/validation-report.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { FILE_KINDS } from "./file-kinds.js";
import { isContentFolder, isFolder, validateFile, validateFolder } from "./validate-files.js";

interface ValidateOptions {
  strict?: boolean;
  json?: boolean;
}

export function addValidateCommand(program: Command): void {
  program
    .command("validate")
    .description(
      `check files (${FILE_KINDS.map((k) => k.name).join(", ")}, content manifest) or whole content folders; prints valid: FILE, or FILE:LINE:COL: problem, and FILE:LINE:COL: warning: ...`,
    )
    .argument("<files...>", "YAML files or content folders to check")
    .option("--strict", "warnings make a file invalid (exit 1), as errors do")
    .option("--json", "print what was found as JSON (docs/schema/validate-output.schema.json)")
    .action((files: string[], options: ValidateOptions) => {
      process.exitCode = validate(files, options);
    });
}

function validate(targets: readonly string[], options: ValidateOptions): number {
  const strict = options.strict === true;
  // A content folder being checked is in use while it is: its files find each other by name.
  const folders = targets.filter((t) => isFolder(t) && isContentFolder(t));
  if (folders.length > 0) useContentFolders([...givenContentFolders(), ...folders]);
  const reports = targets
    .flatMap((t) => (folders.includes(t) ? validateFolder(t) : [validateFile(t)]))
    .map((r) => ({ ...r, valid: r.errors.length === 0 && (!strict || r.warnings.length === 0) }));
  const valid = reports.every((r) => r.valid);
  if (options.json) {
    const out: Validation = { version: VALIDATION_VERSION, strict, valid, files: reports.map(jsonReport) };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else for (const r of reports) print(r);
  return valid ? EXIT_OK : EXIT_INVALID;
}

function print(r: FileReport): void {
  for (const p of r.errors) process.stderr.write(`${formatProblem(p)}\n`);
  for (const w of r.warnings) process.stderr.write(`${formatProblem({ ...w, message: `warning: ${w.message}` })}\n`);
  if (r.valid) process.stdout.write(`valid: ${r.file}\n`);
}

function jsonReport(r: FileReport): Validation["files"][number] {
  const plain = (p: FileReport["errors"][number]) => ({ file: p.file, line: p.line, col: p.col, message: p.message });
  return {
    file: r.file,
    kind: r.kind as Validation["files"][number]["kind"],
    valid: r.valid,
    errors: r.errors.map(plain),
    warnings: r.warnings.map(plain),
  };
}
