// Grey on terminals blessed undercounts: it cannot read the newer terminfo files (tmux-256color and
// screen-256color on current systems) and falls back to xterm's 8 colours, where grey, the colour of
// everything out of sight, turns black: the remembered map vanished on a dark background.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { colourCount, openScreen } from "../../../src/tui/terminal/screen.js";
import * as widgets from "../../../src/tui/terminal/widgets.js";

function greyWritten(terminal: string): { colours: number; written: string } {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24 });
  let written = "";
  output.on("data", (d: Buffer) => (written += d.toString()));
  const screen = openScreen({ input, output, terminal });
  widgets.box({ parent: screen, top: 0, left: 0, width: 10, height: 1, tags: true, content: "{grey-fg}# # #{/}" });
  screen.render();
  const colours = colourCount(screen);
  screen.destroy();
  return { colours, written };
}

describe("colours", () => {
  it("takes a terminal named for 256 colours at its word when blessed cannot read its terminfo", () => {
    const { colours, written } = greyWritten("no-such-terminal-256color");
    expect(colours).toBe(256);
    expect(written).not.toMatch(/\x1b\[30m# # #/);
  });

  it("draws grey as bright black (90), not black (30), where the terminfo claims only 8 colours", () => {
    const { colours, written } = greyWritten("xterm");
    expect(colours).toBeGreaterThanOrEqual(16);
    expect(written).toMatch(/\x1b\[90m# # #/);
  });
});
