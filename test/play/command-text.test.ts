// A command is plain text: a line with a control character is refused before its words are read, so
// no refusal ever puts an escape code back on a terminal (a shared script's `board \e]0;...`).
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/play/command.js";

describe("the command language's text", () => {
  it("refuses a control character with its code point, never echoing it", () => {
    for (const line of ["board \u001b]0;owned\u0007", "move Osaka\u0000", "fire \u009b2J ?3", "end\u000c"]) {
      const parsed = parseCommand(line);
      expect(parsed).toMatchObject({ ok: false, code: "control-character" });
      const reason = (parsed as { reason: string }).reason;
      expect(/[\u0000-\u001f\u007f-\u009f]/.test(reason)).toBe(false);
      expect(reason).toMatch(/^a control character \(U\+00[0-9A-F]{2}\) in the command/);
    }
  });

  it("still takes tabs between words and a line ended CR LF", () => {
    expect(parseCommand("end\t# done")).toMatchObject({ verb: "end" });
    expect(parseCommand("end\r")).toMatchObject({ verb: "end" });
  });
});
