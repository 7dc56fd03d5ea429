// Stepping through a replay with keys on a plain terminal (src/cli/replay-stepper.ts).
import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { stepInteractively, stepKey } from "../../src/cli/replay-stepper.js";

describe("stepping with keys", () => {
  test("keys move forward and back, stop at the ends, and q quits", async () => {
    expect(stepKey("right", undefined, 0, 3)).toBe(1);
    expect(stepKey("right", undefined, 3, 3)).toBe(3);
    expect(stepKey("left", undefined, 0, 3)).toBe(0);
    expect(stepKey("g", "G", 0, 3)).toBe(3);
    expect(stepKey("home", undefined, 2, 3)).toBe(0);
    expect(stepKey("q", "q", 2, 3)).toBe("quit");
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    output.on("data", (d: Buffer) => (shown += d.toString()));
    const done = stepInteractively(3, (i) => [`screen ${i}`], { input, output });
    for (const key of ["\u001b[C", "\u001b[C", "\u001b[C", "\u001b[D", "q"]) input.write(key);
    await done;
    const screens = [...shown.matchAll(/screen (\d)/g)].map((m) => m[1]);
    expect(screens).toEqual(["0", "1", "2", "1"]);
  });
});
