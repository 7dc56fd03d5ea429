// The real OpenSSH client against a host, each in a terminal of its own (tmux): a join code typed by
// an askpass program, or a key made by ssh-keygen; from a chosen loopback address, with a chosen TERM.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { openPane, type Pane } from "../tui/tmux.js";

export const hasSsh = spawnSync("ssh", ["-V"]).error === undefined;

export interface SshLogin {
  readonly port: number;
  readonly user: string;
  /** The join code or lobby code, typed when asked. */
  readonly code?: string;
  /** A private key file (`sshKey`): the only way tried. */
  readonly key?: string;
  /** The local address to connect from (all of 127/8 is this machine): each address has its own limits. */
  readonly from?: string;
  /** The TERM the client sends with its terminal. */
  readonly term?: string;
}

/** A folder for the client's files (its HOME, askpass programs, keys). */
export const sshHome = (): string => mkdtempSync(join(tmpdir(), "derelict-openssh-"));

/** A new ED25519 key pair made by ssh-keygen in HOME: the private key's file and the public key's line. */
export function sshKey(home: string, name: string): { file: string; line: string } {
  const file = join(home, name);
  const made = spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", `${name}@test`, "-f", file]);
  if (made.status !== 0) throw new Error(`ssh-keygen failed: ${String(made.stderr)}`);
  return { file, line: readFileSync(`${file}.pub`, "utf8").trim() };
}

let asked = 0;

/** A terminal running `ssh USER@127.0.0.1` as LOGIN says; the pane shows `EXITED <code>` once ssh ends. */
export function sshPane(home: string, login: SshLogin): Pane {
  const common = [
    `-p ${login.port}`,
    "-tt",
    "-F /dev/null",
    "-o StrictHostKeyChecking=no",
    "-o UserKnownHostsFile=/dev/null",
    "-o LogLevel=ERROR",
    ...(login.from ? [`-b ${login.from}`] : []),
  ];
  const env: Record<string, string> = { HOME: home, ...(login.term ? { TERM: login.term } : {}) };
  let way: string[];
  if (login.key) {
    way = [`-i ${login.key}`, "-o IdentitiesOnly=yes", "-o PreferredAuthentications=publickey", "-o BatchMode=yes"];
  } else {
    const askpass = join(home, `askpass-${++asked}`);
    writeFileSync(askpass, `#!/bin/sh\necho '${login.code ?? ""}'\n`);
    chmodSync(askpass, 0o700);
    Object.assign(env, { SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: "force", DISPLAY: ":0" });
    way = [
      "-o PubkeyAuthentication=no",
      "-o PreferredAuthentications=keyboard-interactive,password",
      "-o NumberOfPasswordPrompts=1",
    ];
  }
  return openPane(`ssh ${[...common, ...way].join(" ")} ${login.user}@127.0.0.1`, env);
}

/** Waits for ssh to end in PANE; its exit code (255: refused or cut off). */
export async function sshExit(pane: Pane, timeoutMs = 20_000): Promise<number> {
  const text = await pane.waitFor(/EXITED \d+/, timeoutMs);
  return Number(/EXITED (\d+)/.exec(text)![1]);
}

/** The ssh panes of a test file: each one `open` makes is killed after its test; `all`: those of this test. */
export function sshPanes(): { open(home: string, login: SshLogin): Pane; readonly all: Pane[] } {
  const all: Pane[] = [];
  afterEach(() => {
    for (const p of all.splice(0)) p.kill();
  });
  return {
    open(home, login) {
      const pane = sshPane(home, login);
      all.push(pane);
      return pane;
    },
    all,
  };
}
