// A player over ssh, for the host's load bench and its tests: the ssh2 client on a socket of its own,
// a pty, keys sent by name, and the screen read back through a small terminal model.
import { connect as tcp, type Socket } from "node:net";
import { StringDecoder } from "node:string_decoder";
import ssh2 from "ssh2";
import { ScreenModel } from "./screen-model.js";

export interface SshPlayerOptions {
  readonly port: number;
  readonly host?: string;
  /** The source address (another loopback address stands for another machine). */
  readonly localAddress?: string;
  readonly user: string;
  /** The join or lobby code, as the password. */
  readonly password?: string;
  /** Or a private key in OpenSSH format. */
  readonly privateKey?: string;
  readonly cols?: number;
  readonly rows?: number;
  readonly term?: string;
  readonly timeoutMs?: number;
}

const SEQUENCES: Readonly<Record<string, string>> = {
  enter: "\r",
  tab: "\t",
  "S-tab": "\x1b[Z",
  escape: "\x1b",
  up: "\x1b[A",
  down: "\x1b[B",
  right: "\x1b[C",
  left: "\x1b[D",
  backspace: "\x7f",
  space: " ",
  "C-c": "\x03",
};

export class SshPlayer {
  readonly socket: Socket;
  readonly #client: ssh2.Client;
  readonly #channel: ssh2.ClientChannel;
  #screen: ScreenModel;
  readonly #decoder = new StringDecoder("utf8");
  readonly #listeners: ((text: string) => void)[] = [];
  /** Bytes received so far. */
  received = 0;
  /** Everything received, as text (only while `record` is set). */
  record = false;
  recorded = "";
  readonly closed: Promise<void>;

  private constructor(socket: Socket, client: ssh2.Client, channel: ssh2.ClientChannel, cols: number, rows: number) {
    this.socket = socket;
    this.#client = client;
    this.#channel = channel;
    this.#screen = new ScreenModel(cols, rows);
    channel.on("data", (data: Buffer) => {
      this.received += data.length;
      const text = this.#decoder.write(data);
      if (this.record) this.recorded += text;
      this.#screen.write(text);
      for (const listener of this.#listeners) listener(text);
    });
    this.closed = new Promise((resolve) => {
      client.on("close", () => resolve());
      socket.on("close", () => resolve());
    });
  }

  /** Logs in and opens a shell with a pty; rejects if the login is refused or anything fails. */
  static connect(o: SshPlayerOptions): Promise<SshPlayer> {
    const cols = o.cols ?? 100;
    const rows = o.rows ?? 32;
    return new Promise((resolve, reject) => {
      const socket = tcp({
        port: o.port,
        host: o.host ?? "127.0.0.1",
        ...(o.localAddress ? { localAddress: o.localAddress } : {}),
      });
      const client = new ssh2.Client();
      client.on("error", (error) => {
        socket.destroy();
        reject(error);
      });
      client.on("close", () => reject(new Error("closed before a shell opened")));
      client.on("ready", () => {
        client.shell({ term: o.term ?? "xterm-256color", cols, rows }, (error, channel) => {
          if (error) return reject(error);
          resolve(new SshPlayer(socket, client, channel, cols, rows));
        });
      });
      client.connect({
        sock: socket,
        username: o.user,
        ...(o.password !== undefined ? { password: o.password } : {}),
        ...(o.privateKey !== undefined ? { privateKey: o.privateKey } : {}),
        readyTimeout: o.timeoutMs ?? 20_000,
        keepaliveInterval: 0,
      });
    });
  }

  /** Sends keys by name ("enter", "tab", "C-c") or as typed text. */
  keys(...keys: string[]): void {
    for (const k of keys) this.#channel.write(SEQUENCES[k] ?? k);
  }

  /** The screen as text, one line a row. */
  text(): string {
    return this.#screen
      .lines()
      .map((l) => l.trimEnd())
      .join("\n");
  }

  /** Told of each piece of output as it arrives. */
  onOutput(listener: (text: string) => void): () => void {
    this.#listeners.push(listener);
    return () => this.#listeners.splice(this.#listeners.indexOf(listener), 1);
  }

  /** Polls the screen until the pattern shows (or, `gone`, no longer shows); fails with the screen's text. */
  async waitFor(pattern: RegExp | string, timeoutMs = 10_000, gone = false): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = this.text();
      const shown = typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
      if (shown !== gone) return text;
      if (Date.now() > deadline)
        throw new Error(`the screen ${gone ? "still shows" : "never showed"} ${String(pattern)}; it shows:\n${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** A window-change: the terminal is now COLS x ROWS. */
  resize(cols: number, rows: number): void {
    this.#screen = new ScreenModel(cols, rows);
    this.#channel.setWindow(rows, cols, 0, 0);
  }

  /** Closes the connection as a client would. */
  close(): void {
    this.#client.end();
  }

  /** Vanishes: the socket is cut with no goodbye (a laptop lid closed, a network gone). */
  drop(): void {
    this.socket.destroy();
  }
}
