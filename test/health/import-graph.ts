// The import graph of TypeScript files: each file's imports as they run (what tsc keeps: type-only
// imports and imports used only as types are dropped) and all of them (types and import() too).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export interface ImportGraph {
  /** Every file, relative to the root given. */
  readonly files: readonly string[];
  /** Static imports left in the emitted JavaScript: what loads what at start-up. */
  readonly runtime: ReadonlyMap<string, readonly string[]>;
  /** Every reference: type-only imports, dynamic import() and files named for worker threads included. */
  readonly all: ReadonlyMap<string, readonly string[]>;
}

/** The graph of the .ts files under `folders` (relative to `root`); imports of other files are left out. */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const files = folders.flatMap((f) => tsFiles(join(root, f))).map((f) => relative(root, f));
  const known = new Set(files);
  const runtime = new Map<string, string[]>();
  const all = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const local = (specifiers: readonly string[]) =>
      specifiers.map((s) => resolveIn(root, file, s)).filter((f): f is string => f !== undefined && known.has(f));
    const emitted = ts.transpileModule(text, {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    runtime.set(file, local(specifiers(emitted, file, false)));
    all.set(file, local(specifiers(text, file, true)));
  }
  return { files, runtime, all };
}

/** Each group of files that import one another in a circle (largest first), each sorted. */
export function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length);
}

/** Files no path of references from `entries` reaches. */
export function unreached(graph: ImportGraph, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...(graph.all.get(f) ?? []));
  }
  return graph.files.filter((f) => !seen.has(f));
}

export function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** The module names a file's import and export declarations name (and its import() calls and `new URL(NAME, import.meta.url)`, if asked). */
function specifiers(text: string, file: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    else if (dynamic && isFileUrl(node)) out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** `new URL("./file.js", import.meta.url)`: a file run by name (a worker thread), a reference like import(). */
function isFileUrl(node: ts.Node): node is ts.NewExpression & { arguments: [ts.StringLiteral, ts.Expression] } {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== "URL") return false;
  const [name, base] = node.arguments ?? [];
  return (
    name !== undefined &&
    ts.isStringLiteral(name) &&
    base !== undefined &&
    ts.isPropertyAccessExpression(base) &&
    ts.isMetaProperty(base.expression) &&
    base.name.text === "url"
  );
}

/** A relative module name as a file under `root` (the .ts behind a .js name), or undefined. */
export function resolveIn(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const path = resolve(root, dirname(from), specifier);
  const candidates = [path.replace(/\.js$/, ".ts"), path, `${path}.ts`];
  const hit = candidates.find((c) => existsSync(c));
  return hit === undefined ? undefined : relative(root, hit);
}
