// YAML parsing that keeps positions, so every problem can name its line and column.
import { unprintable } from "./printable.js";
import {
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Scalar,
} from "yaml";
import { parsedAtBuild } from "./parsed-cache.js";
import { syntaxCulprit } from "./yaml-syntax-culprit.js";
import { failed, loaded, oneLine, type Loaded, type Problem } from "./problem.js";

export interface YamlFile {
  readonly file: string;
  readonly text: string;
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
  /** The document as plain data. */
  readonly data: unknown;
}

/** Aliases a document may expand: far more than any real file, far fewer than an alias bomb. */
const MAX_ALIAS_COUNT = 100;

export function parseYaml(file: string, text: string): Loaded<YamlFile> {
  // Texts read by readTextFile have LF line ends already; a save's copy of a scenario may not.
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  const atBuild = parsedAtBuild(file, text);
  if (atBuild !== undefined) {
    let full: { doc: Document.Parsed; lines: LineCounter } | undefined;
    const parsed = () => (full ??= fullParse(text)!);
    return loaded({
      file,
      text,
      data: atBuild,
      get doc() {
        return parsed().doc;
      },
      get lines() {
        return parsed().lines;
      },
    });
  }
  const parsed = fullParse(text);
  if (!parsed) return failed([{ file, line: 1, col: 1, message: TOO_DEEP }]);
  const { doc, lines } = parsed;
  const at = (offset: number, message: string): Loaded<YamlFile> =>
    failed([{ file, ...lines.linePos(offset), message: oneLine(message) }]);
  const error = doc.errors[0];
  if (error) {
    const culprit = syntaxCulprit(text, error.code, error.message, error.pos[0]);
    if (culprit) return at(culprit.offset, culprit.message);
    return at(error.pos[0], yamlMessage(error.code, error.message, text.slice(error.pos[0])));
  }
  if (doc.contents === null) {
    const what = text.trim() === "" ? "the file is empty" : "the file holds only comments";
    return failed([{ file, line: 1, col: 1, message: `${what}, expected a YAML mapping` }]);
  }
  const deep = tooDeep(doc.contents);
  if (deep !== undefined) return at(deep, TOO_DEEP);
  const y = { file, text, doc, lines, data: undefined };
  const read = structureProblem(y);
  return "message" in read ? at(read.offset, read.message) : loaded({ ...y, data: read.data });
}

/** Keys and lists nested deeper than this are refused: real files nest a handful; the readers after recurse. */
export const MAX_DEPTH = 64;
const TOO_DEEP = `YAML nested too deeply to read: expected a few levels of keys and lists (at most ${MAX_DEPTH})`;

function fullParse(text: string): { doc: Document.Parsed; lines: LineCounter } | undefined {
  try {
    return { doc: parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true }), lines: linesOf(text) };
  } catch (e) {
    // The parser reports deep nesting as an error of the document; should its own stack run out first, the same.
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

/**
 * Where each line of TEXT starts, counted from the text itself: the parser's own count skips a line end
 * it meets while recovering from some errors (a fuzzed file put one past the end of its line).
 */
function linesOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines.addNewLine(i + 1);
  return lines;
}

