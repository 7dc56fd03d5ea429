// The terminal given back when the program crashes: the screen destroyed, the alternate screen left, the error told.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { guardTerminal } from "../../../src/tui/terminal/guard.js";
import { isClosed, openScreen } from "../../../src/tui/terminal/screen.js";

describe("the terminal guard", () => {
  it("destroys the screen and reports a crash, and its handlers come off again", () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const output = Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24 });
    let written = "";
    output.on("data", (d: Buffer) => (written += d.toString()));
    const screen = openScreen({ input, output, terminal: "xterm" });
    screen.render();
    const before = process.listeners("uncaughtException").length;
    const crashes: unknown[] = [];
    const unguard = guardTerminal(screen, (e) => crashes.push(e));
    const added = process.listeners("uncaughtException").slice(before);
    expect(added).toHaveLength(1);
    const boom = new Error("boom");
    (added[0] as (e: Error) => void)(boom);
    expect(crashes).toEqual([boom]);
    expect(isClosed(screen)).toBe(true);
    expect(written).toContain("\x1b[?1049l");
    unguard();
    expect(process.listeners("uncaughtException")).not.toContain(added[0]);
  });
});
