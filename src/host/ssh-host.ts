// The SSH server (ssh2, in this process; no OpenSSH server, no system accounts): connections counted
// and timed before they log in (a short while to say anything at all, then the login grace), logins decided by the gate, one session per connection with a pty and
// a shell, which becomes a player's terminal. Anything else (commands, forwarding, sftp) is refused.
import { createServer, type Server as NetServer, type Socket } from "node:net";
import ssh2 from "ssh2";
import { ChannelTerminal, TERMINAL_LIMITS, type TerminalLimits } from "./channel-terminal.js";
import type { Admission, Gate } from "./gate.js";

export interface ConnectionLimits {
  /** Connections at once, logged in or not. */
  readonly maxConnections: number;
  /** Connections from one address that have not logged in yet. */
  readonly maxPendingPerAddress: number;
  /** Connections from one address, logged in or not (a lobby code opens the lobby to as many as ask). */
  readonly maxPerAddress: number;
  /** Time to log in before the connection is dropped. */
  readonly loginGraceMs: number;
  /** Time to send the SSH identification line (every client sends it at once): a silent connection goes sooner. */
  readonly bannerMs: number;
  /** Authentication requests per connection (each key offered counts). */
  readonly maxAuthTries: number;
  readonly terminal: TerminalLimits;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 256,
  maxPendingPerAddress: 16,
  maxPerAddress: 32,
  loginGraceMs: 30_000,
  bannerMs: 10_000,
  maxAuthTries: 10,
  terminal: TERMINAL_LIMITS,
};

/** A logged-in player's terminal, ready for the lobby or a seat. */
export interface PlayerConnection {
  readonly admission: Admission;
  readonly terminal: ChannelTerminal;
  /** Variables the client sent that the screen heeds (NO_COLOR). */
  readonly env: NodeJS.ProcessEnv;
  /** Aborted when the connection closes. */
  readonly signal: AbortSignal;
  /** Where the player comes from, and the address and port it reached the host at. */
  readonly address: string;
  readonly reached: { readonly address: string; readonly port: number };
  /** Ends the connection, with a line for the player first. */
  end(message?: string): void;
}

export interface HostSettings {
  readonly port: number;
  readonly bind: string;
  readonly hostKey: string;
  readonly gate: Gate;
  readonly log: (line: string) => void;
  /** Called once a player's shell is open. */
  readonly serve: (connection: PlayerConnection) => void;
  readonly limits?: Partial<ConnectionLimits>;
}

/** An IPv4 address as IPv4 ("::ffff:127.0.0.1" is 127.0.0.1). */
const plain = (address: string | undefined): string => (address ?? "?").replace(/^::ffff:(?=\d+\.)/, "");

export class SshHost {
  readonly #s: HostSettings;
  readonly #limits: ConnectionLimits;
  readonly #net: NetServer;
  readonly #ssh: ssh2.Server;
  readonly #sockets = new Map<string, { socket: Socket; authed: boolean }>();

