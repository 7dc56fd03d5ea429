// The terminal adapter's one sanitiser: whatever string a box is given (a scenario's name from a
// file, a player's name from a peer over ssh), no control character reaches the terminal. Old: a C1
// CSI (U+009B), an OSC title change or an SGR in a name went to the start menu and the lobby as is.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { openScreen } from "../../../src/tui/terminal/screen.js";
import { terminalText } from "../../../src/tui/terminal/plain-text.js";
import * as widgets from "../../../src/tui/terminal/widgets.js";

const HOSTILE = "Raid\u009b2J \u001b]0;pwned\u0007 \u001b[31mred\u001b[0m \u009d0;t\u009c \u202eevil";

/** What the terminal is sent when a box shows TEXT, given at first and set again after. */
function written(text: string): string {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24 });
  let out = "";
  output.on("data", (d: Buffer) => (out += d.toString()));
  const screen = openScreen({ input, output, terminal: "xterm" });
  const b = widgets.box({ parent: screen, top: 0, left: 0, width: 78, height: 2, tags: true, content: text });
  screen.render();
  b.setContent(`{bold}${text}{/}`);
  screen.render();
  screen.destroy();
  return out;
}

describe("the terminal's sanitiser", () => {
  it("sends no control character of a string a box shows: each is shown as U+FFFD", () => {
    const out = written(HOSTILE);
    // (blessed sets the window title itself with an OSC of its own: the name must not make one.)
    for (const bad of ["\u009b", "\u009d", "\u009c", "\u001b]0;pwned", "pwned\u0007", "\u001b[31m", "\u202e"])
      expect(out, JSON.stringify(bad)).not.toContain(bad);
    expect(out).toContain("Raid\ufffd2J");
    // The game's own styling (blessed's tags) still reaches the terminal as escapes of blessed's making.
    expect(out).toMatch(/\x1b\[1m/);
  });

  it("keeps line ends, makes a tab a space and leaves plain text as it is", () => {
    expect(terminalText("a\tb\nc é ✓")).toBe("a b\nc é ✓");
    expect(terminalText(HOSTILE)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/u);
  });
});
