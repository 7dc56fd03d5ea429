// An ssh channel as a terminal for blessed: the pty's size and TERM, resizes from window-change,
// keys fed in small slices (a flood of input never holds the host up for long), and output bounded:
// a client that does not read what it is sent is disconnected rather than buffered without end.
import { PassThrough, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** The streams a blessed screen runs on; a fresh pair for each screen (the lobby, then the game). */
export interface TerminalStreams {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

/** The channel's side of the terminal: what the host needs of ssh2's channel and the socket under it. */
export interface Wire {
  write(data: Buffer): void;
  /** Bytes written but not yet sent (the channel's and the socket's buffers together). */
  pending(): number;
  onData(listener: (data: Buffer) => void): void;
  pause(): void;
  resume(): void;
}

export interface TerminalLimits {
  /** Output waiting to be sent beyond this: the client is not reading; it is dropped. */
  readonly maxPendingOutput: number;
  /** Keys handed to the screen per turn of the event loop. */
  readonly keysPerTick: number;
  /** Input waiting beyond this: the channel stops reading (the client waits); it reads again below a quarter. */
  readonly maxQueuedInput: number;
}

export const TERMINAL_LIMITS: TerminalLimits = { maxPendingOutput: 1 << 20, keysPerTick: 4, maxQueuedInput: 4096 };

/** Columns and rows a screen may have: blessed keeps every cell, so a huge window is a lot of memory. */
const MAX_COLS = 400;
const MAX_ROWS = 150;

/** One key or escape sequence at the start of the text (as blessed's key reader splits them). */
const KEY = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1bO[\s\S]|\x1b\x1b?[\s\S]?|[\s\S]/gy;

/** A TERM the host can trust as a terminfo name (no paths); anything else is taken as xterm-256color. */
export function safeTerm(term: string | undefined): string {
  return term && /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(term) ? term : "xterm-256color";
}

export function clampSize(cols: number, rows: number): { cols: number; rows: number } {
  const fit = (n: number, most: number, none: number) => (Number.isFinite(n) && n >= 1 ? Math.min(most, n) : none);
  return { cols: fit(cols, MAX_COLS, 80), rows: fit(rows, MAX_ROWS, 24) };
}

export class ChannelTerminal {
  readonly term: string;
  cols: number;
  rows: number;
  #streams: { input: PassThrough; output: Writable & { columns: number; rows: number } } | undefined;
  readonly #wire: Wire;
  readonly #limits: TerminalLimits;
  readonly #decoder = new StringDecoder("utf8");
  readonly #queue: string[] = [];
  #queued = 0;
  #paused = false;
  #feeding = false;
  #closed = false;
  /** Told once when the client stops reading its output. */
  onStuck: () => void = () => {};

  constructor(
    wire: Wire,
    pty: { term?: string; cols: number; rows: number },
    limits: TerminalLimits = TERMINAL_LIMITS,
  ) {
    this.#wire = wire;
    this.#limits = limits;
    this.term = safeTerm(pty.term);
    ({ cols: this.cols, rows: this.rows } = clampSize(pty.cols, pty.rows));
    wire.onData((data) => this.#take(data));
  }

  /** New streams for the next screen; the last screen's get no more keys. */
  streams(): TerminalStreams {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const size = { columns: this.cols, rows: this.rows, isTTY: true };
    const output = Object.assign(
      new Writable({
        decodeStrings: true,
        write: (chunk: Buffer, _encoding, done) => {
          if (this.#streams?.output === output && !this.#closed) this.#send(chunk);
          done();
        },
      }),
      size,
    );
    this.#streams = { input, output };
    return { input, output };
  }

  /** A window-change: the screen redraws at its new size. */
  resize(cols: number, rows: number): void {
    ({ cols: this.cols, rows: this.rows } = clampSize(cols, rows));
    const output = this.#streams?.output;
    if (!output) return;
    output.columns = this.cols;
    output.rows = this.rows;
    output.emit("resize");
  }

  /** Stops everything: no more keys in, nothing more out. */
  close(): void {
    this.#closed = true;
    this.#queue.length = 0;
  }

  #send(chunk: Buffer): void {
    if (this.#wire.pending() + chunk.length > this.#limits.maxPendingOutput) {
      this.close();
      this.onStuck();
      return;
    }
    this.#wire.write(chunk);
  }

  #take(data: Buffer): void {
    if (this.#closed) return;
    const text = this.#decoder.write(data);
    KEY.lastIndex = 0;
    for (let m = KEY.exec(text); m; m = KEY.exec(text)) this.#queue.push(m[0]);
    this.#queued += text.length;
    if (this.#queued > this.#limits.maxQueuedInput && !this.#paused) {
      this.#paused = true;
      this.#wire.pause();
    }
    this.#feed();
  }

  /** A few keys now, the rest on later turns of the event loop, so other players' keys get their turn. */
  #feed(): void {
    if (this.#feeding) return;
    this.#feeding = true;
    setImmediate(() => {
      this.#feeding = false;
      if (this.#closed) return;
      const keys = this.#queue.splice(0, this.#limits.keysPerTick);
      const slice = keys.join("");
      this.#queued -= slice.length;
      if (slice) this.#streams?.input.write(slice);
      if (this.#paused && this.#queued < this.#limits.maxQueuedInput / 4) {
        this.#paused = false;
        this.#wire.resume();
      }
      if (this.#queue.length > 0) this.#feed();
    });
  }
}
