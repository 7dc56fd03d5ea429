// Fitting plain text into a width: cut with an ellipsis, padded, or wrapped at spaces.

export function cut(text: string, width: number): string {
  if (width <= 0) return "";
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

export function pad(text: string, width: number): string {
  const t = cut(text, width);
  return t + " ".repeat(Math.max(0, width - t.length));
}

/** Words wrapped into lines of at most `width`; a word longer than a line is cut. */
export function wrap(text: string, width: number, indent = ""): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
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
