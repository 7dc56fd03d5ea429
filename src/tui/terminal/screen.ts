// The blessed screen: opened on real or fake streams (blessed's terminfo and stream-type quirks
// handled here), its colours, wiped without trace between players, closed once. The rest of the
// terminal UI reaches blessed only through this folder (docs/LAYERS.md), so another blessed
// (a maintained fork) would change only it.
import type { Readable, Writable } from "node:stream";
import type blessed from "blessed";
import * as widgets from "./widgets.js";

export type Screen = blessed.Widgets.Screen;
export type Box = blessed.Widgets.BoxElement;
export type BoxOptions = blessed.Widgets.BoxOptions;

export interface TerminalOptions {
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  /** A terminfo name; blessed reads $TERM when it is not given. */
  readonly terminal?: string;
}

export function openScreen(options: TerminalOptions): Screen {
  const term = options.terminal ?? process.env.TERM;
  const screen = quietly(() =>
    widgets.screen({
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
    }),
  );
  trustColours(screen, term ?? "");
  return screen;
}

/**
 * Makes the screen with blessed's console output dropped: a terminfo entry it cannot compile
 * (screen-256color's, any a remote player names with TERM) it prints whole to stderr, which is the
 * host's log (and the local player's terminal), and then falls back to what it can draw anyway.
 */
function quietly<T>(make: () => T): T {
  const { error, log } = console;
  console.error = console.log = () => {};
  try {
    return make();
  } finally {
    console.error = error;
    console.log = log;
  }
}

/**
 * blessed cannot read the newer terminfo files (tmux-256color, screen-256color on current systems)
 * and falls back to xterm's 8 colours, where grey, the colour of all that is out of sight, turns
 * black. A terminal named for 256 colours has them; any other colour terminal has the bright 16.
 */
function trustColours(screen: Screen, term: string): void {
  const tput = screen.tput as unknown as { colors: number };
  if (/256colou?r/.test(term) && tput.colors < 256) tput.colors = 256;
  else if (tput.colors === 8) tput.colors = 16;
}

/**
 * Wipes everything a player might have seen: blessed's buffers, the visible terminal and
 * its scrollback (`ESC [3J`), so the next player finds nothing of the last one.
 */
export function wipeScreen(screen: Screen): void {
  screen.realloc();
  screen.program.write("\x1b[H\x1b[2J\x1b[3J");
}

/** The terminal cursor on a map hex (for screen readers and a steady eye), or hidden. */
export function parkCursor(screen: Screen, at: { row: number; col: number } | undefined): void {
  if (at === undefined) {
    screen.program.hideCursor();
    return;
  }
  screen.program.cup(at.row, at.col);
  screen.program.showCursor();
}

/** How many colours the terminal shows, as blessed counts them (after `trustColours`). */
export function colourCount(screen: Screen): number {
  return (screen.tput as unknown as { colors: number }).colors;
}

/** Gives the terminal back: leaves the alternate screen, shows the cursor; again does nothing. */
export function closeScreen(screen: Screen): void {
  if (!isClosed(screen)) screen.destroy();
}

export function isClosed(screen: Screen): boolean {
  return (screen as { destroyed?: boolean }).destroyed === true;
}
