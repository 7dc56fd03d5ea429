// Plain YAML read straight to data: the few forms the bundled maps and ships are written in
// (block mappings and lists, `|` art blocks, one-line and wrapped flow collections, simple
// scalars). It builds no document, so loading a ship stays quick. Anything else, or anything
// it is unsure of, it leaves to the full parser (undefined), which also finds every problem.

/** Thrown to hand the text to the full parser. */
const UNSURE = Symbol("unsure");
const unsure = (): never => {
  throw UNSURE;
};

type Data = string | number | boolean | null | Data[] | { [key: string]: Data };

/** The data of a document in the plain subset, or undefined: read it with the full parser. */
export function readPlainYaml(text: string): { readonly value: Data } | undefined {
  // Tabs, carriage returns, other control characters and a byte-order mark: the full parser's business.
  if (/[\u0000-\u0009\u000b-\u001f\u007f\ufeff]/.test(text)) return undefined;
  const lines = text.split("\n");
  try {
    const start = nextContent(lines, 0);
    if (start === lines.length || indentOf(lines[start]!) !== 0) return undefined;
    const { value, next } = blockMapping(lines, start, 0);
    if (nextContent(lines, next) !== lines.length) return undefined;
    return { value };
  } catch (e) {
    if (e === UNSURE) return undefined;
    throw e;
  }
}

