// The built `derelict host` as a child process for the tests: started, its banner read (port, codes,
// fingerprint), killed or stopped, its memory read from /proc. Native addons may be turned off.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../cli/built-cli.js";

const NO_NATIVE = join(import.meta.dirname, "fixtures", "no-native.mjs");

export interface HostBanner {
  readonly port: number;
  readonly fingerprint: string;
  readonly lobbyCode: string;
  /** The host's own game's codes, if it has one. */
  readonly codes?: { readonly blue?: string; readonly yellow?: string };
}

export class HostProcess {
  readonly child: ChildProcessWithoutNullStreams;
  out = "";
  err = "";
  readonly exited: Promise<number | null>;
  banner!: HostBanner;

  private constructor(child: ChildProcessWithoutNullStreams) {
    this.child = child;
    child.stdout.on("data", (d: Buffer) => (this.out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (this.err += d.toString()));
    this.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  }

  /** `derelict host ARGS` (native addons off unless `native`), once its banner is printed. */
  static async start(
    args: readonly string[],
    o: { native?: boolean; env?: NodeJS.ProcessEnv } = {},
  ): Promise<HostProcess> {
    const node = o.native ? [] : ["--import", NO_NATIVE];
    const child = spawn(process.execPath, [...node, join(ROOT, "bin", "derelict.js"), "host", ...args], {
      cwd: ROOT,
      env: { ...process.env, ...o.env },
    });
    const h = new HostProcess(child);
    const deadline = Date.now() + 20_000;
    while (!h.out.includes("Ctrl-C stops the host")) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the host did not start:\n${h.out}\n${h.err}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const find = (re: RegExp) => re.exec(h.out)?.[1];
    const blue = find(/ssh -p \d+ blue@\S+ +join code: (\S+)/);
    const yellow = find(/ssh -p \d+ yellow@\S+ +join code: (\S+)/);
    h.banner = {
      port: Number(find(/listening on \S+ port (\d+)/)),
      fingerprint: find(/host key (SHA256:\S+)/) ?? "",
      lobbyCode: find(/lobby code: (\S+)/) ?? "",
      ...(blue || yellow ? { codes: { ...(blue ? { blue } : {}), ...(yellow ? { yellow } : {}) } } : {}),
    };
    return h;
  }

  /** Resident memory, in MB. */
  rss(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill9(): Promise<void> {
    this.child.kill("SIGKILL");
    await this.exited;
  }

  /** Ctrl-C's signal: players sent away, games saved; resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (this.alive) this.child.kill("SIGTERM");
    return this.exited;
  }
}