/** The offset of the first collection nested deeper than MAX_DEPTH, found without recursion. */
function tooDeep(root: unknown): number | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_DEPTH) return node.range?.[0] ?? 0;
    for (const item of node.items) {
      if (isPair(item)) {
        stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
      } else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The first thing in a well-formed document that cannot become plain data, or a block YAML
 * silently cut short; else the document as plain data.
 */
function structureProblem(y: YamlFile): { offset: number; message: string } | { data: unknown } {
  let found: { offset: number; message: string } | undefined;
  const stop = (offset: number | undefined, message: string) => {
    found = { offset: offset ?? 0, message };
    return visit.BREAK;
  };
  visit(y.doc, {
    Pair: (_, pair) => {
      if (isNode(pair.key) && !isScalar(pair.key))
        return stop(pair.key.range?.[0], "a key must be a name or quoted text, not a list or mapping");
      // YAML 1.1's merge key: read as a key named '<<', it gave an "unknown key" far from the cause.
      if (isScalar(pair.key) && pair.key.value === "<<" && pair.key.type === "PLAIN")
        return stop(
          pair.key.range?.[0],
          "a merge key (<<: *name) is not taken: write the keys out (an alias may stand for a whole value, as in key: *name)",
        );
      return undefined;
    },
    Alias: (_, alias, path) => {
      const target = alias.resolve(y.doc);
      if (!target) return stop(alias.range?.[0], `alias *${alias.source} names no anchor &${alias.source} above it`);
      if (path.includes(target))
        return stop(
          alias.range?.[0],
          `alias *${alias.source} stands inside its own anchor &${alias.source}: an endless loop`,
        );
      return undefined;
    },
    Scalar: (_, node, path) => {
      const bad = typeof node.value === "string" ? unprintable(node.value) : undefined;
      if (bad !== undefined) return stop(node.range?.[0], bad);
      const pair = path.at(-1);
      if (!isPair(pair) || !isScalar(pair.key) || (node.type !== "BLOCK_LITERAL" && node.type !== "BLOCK_FOLDED"))
        return undefined;
      const cut = commentCuttingBlock(y, pair.key, node, siblingRowsIndent(y, path.at(-2), node));
      return cut ? stop(cut.offset, cut.message) : undefined;
    },
  });
  if (found) return found;
  try {
    return { data: y.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch {
    let first: number | undefined;
    visit(y.doc, { Alias: (_, a) => ((first = a.range?.[0]), visit.BREAK) });
    return {
      offset: first ?? 0,
      message: `aliases expand too far (more than ${MAX_ALIAS_COUNT} copies): write the values out`,
    };
  }
}

/** The least indentation of the rows of the other block scalars in the same mapping (a module's other levels). */
function siblingRowsIndent(y: YamlFile, parent: unknown, block: Scalar): number | undefined {
  if (!isMap(parent)) return undefined;
  let least: number | undefined;
  for (const item of parent.items) {
    const v = item.value;
    if (!isScalar(v) || v === block || !v.range || (v.type !== "BLOCK_LITERAL" && v.type !== "BLOCK_FOLDED")) continue;
    const end = v.range[1];
    // From the line after the header (linePos counts from 1, lineStarts from 0) to the block's end.
    for (let n = y.lines.linePos(v.range[0]).line; n < y.lines.lineStarts.length && y.lines.lineStarts[n]! < end; n++) {
      const stop = y.text.indexOf("\n", y.lines.lineStarts[n]!);
      const line = y.text.slice(y.lines.lineStarts[n]!, stop < 0 ? undefined : stop);
      if (line.trim() === "") continue;
      const indent = line.length - line.trimStart().length;
      least = least === undefined ? indent : Math.min(least, indent);
    }
  }
  return least;
}

/** A block scalar's header with an indentation indicator (`|2`), matched where the block starts. */
const INDICATED = /[|>][+-]?\d/y;

/**
 * A comment line just after a block scalar, indented deeper than its key but less than the
 * block: YAML ends the block there and reads the rest as comments. That happens when an art's
 * first row starts with a space and no indentation indicator (`|2`) says where the rows begin.
 */
function commentCuttingBlock(
  y: YamlFile,
  key: Scalar,
  block: Scalar,
  siblingIndent: number | undefined,
): { offset: number; message: string } | undefined {
  // With an indentation indicator (|2) YAML is told where the rows begin: nothing to guess.
  INDICATED.lastIndex = block.range![0];
  if (INDICATED.test(y.text)) return undefined;
  const keyIndent = y.lines.linePos(key.range![0]).col - 1;
  const starts = y.lines.lineStarts;
  const header = y.lines.linePos(block.range![0]).line;
  let contentIndent: number | undefined;
  for (let i = header; i < starts.length; i++) {
    const end = y.text.indexOf("\n", starts[i]!);
    const line = y.text.slice(starts[i]!, end < 0 ? undefined : end);
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    contentIndent ??= indent;
    if (indent >= contentIndent) continue;
    if (indent <= keyIndent || !line.trimStart().startsWith("#")) return undefined;
    const name = String(key.value);
    // Where row text starts: as in the other levels drawn beside it (main's rows), else two past
    // the key; never deeper than this line, which would cut it off again.
    const rows = Math.min(
      indent,
      siblingIndent !== undefined && siblingIndent > keyIndent ? siblingIndent : keyIndent + 2,
    );
    return {
      offset: y.lines.lineStarts[i]! + indent,
      message: `this line is less indented than the first line of '${name}', so YAML reads it as a comment: indent the rows evenly, or if the first row starts with a space (or is empty) write '${name}: |${rows - keyIndent}' (the number: how far the rows are indented past '${name}:')`,
    };
  }
  return undefined;
}

/** The line and column of the value at a path, or of the nearest enclosing value that exists. */
export function locate(y: YamlFile, path: readonly PropertyKey[]): Pick<Problem, "line" | "col"> {
  for (let n = path.length; n >= 0; n--) {
    const node = y.doc.getIn(path.slice(0, n) as unknown[], true);
    if (isNode(node) && node.range) return y.lines.linePos(node.range[0]);
    if (n > 0) {
      const key = keyNode(y, path.slice(0, n));
      if (key) return key;
    }
  }
  return { line: 1, col: 1 };
}

/** The position of the key at the end of a path (an unknown key is itself the problem). */
export function keyNode(y: YamlFile, path: readonly PropertyKey[]): Pick<Problem, "line" | "col"> | undefined {
  const parent = y.doc.getIn(path.slice(0, -1) as unknown[], true);
  const key = path.at(-1);
  if (!isMapNode(parent)) return undefined;
  const pair = parent.items.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === key);
  return pair && isNode(pair.key) && pair.key.range ? y.lines.linePos(pair.key.range[0]) : undefined;
}

export function problemAt(y: YamlFile, path: readonly PropertyKey[], message: string): Problem {
  return { file: y.file, ...locate(y, path), message: oneLine(message) };
}

function yamlMessage(code: string, message: string, from: string): string {
  // A tab at the start of an art row (an editor's doing) reads to YAML as a badly indented line.
  if (code === "TAB_AS_INDENT" || /^[ ]*\t/.test(from)) return "tab used for indentation, expected spaces";
  if (code === "DUPLICATE_KEY") {
    const key = /^\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^:,{}[\]\n]+?))\s*:/.exec(from);
    const name = key ? (key[1] ?? key[2] ?? key[3]) : undefined;
    return `duplicate key${name === undefined ? "" : ` '${name}'`}: each key may appear once`;
  }
  // `summary: a lab: with a store` reads as a key inside a value: the text wants quotes.
  if (code === "BLOCK_AS_IMPLICIT_KEY")
    return `': ' inside a value, which YAML reads as another key: put the text in quotes ("a lab: with a store")`;
  if (code === "MULTIPLE_DOCS") return "a second YAML document (after ---): expected one document per file";
  if (code === "RESOURCE_EXHAUSTION") return "YAML nested too deeply to read: expected a few levels of keys and lists";
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return `YAML syntax: ${first}`;
}

function isMapNode(node: unknown): node is { items: { key: unknown }[] } {
  return typeof node === "object" && node !== null && Array.isArray((node as { items?: unknown }).items);
}
