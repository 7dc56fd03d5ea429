// A host in this process for the tests: a fresh folder, a free port, its log kept; players over ssh2.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startHost, type HostOptions, type RunningHost } from "../../src/host/host.js";
import { SshPlayer, type SshPlayerOptions } from "../../bench/ssh-player.js";

export const CONTACT = join(import.meta.dirname, "..", "tui", "fixtures", "contact.yaml");
export const BLUE_NAMES = /Zephyrine|Quillfeather/;

export interface TestHost {
  readonly host: RunningHost;
  readonly log: string[];
  readonly folder: string;
  /** A player at a side of the host's own game, by its join code. */
  join(side: "blue" | "yellow", more?: Partial<SshPlayerOptions>): Promise<SshPlayer>;
  connect(o: Omit<SshPlayerOptions, "port">): Promise<SshPlayer>;
  /** Waits for a line of the host's log matching PATTERN, after the first AFTER lines. */
  waitForLog(pattern: RegExp, after?: number): Promise<string>;
  close(): Promise<void>;
}

export async function testHost(
  o: Partial<HostOptions> = {},
  folder = mkdtempSync(join(tmpdir(), "derelict-host-")),
): Promise<TestHost> {
  const log: string[] = [];
  const players: SshPlayer[] = [];
  const host = await startHost({
    scenario: CONTACT,
    port: 0,
    bind: "127.0.0.1",
    data: folder,
    failDelayMs: 20,
    computerPaceMs: 0,
    log: (line) => void log.push(line),
    ...o,
  });
  const connect = async (c: Omit<SshPlayerOptions, "port">) => {
    const p = await SshPlayer.connect({ port: host.port, ...c });
    players.push(p);
    return p;
  };
  return {
    host,
    log,
    folder,
    connect,
    async waitForLog(pattern, after = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const line = log.slice(after).find((l) => pattern.test(l));
        if (line) return line;
        if (Date.now() > deadline) throw new Error(`the host never logged ${String(pattern)}:\n${log.join("\n")}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    join: (side, more = {}) => connect({ user: side, password: host.game!.codes[side], ...more }),
    async close() {
      for (const p of players) p.close();
      await host.close();
    },
  };
}

/** Presses Tab until the named soldier is the selected marker on the track sheet (marker numbers are random). */
export async function select(p: SshPlayer, name: string): Promise<void> {
  const chosen = new RegExp(`>\\s*\\d+ ${name}`);
  for (let i = 0; i < 12; i++) {
    const before = p.text();
    if (chosen.test(before)) return;
    p.keys("tab");
    await p.waitFor(new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), 5000, true);
  }
  throw new Error(`could not select ${name}:\n${p.text()}`);
}

/** Picks the item of the lobby's current list whose text matches. */
export async function pick(p: SshPlayer, item: RegExp): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const chosen = p
      .text()
      .split("\n")
      .find((l) => l.trim().startsWith(">"));
    if (chosen && item.test(chosen)) {
      const before = p.text();
      p.keys("enter");
      await p.waitFor(before, 5000, true);
      return;
    }
    const before = p.text();
    p.keys("down");
    await p.waitFor(before, 5000, true);
  }
  throw new Error(`no item ${String(item)} in the lobby:\n${p.text()}`);
}

/** The join code shown after WORDS on a lobby page. */
export const codeAfter = (text: string, words: string): string => {
  const found = new RegExp(`${words}[^:]*: (\\w{4}-\\w{4}-\\w{4})`).exec(text);
  if (!found) throw new Error(`no code after '${words}' on:\n${text}`);
  return found[1]!;
};