interface Read {
  readonly value: Data;
  /** The first line after the value. */
  readonly next: number;
}

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?$/;
const BLANK_OR_COMMENT = /^ *(?:#.*)?$/;

function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

/** The first line from `i` that is neither blank nor a comment. */
function nextContent(lines: readonly string[], i: number): number {
  while (i < lines.length && BLANK_OR_COMMENT.test(lines[i]!)) i++;
  return i;
}

function newKey(into: Record<string, Data>, key: string): string {
  // A repeated key is an error the full parser words; __proto__ would not become a plain key.
  if (Object.hasOwn(into, key) || key === "__proto__") unsure();
  return key;
}

function blockMapping(lines: readonly string[], start: number, indent: number): Read {
  const map: Record<string, Data> = {};
  let i = start;
  for (;;) {
    i = nextContent(lines, i);
    if (i === lines.length) break;
    const line = lines[i]!;
    const at = indentOf(line);
    if (at < indent) break;
    if (at > indent) unsure();
    const m = KEY.exec(line.slice(indent));
    if (!m) unsure();
    const key = newKey(map, m![1]!);
    const read = valueAfter(lines, i + 1, indent, m![2] ?? "");
    map[key] = read.value;
    i = read.next;
  }
  return { value: map, next: i };
}

function blockList(lines: readonly string[], start: number, indent: number): Read {
  const list: Data[] = [];
  let i = start;
  for (;;) {
    i = nextContent(lines, i);
    if (i === lines.length) break;
    const line = lines[i]!;
    const at = indentOf(line);
    if (at < indent) break;
    if (at > indent || !line.startsWith("- ", indent)) unsure();
    const rest = line.slice(indent + 2);
    // A mapping or a block scalar as an item, or an empty item: left to the full parser.
    if (/^[A-Za-z_][A-Za-z0-9_-]*:(?: |$)/.test(rest) || /^[|>]/.test(rest) || rest.trim() === "") unsure();
    const read = valueAfter(lines, i + 1, indent, rest);
    list.push(read.value);
    i = read.next;
  }
  return { value: list, next: i };
}

/** The value that follows a key (or a list dash) at `indent`, given the rest of its line. */
function valueAfter(lines: readonly string[], next: number, indent: number, after: string): Read {
  const rest = after.replace(/^ +/, "");
  if (BLANK_OR_COMMENT.test(rest)) {
    const j = nextContent(lines, next);
    if (j === lines.length || indentOf(lines[j]!) <= indent) {
      // Nothing more indented follows: an empty value, unless a list starts at the key's own indent.
      if (j < lines.length && indentOf(lines[j]!) === indent && lines[j]!.startsWith("-", indent)) unsure();
      return { value: null, next };
    }
    const at = indentOf(lines[j]!);
    return lines[j]!.startsWith("- ", at) ? blockList(lines, j, at) : blockMapping(lines, j, at);
  }
  if (rest.startsWith("|")) return literal(lines, next, indent, rest);
  let read: Read;
  if (rest.startsWith("{") || rest.startsWith("[")) read = flow(lines, next, indent, rest);
  else read = { value: inlineScalar(rest), next };
  // More-indented lines after a scalar would continue it: the full parser decides what they are.
  const j = nextContent(lines, read.next);
  if (j < lines.length && indentOf(lines[j]!) > indent) unsure();
  return read;
}

/** A quoted or plain scalar that fills the rest of a line, with perhaps a comment after it. */
function inlineScalar(rest: string): Data {
  if (rest.startsWith('"') || rest.startsWith("'")) {
    const end = rest.indexOf(rest[0]!, 1);
    if (end < 0) unsure();
    const value = quoted(rest.slice(0, end + 1));
    if (!BLANK_OR_COMMENT.test(rest.slice(end + 1)) || (end + 1 < rest.length && rest[end + 1] !== " ")) unsure();
    return value;
  }
  const hash = rest.indexOf(" #");
  const text = (hash < 0 ? rest : rest.slice(0, hash)).trimEnd();
  // Indicators that start something other than a plain scalar; a colon that starts a mapping.
  if (text === "" || /^[-?:,[\]{}#&*!|>'"%@`]/.test(text) || text.includes(": ") || text.endsWith(":")) unsure();
  return plain(text);
}

function quoted(token: string): string {
  const body = token.slice(1, -1);
  // Escapes and doubled quotes: the full parser reads them.
  if (body.includes("\\") || body.includes(token[0]!)) unsure();
  return body;
}

/** A plain scalar's value under YAML 1.2's core schema: whole numbers, true/false, null, else text. */
function plain(text: string): Data {
  if (/^[0-9]+$/.test(text)) {
    if (text.length > 15) unsure();
    return Number(text);
  }
  if (text === "true" || text === "True" || text === "TRUE") return true;
  if (text === "false" || text === "False" || text === "FALSE") return false;
  if (text === "null" || text === "Null" || text === "NULL" || text === "~") return null;
  // Signs, decimals, exponents, .inf, .nan, 0x and 0o numbers: left to the full parser.
  if (/^[-+.0-9]/.test(text)) unsure();
  return text;
}

/**
 * A literal block (`|`, or `|N` with its indentation given), clipped: one final line break.
 * Lines are taken as they stand; a block cut short by a comment line the full parser reports.
 */
function literal(lines: readonly string[], start: number, keyIndent: number, header: string): Read {
  const m = /^\|([1-9])?$/.exec(header);
  if (!m) unsure();
  let indent = m![1] ? keyIndent + Number(m![1]) : undefined;
  const rows: string[] = [];
  let widestBlank = 0;
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") {
      // Blank lines keep no spaces beyond the block's indentation (else the spaces would be content).
      if (indent !== undefined && line.length > indent) unsure();
      widestBlank = Math.max(widestBlank, line.length);
      rows.push("");
      continue;
    }
    const at = indentOf(line);
    if (indent === undefined) {
      if (at <= keyIndent) break;
      indent = at;
      if (widestBlank > indent) unsure();
    }
    if (at < indent) {
      // The block ends; a line between the key's indentation and the block's is the full parser's.
      if (at > keyIndent) unsure();
      break;
    }
    rows.push(line.slice(indent));
  }
  // Trailing blank lines belong to no value.
  while (rows.length > 0 && rows[rows.length - 1] === "") rows.pop();
  return { value: rows.length === 0 ? "" : `${rows.join("\n")}\n`, next: i };
}

/**
 * A flow collection (`{ ... }` or `[ ... ]`) on one line, or wrapped over several lines each
 * ending after a comma or an opening bracket, then perhaps a comment.
 */
function flow(lines: readonly string[], start: number, indent: number, first: string): Read {
  let text = first;
  let next = start;
  for (;;) {
    const end = closing(text);
    if (end >= 0) {
      const after = text.slice(end + 1);
      if (!BLANK_OR_COMMENT.test(after) || (after !== "" && !after.startsWith(" "))) unsure();
      const reader = new FlowReader(text.slice(0, end + 1));
      const value = reader.value();
      reader.end();
      return { value, next };
    }
    // Wrapped: the line must break between items, and the next one be indented past the key.
    if (!/[,[{]$/.test(text.trimEnd()) || next >= lines.length) unsure();
    const line = lines[next]!;
    if (line.trim() === "" || indentOf(line) <= indent) unsure();
    text = `${text.trimEnd()} ${line.trim()}`;
    next++;
  }
}

/** Where the first bracket of `text` closes, or -1 if it does not on this text. A comment inside: unsure. */
function closing(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) unsure();
      i = end;
    } else if (c === "#") unsure();
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

class FlowReader {
  private at = 0;

  constructor(private readonly text: string) {}

  value(): Data {
    this.space();
    const c = this.text[this.at];
    if (c === "{") return this.mapping();
    if (c === "[") return this.list();
    if (c === '"' || c === "'") {
      const end = this.text.indexOf(c, this.at + 1);
      const token = this.text.slice(this.at, end + 1);
      this.at = end + 1;
      return quoted(token);
    }
    return this.plainScalar();
  }

  end(): void {
    this.space();
    if (this.at !== this.text.length) unsure();
  }

  private mapping(): Data {
    const map: Record<string, Data> = {};
    this.at++;
    this.space();
    if (this.text[this.at] === "}") {
      this.at++;
      return map;
    }
    for (;;) {
      this.space();
      const m = /^([A-Za-z_][A-Za-z0-9_-]*): /.exec(this.text.slice(this.at));
      if (!m) unsure();
      const key = newKey(map, m![1]!);
      this.at += m![0].length;
      map[key] = this.value();
      this.space();
      const c = this.text[this.at++];
      if (c === "}") return map;
      if (c !== ",") unsure();
    }
  }

  private list(): Data {
    const list: Data[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === "]") {
      this.at++;
      return list;
    }
    for (;;) {
      list.push(this.value());
      this.space();
      const c = this.text[this.at++];
      if (c === "]") return list;
      if (c !== ",") unsure();
    }
  }

  /** Letters, digits, spaces and a little punctuation (no quotes), up to the next comma or bracket. */
  private plainScalar(): Data {
    const m = /^[A-Za-z0-9][A-Za-z0-9 _.-]*/.exec(this.text.slice(this.at));
    if (!m) unsure();
    this.at += m![0].length;
    const next = this.text[this.at];
    if (next !== undefined && next !== "," && next !== "}" && next !== "]") unsure();
    return plain(m![0].trimEnd());
  }

  private space(): void {
    while (this.text[this.at] === " ") this.at++;
  }
}
