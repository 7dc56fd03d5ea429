// The protocol's input lines (src/cli/request-lines.ts): cut at newlines however the bytes come, and a
// line past the limit stops the reading there, never held in memory without end.
import { describe, expect, it } from "vitest";
import { MAX_LINE_BYTES, requestLines, type ReadLine } from "../../src/cli/request-lines.js";

async function read(chunks: readonly (string | Buffer)[], max?: number): Promise<ReadLine[]> {
  const got: ReadLine[] = [];
  for await (const r of requestLines(chunks, max)) got.push(r);
  return got;
}

describe("request lines", () => {
  it("are the input's lines however it is cut, CRLF as LF, a last line without its newline too", async () => {
    const lines = await read(["bo", "ard Osaka\r", '\n{"view":true}\n\nend']);
    expect(lines).toEqual([{ line: "board Osaka" }, { line: '{"view":true}' }, { line: "" }, { line: "end" }]);
  });

  it("keep a character whose bytes are split between chunks whole", async () => {
    const bytes = Buffer.from("move Zoë\n");
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await read([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual([{ line: "move Zoë" }]);
  });

  it("take a line of the most bytes, and stop at one byte more, with or without its newline", async () => {
    expect(await read(["x".repeat(10) + "\n"], 10)).toEqual([{ line: "x".repeat(10) }]);
    expect(await read(["ok\n", "x".repeat(11) + "\nend\n"], 10)).toEqual([
      { line: "ok" },
      { tooLong: 10, lineNumber: 2 },
    ]);
    expect(await read(["ok\n", "x".repeat(6), "x".repeat(5)], 10)).toEqual([
      { line: "ok" },
      { tooLong: 10, lineNumber: 2 },
    ]);
  });

  it("stop reading a peer that sends without a newline once the limit is passed, however long it goes on", async () => {
    let pulled = 0;
    // Endless bytes and no newline: the reading must end on its own.
    async function* endless() {
      for (;;) {
        pulled++;
        yield Buffer.alloc(4096, 0x61);
      }
    }
    const lines = [];
    for await (const r of requestLines(endless())) lines.push(r);
    expect(lines).toEqual([{ tooLong: MAX_LINE_BYTES, lineNumber: 1 }]);
    expect(pulled).toBe(MAX_LINE_BYTES / 4096 + 1);
  });
});
