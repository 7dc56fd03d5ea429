// The channel as a terminal: sizes kept sane, TERM kept to a terminfo name, keys fed a few at a time,
// input that piles up pauses the channel, and output a client does not read gets it dropped.
import { describe, expect, it } from "vitest";
import { ChannelTerminal, clampSize, safeTerm, type Wire } from "../../src/host/channel-terminal.js";

function wire(pending = () => 0) {
  const sent: Buffer[] = [];
  let listener: (d: Buffer) => void = () => {};
  const state = { paused: 0, resumed: 0 };
  const w: Wire = {
    write: (d) => void sent.push(d),
    pending,
    onData: (l) => (listener = l),
    pause: () => void state.paused++,
    resume: () => void state.resumed++,
  };
  return { w, sent, state, type: (text: string) => listener(Buffer.from(text)) };
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe("the channel terminal", () => {
  it("keeps a TERM that names terminfo and a size blessed can hold", () => {
    expect(safeTerm("xterm-256color")).toBe("xterm-256color");
    expect(safeTerm("../../etc/passwd")).toBe("xterm-256color");
    expect(safeTerm(undefined)).toBe("xterm-256color");
    expect(clampSize(0, 0)).toEqual({ cols: 80, rows: 24 });
    expect(clampSize(100_000, 100_000)).toEqual({ cols: 400, rows: 150 });
  });

  it("hands the screen a few keys a turn of the event loop, escape sequences whole", async () => {
    const { w, type } = wire();
    const t = new ChannelTerminal(
      w,
      { term: "xterm", cols: 80, rows: 24 },
      { maxPendingOutput: 1000, keysPerTick: 2, maxQueuedInput: 100 },
    );
    const { input } = t.streams();
    const got: string[] = [];
    input.on("data", (d: Buffer) => got.push(d.toString()));
    type("ab\x1b[Acd");
    await tick();
    expect(got).toEqual(["ab"]);
    await tick();
    expect(got).toEqual(["ab", "\x1b[Ac"]);
    await tick();
    expect(got).toEqual(["ab", "\x1b[Ac", "d"]);
  });

  it("pauses a channel whose keys pile up, and reads it again once they are taken", async () => {
    const { w, type, state } = wire();
    const t = new ChannelTerminal(
      w,
      { cols: 80, rows: 24 },
      { maxPendingOutput: 1000, keysPerTick: 10, maxQueuedInput: 40 },
    );
    t.streams();
    type("x".repeat(50));
    expect(state.paused).toBe(1);
    for (let i = 0; i < 5; i++) await tick();
    expect(state.resumed).toBe(1);
  });

  it("drops a client whose unsent output passes the bound, and sends it nothing more", () => {
    let pending = 0;
    const { w, sent } = wire(() => pending);
    const t = new ChannelTerminal(
      w,
      { cols: 80, rows: 24 },
      { maxPendingOutput: 100, keysPerTick: 4, maxQueuedInput: 100 },
    );
    let stuck = 0;
    t.onStuck = () => void stuck++;
    const { output } = t.streams();
    output.write("x".repeat(60));
    pending = 60;
    output.write("y".repeat(60));
    output.write("z");
    expect(sent.map(String)).toEqual(["x".repeat(60)]);
    expect(stuck).toBe(1);
  });

  it("tells the screen of a window-change", () => {
    const { w } = wire();
    const t = new ChannelTerminal(w, { cols: 80, rows: 24 });
    const { output } = t.streams() as unknown as { output: NodeJS.WritableStream & { columns: number; rows: number } };
    let resized = 0;
    output.on("resize", () => void resized++);
    t.resize(120, 40);
    expect([output.columns, output.rows, resized]).toEqual([120, 40, 1]);
  });
});
