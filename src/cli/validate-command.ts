// `derelict validate FILE...`: each file's kind found from its keys, then loaded; problems as FILE:LINE:COL.
import type { Command } from "commander";
import { formatProblem, type Problem } from "../content/problem.js";
import { readTextFile } from "../content/text-source.js";
import { parseYaml, problemAt, type YamlFile } from "../content/yaml-document.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { FILE_KINDS, type FileKind } from "./file-kinds.js";

export function addValidateCommand(program: Command): void {
  program
    .command("validate")
    .description(
      `check files (${FILE_KINDS.map((k) => k.name).join(", ")}); prints valid: FILE or FILE:LINE:COL: problem`,
    )
    .argument("<files...>", "YAML files to check")
    .action((files: string[]) => {
      let exit = EXIT_OK;
      for (const file of files) {
        const problems = validateFile(file);
        if (problems.length === 0) process.stdout.write(`valid: ${file}\n`);
        else {
          exit = EXIT_INVALID;
          for (const p of problems) process.stderr.write(`${formatProblem(p)}\n`);
        }
      }
      process.exitCode = exit;
    });
}

/** Every problem in the file; none when it is valid. */
export function validateFile(file: string): Problem[] {
  const text = readTextFile(file);
  if (!text.ok) return text.problems;
  const yaml = parseYaml(file, text.value);
  if (!yaml.ok) return yaml.problems;
  const kind = kindOf(yaml.value);
  if (!kind.ok) return [kind.problem];
  const result = kind.kind.load(file);
  return result.ok ? [] : result.problems;
}

function kindOf(y: YamlFile): { ok: true; kind: FileKind } | { ok: false; problem: Problem } {
  const keys = topLevelKeys(y);
  const found = keys && FILE_KINDS.find((k) => keys.includes(k.key));
  if (found) return { ok: true, kind: found };
  const kinds = FILE_KINDS.map((k) => `a ${k.name} (it has '${k.key}:')`);
  const expected = kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}` : kinds.join("");
  const what = keys === undefined ? "not a YAML mapping" : "cannot tell what kind of file this is";
  return { ok: false, problem: problemAt(y, [], `${what}: expected ${expected}`) };
}

function topLevelKeys(y: YamlFile): string[] | undefined {
  const data: unknown = y.doc.toJS({ maxAliasCount: 100 });
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  return Object.keys(data);
}