  constructor(settings: HostSettings) {
    this.#s = settings;
    this.#limits = { ...CONNECTION_LIMITS, ...settings.limits };
    this.#ssh = new ssh2.Server({ hostKeys: [settings.hostKey], ident: "derelict" }, (client, info) =>
      this.#client(client, info),
    );
    this.#net = createServer((socket) => this.#socket(socket));
  }

  /** Listens; resolves with the address and port (the port the system chose, if 0 was asked). */
  listen(): Promise<{ address: string; port: number }> {
    return new Promise((resolve, reject) => {
      this.#net.once("error", reject);
      this.#net.listen(this.#s.port, this.#s.bind, () => {
        this.#net.off("error", reject);
        const at = this.#net.address();
        resolve(typeof at === "object" && at ? { address: at.address, port: at.port } : { address: "?", port: 0 });
      });
    });
  }

  /** Connections open now. */
  get connections(): number {
    return this.#sockets.size;
  }

  /** Stops listening and drops every connection. */
  close(): Promise<void> {
    for (const { socket } of this.#sockets.values()) socket.destroy();
    return new Promise((resolve) => this.#net.close(() => resolve()));
  }

  #socket(socket: Socket): void {
    const address = plain(socket.remoteAddress);
    const from = [...this.#sockets.values()].filter((s) => plain(s.socket.remoteAddress) === address);
    const pending = from.filter((s) => !s.authed).length;
    if (
      this.#sockets.size >= this.#limits.maxConnections ||
      pending >= this.#limits.maxPendingPerAddress ||
      from.length >= this.#limits.maxPerAddress
    ) {
      socket.destroy();
      return;
    }
    const id = `${socket.remoteAddress}|${socket.remotePort}`;
    const entry = { socket, authed: false };
    this.#sockets.set(id, entry);
    socket.setNoDelay(true);
    socket.on("error", () => {});
    const grace = setTimeout(() => {
      if (!entry.authed) socket.destroy();
    }, this.#limits.loginGraceMs);
    // A connection that says nothing holds a slot of its address's for no purpose: it has a short
    // while to send its identification line (ending in a new line), not the whole login grace.
    let said = false;
    // Decided after the event loop's next look at the sockets: a host held up past the time (a loaded
    // machine) first reads what came meanwhile, rather than drop a client that spoke in time.
    const silent = setTimeout(
      () => setImmediate(() => said || socket.destroy()),
      Math.min(this.#limits.bannerMs, this.#limits.loginGraceMs),
    );
    socket.once("close", () => {
      clearTimeout(grace);
      clearTimeout(silent);
      this.#sockets.delete(id);
    });
    this.#ssh.injectSocket(socket);
    // Listened to after ssh2 (it reads every byte as ever); only until the line has come.
    const heard = (data: Buffer): void => {
      if (!data.includes(0x0a)) return;
      said = true;
      clearTimeout(silent);
      socket.off("data", heard);
    };
    socket.on("data", heard);
  }

  #client(client: ssh2.Connection, info: ssh2.ClientInfo): void {
    const entry = this.#sockets.get(`${info.ip}|${info.port}`);
    if (!entry) return void client.end();
    const { socket } = entry;
    const address = plain(info.ip);
    let admission: Admission | undefined;
    let tries = 0;
    let sessions = 0;
    const closed = new AbortController();
    client.on("error", () => socket.destroy());
    client.on("close", () => closed.abort());
    client.on("authentication", (ctx) => {
      if (++tries > this.#limits.maxAuthTries) return void socket.destroy();
      this.#s.gate.handle(
        ctx,
        address,
        (a) => (admission = a),
        () => {},
      );
    });
    let shell: NodeJS.Timeout | undefined;
    client.on("ready", () => {
      entry.authed = true;
      // Logged in, it has as long again to open its terminal.
      shell = setTimeout(() => socket.destroy(), this.#limits.loginGraceMs);
    });
    client.on("close", () => clearTimeout(shell));
    client.on("session", (accept, reject) => {
      // One terminal per connection: a second session (ssh's connection sharing) is refused.
      if (!admission || sessions++ > 0) return reject();
      const session = accept();
      let pty: { term: string; cols: number; rows: number } | undefined;
      let terminal: ChannelTerminal | undefined;
      const env: NodeJS.ProcessEnv = {};
      session.on("pty", (ok, _no, p) => {
        pty = { term: p.term, cols: p.cols, rows: p.rows };
        ok?.();
      });
      session.on("env", (ok, no, e) => {
        if (e.key === "NO_COLOR") env.NO_COLOR = String(e.val).slice(0, 8);
        (e.key === "NO_COLOR" ? ok : no)?.();
      });
      session.on("window-change", (ok, _no, size) => {
        terminal?.resize(size.cols, size.rows);
        ok?.();
      });
      session.on("exec", (ok) => refuse(ok(), "derelict takes no commands: connect with ssh and no command."));
      session.on("shell", (ok) => {
        clearTimeout(shell);
        const channel = ok();
        if (!pty) return refuse(channel, "derelict needs a terminal: connect with ssh -t.");
        channel.on("error", () => {});
        terminal = new ChannelTerminal(
          {
            write: (data) => void (channel.writable && channel.write(data)),
            pending: () => channel.writableLength + socket.writableLength,
            onData: (listener) => void channel.on("data", listener),
            pause: () => void channel.pause(),
            resume: () => void channel.resume(),
          },
          pty,
          this.#limits.terminal,
        );
        terminal.onStuck = () => {
          this.#s.log(`${address}: does not read what it is sent; disconnected`);
          socket.destroy();
        };
        channel.on("close", () => closed.abort());
        this.#s.serve({
          admission: admission!,
          terminal,
          env,
          signal: closed.signal,
          address,
          reached: { address: plain(socket.localAddress), port: socket.localPort ?? this.#s.port },
          end: (message) => {
            terminal?.close();
            if (channel.writable) {
              if (message) channel.write(`\r\n${message}\r\n`);
              channel.exit(0);
              channel.end();
            }
            // The client closes the channel once it has shown all it was sent (an ssh client that is
            // cut off first may drop the last of it: the terminal's reset); then the connection goes.
            const away = setTimeout(() => client.end(), 5000);
            channel.once("close", () => {
              clearTimeout(away);
              client.end();
            });
          },
        });
      });
    });
  }
}

/** Says why on the channel, and closes it. */
function refuse(channel: ssh2.ServerChannel, why: string): void {
  channel.on("error", () => {});
  channel.write(`${why}\r\n`);
  channel.exit(1);
  channel.end();
}
