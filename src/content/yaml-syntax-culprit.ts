// Where a YAML syntax error really began: the parser notices an unclosed quote or bracket only where
// the file ends or the next key starts, and an over-indented key as a colon inside the value above it.
import { Parser } from "yaml";

export interface Culprit {
  readonly offset: number;
  readonly message: string;
}

/** The place and words for a parser error that points past its cause, or undefined to keep the parser's. */
export function syntaxCulprit(text: string, code: string, message: string, offset: number): Culprit | undefined {
  if (code === "MISSING_CHAR" && /quote/.test(message)) {
    const open = unclosed(text, (t) => isQuoted(t) && !closedQuote(String(t.source)));
    const q = open === undefined ? undefined : text[open];
    if (open !== undefined)
      return {
        offset: open,
        message: `YAML syntax: this ${q} opens a text that is never closed: expected a closing ${q}`,
      };
  }
  const flow = /^Flow (map|sequence)/.exec(message);
  if (flow) {
    const open = unclosed(text, (t) => t.type === "flow-collection" && !closedFlow(t));
    const [start, end] = flow[1] === "map" ? ["{", "}"] : ["[", "]"];
    if (open !== undefined && text[open] === start)
      return { offset: open, message: `YAML syntax: this ${start} is never closed: expected a ${end} to end it` };
  }
  if (code === "BAD_INDENT" && /^All mapping items must start at the same column/.test(message)) {
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    return {
      offset: firstGlyph(text, lineStart),
      message: "YAML syntax: this key is not lined up with the keys above it: indent it as they are",
    };
  }
  if (code === "MULTILINE_IMPLICIT_KEY")
    return {
      offset,
      message:
        "YAML syntax: this line has no ': ' after its key, so YAML reads it as one key with the next line: expected 'key: value'",
    };
  if (code === "BLOCK_AS_IMPLICIT_KEY") {
    // `race: norx` then `     force: x` one space deeper: YAML reads the second line as more of the
    // first value, whose ': ' it then takes for a key. The culprit is the deeper line.
    const colon = text.indexOf(": ", offset);
    const lineEnd = text.indexOf("\n", offset);
    if (colon > 0 && lineEnd >= 0 && colon > lineEnd) {
      return {
        offset: firstGlyph(text, text.lastIndexOf("\n", colon) + 1),
        message:
          "YAML syntax: this line is indented deeper than the key above it, so YAML reads it as more of that key's value: indent it as the key above",
      };
    }
  }
  return undefined;
}

/** The offset of the first character past the spaces that start the line at `lineStart`. */
function firstGlyph(text: string, lineStart: number): number {
  let i = lineStart;
  while (text[i] === " ") i++;
  return i;
}

interface Token {
  readonly type?: unknown;
  readonly offset?: unknown;
  readonly source?: unknown;
  readonly start?: { readonly offset?: unknown };
  readonly end?: readonly { readonly type?: unknown }[];
}

/** The offset of the first token of the file's syntax tree that `open` picks, searched without recursion. */
function unclosed(text: string, open: (t: Token) => boolean): number | undefined {
  const stack: unknown[] = [...new Parser().parse(text)].reverse();
  while (stack.length > 0) {
    const t = stack.pop();
    if (typeof t !== "object" || t === null) continue;
    const token = t as Token;
    if (open(token)) {
      const at = token.type === "flow-collection" ? token.start?.offset : token.offset;
      if (typeof at === "number") return at;
    }
    stack.push(...Object.values(t).reverse());
  }
  return undefined;
}

function isQuoted(t: Token): boolean {
  return (t.type === "double-quoted-scalar" || t.type === "single-quoted-scalar") && typeof t.source === "string";
}

/** Whether a quoted scalar's source ends with its quote (in double quotes, one no backslash escapes). */
function closedQuote(source: string): boolean {
  const q = source[0];
  if (source.length < 2 || source.at(-1) !== q) return false;
  if (q === "'") return true;
  const slashes = /\\*(?="$)/.exec(source)?.[0].length ?? 0;
  return slashes % 2 === 0;
}

function closedFlow(t: Token): boolean {
  return (t.end ?? []).some((e) => e.type === "flow-map-end" || e.type === "flow-seq-end");
}
