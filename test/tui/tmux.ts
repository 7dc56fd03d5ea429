// Driving the built `derelict` in a real terminal through tmux: keys in, the pane's text out, polled until it shows.
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { ROOT } from "../cli/built-cli.js";

export const hasTmux = spawnSync("tmux", ["-V"], { encoding: "utf8" }).status === 0;

export interface Pane {
  readonly name: string;
  keys(...keys: string[]): void;
  /** Typed text, sent literally. */
  type(text: string): void;
  capture(history?: boolean): string;
  /** Polls the pane until the pattern shows and the pane has stopped changing; fails with the pane's text after the timeout. */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<string>;
  /** Polls until the pattern no longer shows. */
  waitForGone(pattern: RegExp | string, timeoutMs?: number): Promise<string>;
  resize(cols: number, rows: number): void;
  kill(): void;
}

/** A detached tmux session running a shell command in the package folder; the shell prints EXITED <code> when it ends. */
export function openPane(command: string, env: Record<string, string> = {}, cols = 100, rows = 32): Pane {
  // Test files run in threads of one process: the pid alone would name two panes alike.
  const name = `derelict-e2e-${process.pid}-${randomUUID().slice(0, 8)}`;
  const vars = Object.entries(env)
    .map(([k, v]) => `${k}='${v}'`)
    .join(" ");
  const shell = `cd '${ROOT}' && env ${vars} ${command}; echo EXITED $?; sleep 60`;
  tmux("new-session", "-d", "-s", name, "-x", String(cols), "-y", String(rows), shell);
  const pane: Pane = {
    name,
    keys: (...keys) => void tmux("send-keys", "-t", name, ...keys),
    type: (text) => void tmux("send-keys", "-t", name, "-l", text),
    capture: (history = false) => tmux("capture-pane", "-p", "-t", name, ...(history ? ["-S", "-", "-E", "-"] : [])),
    waitFor: (pattern, timeoutMs) => poll(pane, pattern, true, timeoutMs),
    waitForGone: (pattern, timeoutMs) => poll(pane, pattern, false, timeoutMs),
    resize: (c, r) => void tmux("resize-window", "-t", name, "-x", String(c), "-y", String(r)),
    kill: () => {
      spawnSync("tmux", ["kill-session", "-t", name]);
    },
  };
  return pane;
}

function tmux(...args: string[]): string {
  return execFileSync("tmux", args, { encoding: "utf8" });
}

async function poll(pane: Pane, pattern: RegExp | string, shown: boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const matches = (text: string) =>
    (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text)) === shown;
  let last: string | undefined;
  for (;;) {
    const text = pane.capture();
    // A pane caught mid-redraw already shows the pattern but not yet the rest: the text counts
    // once it matches and has not changed for a while.
    if (matches(text) && text === last) return text;
    last = matches(text) ? text : undefined;
    if (Date.now() > deadline)
      throw new Error(`tmux pane ${shown ? "never showed" : "still shows"} ${String(pattern)}; it shows:\n${text}`);
    await new Promise((r) => setTimeout(r, last === undefined ? 50 : 200));
  }
}

/** `derelict play SCENARIO` first offers each side a passphrase: Enter at both sets none. */
export async function skipPassphrases(pane: Pane): Promise<void> {
  await pane.waitFor("BLUE PLAYER");
  pane.keys("Enter");
  await pane.waitFor("YELLOW PLAYER");
  pane.keys("Enter");
}

/** Hot-seat: past a handover to SIDE and the page of what it saw, if there is one, to its map (WAIT: long on a loaded machine). */
export async function takeOver(p: Pane, side: "BLUE" | "YELLOW", wait: number): Promise<string> {
  await p.waitFor(`${side} TO MOVE`, wait);
  p.keys("Enter");
  const seen = await p.waitFor(new RegExp(`${side} turn \\d+/\\d+`), wait);
  if (seen.includes("Enter: close")) p.keys("Enter");
  return p.waitFor(/Track sheet[\s\S]*-- messages/, wait);
}

/** Ends the turn on screen (E, then y at its question). */
export async function endTurn(p: Pane, wait: number): Promise<void> {
  p.type("E");
  await p.waitFor("(y/n)", wait);
  p.type("y");
}

/**
 * A game against the computer (a beginner as yellow) opened at this size, past its story and the
 * objectives page to the map; the scenario must have a story.
 */
export async function soloGame(
  scenario: string,
  env: Record<string, string>,
  cols: number,
  rows: number,
  more = "",
): Promise<Pane> {
  const command = `node bin/derelict.js play ${scenario} --vs-computer yellow --strength 1 --seed 2 --no-save${more}`;
  const pane = openPane(command, env, cols, rows);
  await pane.waitFor("Enter: on to the game.");
  pane.keys("Enter");
  await pane.waitFor("Your objectives");
  pane.keys("Enter");
  await pane.waitForGone("Your objectives");
  return pane;
}
