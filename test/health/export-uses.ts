// Which exported values of src/ nothing uses (types and interfaces aside): exports against every import in src/,
// test/ and bench/ and the file's own uses of the name. each file's exports against every import in src/, test/ and bench/.
//
// Read from the syntax alone (no type checker): `import { a as b }` uses a, `import * as m` and import() use
// every name, `export { a } from` and `export * from` pass a use on to the file that declares the name.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { resolveIn, tsFiles } from "./import-graph.js";

interface FileFacts {
  /** Names declared and exported here. */
  readonly own: Set<string>;
  /** How often each name stands in the file as an identifier (its declaration included). */
  readonly mentions: Map<string, number>;
  /** Names passed on from another file: exported name -> [file, its name there]. */
  readonly forwarded: Map<string, [string, string]>;
  /** Files whose every export this one exports too (`export * from`). */
  readonly starFrom: string[];
  /** Names this file imports from each file ("*": all of them). */
  readonly imports: Map<string, Set<string>>;
}

/** Exported values of files under `checked` that no file under `users` imports and their own file never names again, as "file: name". */
export function unusedExports(root: string, checked: readonly string[], users: readonly string[]): string[] {
  const files = users.flatMap((f) => tsFiles(join(root, f))).map((f) => relative(root, f));
  const facts = new Map(files.map((f) => [f, factsOf(root, f)] as const));
  const used = new Set<string>();
  const use = (file: string, name: string, seen = new Set<string>()): void => {
    const f = facts.get(file);
    if (!f || seen.has(`${file}:${name}`)) return;
    seen.add(`${file}:${name}`);
    if (name === "*") {
      for (const n of f.own) used.add(`${file}: ${n}`);
      for (const [, [from, n]] of f.forwarded) use(from, n, seen);
      for (const from of f.starFrom) use(from, "*", seen);
      return;
    }
    if (f.own.has(name)) used.add(`${file}: ${name}`);
    const forwarded = f.forwarded.get(name);
    if (forwarded) use(forwarded[0], forwarded[1], seen);
    for (const from of f.starFrom) use(from, name, seen);
  };
  for (const f of facts.values()) for (const [from, names] of f.imports) for (const n of names) use(from, n);
  const inChecked = (file: string) => checked.some((c) => file.startsWith(`${c}/`));
  return [...facts]
    .filter(([file]) => inChecked(file))
    .flatMap(([file, f]) => [...f.own].filter((n) => (f.mentions.get(n) ?? 0) <= 1).map((n) => `${file}: ${n}`))
    .filter((entry) => !used.has(entry));
}

function factsOf(root: string, file: string): FileFacts {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.ES2022, true);
  const facts: FileFacts = {
    own: new Set(),
    mentions: new Map(),
    forwarded: new Map(),
    starFrom: [],
    imports: new Map(),
  };
  const imported = (specifier: string, name: string): void => {
    const target = resolveIn(root, file, specifier);
    if (target === undefined) return;
    const names = facts.imports.get(target) ?? new Set<string>();
    facts.imports.set(target, names.add(name));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) facts.mentions.set(node.text, (facts.mentions.get(node.text) ?? 0) + 1);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) importClause(node, imported);
    else if (ts.isExportDeclaration(node)) exportDeclaration(root, file, node, facts);
    else if (ts.isExportAssignment(node)) facts.own.add("default");
    else if (isDynamicImport(node)) imported(node.arguments[0].text, "*");
    else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "URL") {
      const [name] = node.arguments ?? [];
      if (name && ts.isStringLiteral(name)) imported(name.text, "*");
    } else if (isExported(node) && !isTypeOnly(node)) for (const n of declaredNames(node)) facts.own.add(n);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

function importClause(node: ts.ImportDeclaration, imported: (specifier: string, name: string) => void): void {
  const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
  const clause = node.importClause;
  if (!clause) return imported(specifier, "*"); // import "x": run for its effects
  if (clause.name) imported(specifier, "default");
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) imported(specifier, "*");
  else if (bindings) for (const e of bindings.elements) imported(specifier, (e.propertyName ?? e.name).text);
}

function exportDeclaration(root: string, file: string, node: ts.ExportDeclaration, facts: FileFacts): void {
  const from =
    node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
      ? resolveIn(root, file, node.moduleSpecifier.text)
      : undefined;
  const clause = node.exportClause;
  if (!clause) {
    if (from) facts.starFrom.push(from);
    return;
  }
  if (!ts.isNamedExports(clause)) return;
  for (const e of clause.elements) {
    const inner = (e.propertyName ?? e.name).text;
    if (from) facts.forwarded.set(e.name.text, [from, inner]);
    else facts.own.add(e.name.text);
  }
}

function isDynamicImport(node: ts.Node): node is ts.CallExpression & { arguments: [ts.StringLiteral] } {
  return (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] !== undefined &&
    ts.isStringLiteral(node.arguments[0])
  );
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
    node.parent !== undefined &&
    ts.isSourceFile(node.parent)
  );
}

/** A type or an interface: no value to leave unused (an exported type documents a module's shape). */
function isTypeOnly(node: ts.Node): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
}

function declaredNames(node: ts.Node): string[] {
  if (ts.isVariableStatement(node))
    return node.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  const named = node as ts.Node & { name?: ts.Node };
  const isDefault =
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  if (isDefault) return ["default"];
  return named.name && ts.isIdentifier(named.name) ? [named.name.text] : [];
}
