// The protocol's input cut into lines, each at most a fixed number of bytes: a peer that sends bytes
// without a newline is stopped at the limit rather than held in memory without end.

/** A request line's most bytes (its newline not counted): far more than any command or JSON request needs. */
export const MAX_LINE_BYTES = 64 * 1024;

/** A line read, or the one sign that a line went past the limit (nothing more is read after it). */
export type ReadLine = { readonly line: string } | { readonly tooLong: number; readonly lineNumber: number };

/**
 * The lines of INPUT as they come (a final line without a newline too; "\r\n" ends a line as "\n"
 * does). Bytes of an unfinished line are kept only up to MAX bytes: past it, `tooLong` and the end.
 */
export async function* requestLines(
  input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  max = MAX_LINE_BYTES,
): AsyncGenerator<ReadLine> {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let count = 0;
  const tooLong = (): ReadLine => ({ tooLong: max, lineNumber: count + 1 });
  const line = (bytes: Buffer): ReadLine => {
    count++;
    const text = bytes.toString("utf8");
    return { line: text.endsWith("\r") ? text.slice(0, -1) : text };
  };
  for await (const piece of input) {
    let chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10)) {
      if (heldBytes + at > max) return yield tooLong();
      yield line(Buffer.concat([...held.splice(0), chunk.subarray(0, at)]));
      heldBytes = 0;
      chunk = chunk.subarray(at + 1);
    }
    if (heldBytes + chunk.length > max) return yield tooLong();
    // A copy: the chunk's buffer may be a slice of a larger one the stream reuses.
    if (chunk.length > 0) heldBytes += held.push(Buffer.from(chunk)) && chunk.length;
  }
  if (heldBytes > 0) yield line(Buffer.concat(held));
}
