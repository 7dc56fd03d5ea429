// Fitting plain text into a width: cut with an ellipsis, padded, wrapped at spaces, or a ruler.

export function cut(text: string, width: number): string {
  if (width <= 0) return "";
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

export function pad(text: string, width: number): string {
  const t = cut(text, width);
  return t + " ".repeat(Math.max(0, width - t.length));
}

/** Words wrapped into lines of at most `width`; a word longer than a line (a save's path) is broken, never cut. */
export function wrap(text: string, width: number, indent = ""): string[] {
  const lines: string[] = [];
  let line = "";
  const room = Math.max(1, width - indent.length);
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (w.length <= room ? [w] : (w.match(new RegExp(`.{1,${room}}`, "g")) ?? [w])));
  for (const word of words) {
    const next = line === "" ? word : `${line} ${word}`;
    if (next.length <= width || line === "") line = next;
    else {
      lines.push(line);
      line = indent + word;
    }
  }
  if (line !== "") lines.push(line);
  return lines.map((l) => cut(l, width));
}

/** A line as lines that fit `width`: left whole when it fits, else wrapped, its leading spaces kept and the rest indented under them. */
export function fold(text: string, width: number, indent = "    "): string[] {
  if (text.length <= width) return [text];
  const lead = /^ */.exec(text)![0];
  return wrap(text.slice(lead.length), Math.max(1, width - lead.length), indent).map((l) => lead + l);
}

/** Lines of the log: the last `rows` screen lines of these texts, each folded to the width. */
export function lastFolded(texts: readonly string[], width: number, rows: number): string[] {
  return texts
    .slice(-rows)
    .flatMap((t) => fold(t, width))
    .slice(-rows);
}

/** A heading ruled to the width: "-- title -----". */
export function ruled(title: string, width: number): string {
  const text = `-- ${title} `;
  return text.length >= width ? cut(text, width) : text + "-".repeat(width - text.length);
}

/** Key hints joined by two spaces; while they do not fit, the one of highest rank (least needed, the later of equals) gives way. */
export function hintLine(hints: readonly { readonly text: string; readonly rank: number }[], width: number): string {
  const shown = hints.filter((h) => h.text !== "");
  const line = () => shown.map((h) => h.text).join("  ");
  while (line().length > width && shown.some((h) => h.rank > 0)) {
    const top = Math.max(...shown.map((h) => h.rank));
    shown.splice(
      shown.findLastIndex((h) => h.rank === top),
      1,
    );
  }
  return cut(line(), width);
}
