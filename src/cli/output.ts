// Writing to stdout: lines, aligned tables, and a quiet exit when a pipe closes early.
export function printLines(lines: readonly string[]): void {
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** Columns padded to their widest cell; the last column is left ragged. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  printLines(all.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ")));
}

/** `derelict maps show 89 | head` closes stdout early: that is not an error. */
export function quietOnClosedPipe(): void {
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}
