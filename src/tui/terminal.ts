// The blessed screen: opened on real or fake streams, wiped without trace between players, always given back.
import type { Readable, Writable } from "node:stream";
import type blessed from "blessed";
import * as widgets from "./widgets.js";

export interface TerminalOptions {
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  /** A terminfo name; blessed reads $TERM when it is not given. */
  readonly terminal?: string;
}

export function openScreen(options: TerminalOptions): blessed.Widgets.Screen {
  const term = options.terminal ?? process.env.TERM;
  const screen = widgets.screen({
    // @types/blessed has the two stream types the wrong way round.
    ...(options.input ? { input: options.input as unknown as Writable } : {}),
    ...(options.output ? { output: options.output as unknown as Readable } : {}),
    // A dumb terminal cannot place the cursor at all: draw as for a VT100, with no colour.
    ...(term === undefined || term === "" ? {} : { terminal: term === "dumb" ? "vt100" : term }),
    smartCSR: true,
    fullUnicode: true,
    warnings: false,
    autoPadding: false,
    title: "Derelict",
    resizeTimeout: 100,
  });
  trustColours(screen, term ?? "");
  return screen;
}

/**
 * blessed cannot read the newer terminfo files (tmux-256color, screen-256color on current systems)
 * and falls back to xterm's 8 colours, where grey, the colour of all that is out of sight, turns
 * black. A terminal named for 256 colours has them; any other colour terminal has the bright 16.
 */
function trustColours(screen: blessed.Widgets.Screen, term: string): void {
  const tput = screen.tput as unknown as { colors: number };
  if (/256colou?r/.test(term) && tput.colors < 256) tput.colors = 256;
  else if (tput.colors === 8) tput.colors = 16;
}

/**
 * Wipes everything a player might have seen: blessed's buffers, the visible terminal and
 * its scrollback (`ESC [3J`), so the next player finds nothing of the last one.
 */
export function wipeScreen(screen: blessed.Widgets.Screen): void {
  screen.realloc();
  screen.program.write("\x1b[H\x1b[2J\x1b[3J");
}

/** The terminal cursor on a map hex (for screen readers and a steady eye), or hidden. */
export function parkCursor(screen: blessed.Widgets.Screen, at: { row: number; col: number } | undefined): void {
  if (at === undefined) {
    screen.program.hideCursor();
    return;
  }
  screen.program.cup(at.row, at.col);
  screen.program.showCursor();
}

/**
 * Gives the terminal back on every way out: a normal exit, a crash and the signals a
 * terminal sends. Returns the function that removes these handlers again.
 */
export function guardTerminal(screen: blessed.Widgets.Screen, onCrash: (error: unknown) => void): () => void {
  const restore = (): void => {
    if (!(screen as { destroyed?: boolean }).destroyed) screen.destroy();
  };
  const crash = (error: unknown): void => {
    restore();
    onCrash(error);
  };
  const signal = (name: NodeJS.Signals) => (): void => {
    restore();
    process.exit(name === "SIGINT" ? 130 : 143);
  };
  const handlers: [string, (...args: never[]) => void][] = [
    ["exit", restore],
    ["uncaughtException", crash],
    ["unhandledRejection", crash],
    ["SIGTERM", signal("SIGTERM")],
    ["SIGHUP", signal("SIGHUP")],
    ["SIGINT", signal("SIGINT")],
  ];
  for (const [event, handler] of handlers) process.on(event as "exit", handler as () => void);
  return () => {
    for (const [event, handler] of handlers) process.removeListener(event as "exit", handler as () => void);
  };
}
