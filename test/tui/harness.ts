// The terminal game in-process on fake streams: keys written in, the screen read back from blessed's buffer.
import { PassThrough } from "node:stream";
import { join } from "node:path";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import type { App } from "../../src/tui/app.js";
import { runTui } from "../../src/tui/run-tui.js";
import type { Screen } from "../../src/tui/terminal/screen.js";
import type { SingleSeat } from "../../src/tui/single-seat.js";
import type { Starter } from "../../src/tui/starter.js";

export const DUEL = join(import.meta.dirname, "fixtures", "duel.yaml");

const SEQUENCES: Record<string, string> = {
  enter: "\r",
  tab: "\t",
  "S-tab": "\x1b[Z",
  escape: "\x1b",
  up: "\x1b[A",
  down: "\x1b[B",
  right: "\x1b[C",
  left: "\x1b[D",
  home: "\x1b[1~",
  end: "\x1b[4~",
  pageup: "\x1b[5~",
  pagedown: "\x1b[6~",
  backspace: "\x7f",
  space: " ",
  "C-c": "\x03",
  f10: "\x1b[21~",
};

export interface Harness {
  readonly app: App;
  readonly screen: Screen;
  /** Everything written to the terminal so far. */
  readonly written: () => string;
  /** Sends keys by name ("enter", "S-tab") or as typed text ("l", "E", ":move 2 e"); waits for them to be handled. */
  keys(...keys: string[]): Promise<void>;
  text(): string;
  resize(cols: number, rows: number): Promise<void>;
  /** Quits with Ctrl-C and gives the exit code. */
  quit(): Promise<number>;
  /** The exit code, once the game has stopped (quit, or an internal error). */
  readonly exited: Promise<number>;
}

export interface HarnessOptions {
  readonly cols?: number;
  readonly rows?: number;
  /** A scenario to start at once, as `derelict play SCENARIO` does: both passphrase prompts are passed with Enter. */
  readonly start?: string;
  /** Stop at the passphrase prompts of `start` instead of passing them. */
  readonly askPassphrases?: boolean;
  readonly seed?: string;
  /** The games' visibility, as --visibility gives it; the scenario's when not given. */
  readonly visibility?: "open" | "fog";
  readonly env?: NodeJS.ProcessEnv;
  readonly scenarios?: readonly string[];
  readonly starter?: Starter;
  /** One seat alone (a single-seat game), instead of the menu. */
  readonly single?: SingleSeat;
  /** False as with --no-mouse. */
  readonly mouse?: boolean;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits until `done()` holds, looking every 10 ms; fails after 20 s (a generous bound for a busy machine). */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 20_000) throw new Error(`waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startTui(o: HarnessOptions = {}): Promise<Harness> {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: o.cols ?? 100, rows: o.rows ?? 32 });
  let written = "";
  output.on("data", (d: Buffer) => (written += d.toString("utf8")));
  let app: App | undefined;
  let screen: Screen | undefined;
  // The app starts once the key bindings file has been read (a file read: no number of ticks is sure to be enough).
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = runTui({
    input,
    output,
    terminal: "xterm-256color",
    env: { HOME: "/nonexistent", TERM: "xterm-256color", ...o.env },
    guard: false,
    ...(o.single ? { single: o.single } : {}),
    ...(o.mouse === false ? { mouse: false } : {}),
    starter: o.starter ?? {
      scenarios: await scenarioEntries(o.scenarios ?? [DUEL]),
      check: (file) => {
        const session = newSession(file, "1");
        return Array.isArray(session) ? session : undefined;
      },
      newGame: (file, passphrases) => {
        const session = newSession(file, o.seed ?? "1", o.visibility);
        return Array.isArray(session) ? session : { ...seating(session), passphrases };
      },
    },
    ...(o.start ? { start: { file: o.start } } : {}),
    onStart: (a, s) => {
      app = a;
      screen = s;
      started();
    },
  });
  await Promise.race([running, done.then(() => Promise.reject(new Error("the game ended before it started")))]);
  await tick();
  const h: Harness = {
    app: app!,
    screen: screen!,
    written: () => written,
    async keys(...keys) {
      for (const k of keys) {
        const seq = SEQUENCES[k];
        if (seq !== undefined) input.write(seq);
        // An escape sequence (a mouse report) goes in whole, as a terminal sends it.
        else if (k.startsWith("\x1b")) input.write(k);
        else for (const ch of k) input.write(ch);
        await tick();
        await tick();
      }
    },
    text: () => screenText(screen!),
    async resize(cols, rows) {
      output.columns = cols;
      output.rows = rows;
      output.emit("resize");
      // blessed takes the new size after its resize timeout, then the app draws: wait for that, not a time.
      await until(() => screen!.width === cols && screen!.height === rows, "the screen to take the new size");
      await tick();
    },
    async quit() {
      await h.keys("C-c");
      return done;
    },
    exited: done,
  };
  // `play SCENARIO` offers each side a passphrase first; most tests play without.
  if (o.start && !o.askPassphrases) await h.keys("enter", "enter");
  return h;
}

export function screenText(screen: Screen): string {
  const lines = (screen as unknown as { lines: [unknown, string][][] }).lines;
  return lines
    .map((l) =>
      l
        .map((c) => c[1])
        .join("")
        .trimEnd(),
    )
    .join("\n");
}

/** Presses Tab until the named soldier (or "dummy") is the selected marker on the track sheet. */
export async function select(h: Harness, name: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    if (new RegExp(`>\\s*\\d+ ${name.slice(0, 12)}`).test(h.text())) return;
    await h.keys("tab");
  }
  throw new Error(`could not select ${name}:\n${h.text()}`);
}

/** The text of the screen row the terminal cursor is on, and the character under it. */
export function underCursor(h: Harness): string {
  const program = h.screen.program as unknown as { x: number; y: number };
  return h.text().split("\n")[program.y]?.[program.x] ?? "";
}
