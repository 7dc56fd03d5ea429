// `npm run bench:host`: the host under load. The built `derelict host` runs as a process of its own;
// this process plays 25 games over 50 ssh connections on loopback (the ssh2 client), at a person's
// pace: the side to move steps a marker and toggles marker numbers every half second or so and ends
// its turn after eight keys; the side waiting toggles marker numbers every two seconds or so. Each key's
// time runs from sending it to the last byte of the redraw it caused (the output quiet for QUIET_MS).
// Then again with 5 of the 25 games against the computer (its bot in the host's worker threads).
// Memory per game: the host's resident memory with every game in play, less its memory with none.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../src/content/catalog.js";
import { SshPlayer } from "./ssh-player.js";
import { median, percentile } from "./stats.js";

const QUIET_MS = 15;
const NO_ANSWER_MS = 1000;
const STEPS = ["h", "#", "l", "#", "y", "#", "n", "#"];

export interface LoadFigures {
  readonly games: number;
  readonly computerGames: number;
  readonly connections: number;
  readonly keys: number;
  /** Keys the screen did not change for (a refusal repeated word for word): no redraw to time. */
  readonly unanswered: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Host memory with every game in play less its memory with none, per game (MB). */
  readonly mbPerGame: number;
  readonly idleMb: number;
  readonly loadedMb: number;
  /** CPU the host and this bench's ssh clients used while the games were played, in cores (1 = one core busy). */
  readonly hostCores: number;
  readonly clientCores: number;
  /** The machine's one-minute load average at the end of the run, and its cores. */
  readonly loadAverage: number;
  readonly cpus: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pace = (ms: number) => sleep(ms * (0.6 + Math.random() * 0.8));

class Host {
  readonly child: ChildProcessWithoutNullStreams;
  out = "";
  constructor(folder: string) {
    this.child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROF] : []),
        join(PACKAGE_ROOT, "bin", "derelict.js"),
        "host",
        "--port",
        "0",
        "--data",
        folder,
      ],
      { env: { ...process.env } },
    );
    this.child.stdout.on("data", (d: Buffer) => (this.out += d.toString()));
    this.child.stderr.on("data", (d: Buffer) => (this.out += d.toString()));
  }
  async ready(): Promise<{ port: number; lobby: string }> {
    for (let i = 0; i < 400 && !this.out.includes("Ctrl-C stops the host"); i++) await sleep(50);
    const port = Number(/listening on \S+ port (\d+)/.exec(this.out)?.[1]);
    const lobby = /lobby code: (\S+)/.exec(this.out)?.[1];
    if (!port || !lobby) throw new Error(`the host did not start:\n${this.out}`);
    return { port, lobby };
  }
  /** CPU seconds the host has used (user and system; /proc/PID/stat counts clock ticks, 100 a second). */
  cpuSeconds(): number {
    const fields = readFileSync(`/proc/${this.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  }
}

/** Sends KEY; the time to the end of the redraw it caused, or undefined when nothing came. */
async function timed(p: SshPlayer, key: string): Promise<number | undefined> {
  const sent = performance.now();
  let last = -1;
  const off = p.onOutput(() => (last = performance.now()));
  p.keys(key);
  for (;;) {
    await sleep(3);
    const now = performance.now();
    if (last > 0 && now - last >= QUIET_MS) break;
    if (last < 0 && now - sent > NO_ANSWER_MS) break;
  }
  off();
  if (process.env.BENCH_DEBUG && last > 0 && last - sent > 30)
    process.stderr.write(`slow ${JSON.stringify(key)} ${(last - sent).toFixed(1)}\n`);
  return last > 0 ? last - sent : undefined;
}

/** Picks a lobby item by its text, as a player would with the arrow keys. */
async function pick(p: SshPlayer, item: RegExp): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const chosen = p
      .text()
      .split("\n")
      .find((l) => l.trim().startsWith(">"));
    const before = p.text();
    p.keys(chosen && item.test(chosen) ? "enter" : "down");
    await p.waitFor(before, 5000, true);
    if (chosen && item.test(chosen)) return;
  }
  throw new Error(`no ${String(item)} in the lobby`);
}

interface Table {
  blue: SshPlayer;
  yellow?: SshPlayer;
}

/** A game made in the lobby: for two (the second player joins with the code shown), or against the computer. */
async function makeGame(port: number, lobby: string, computer: boolean): Promise<Table> {
  const blue = await SshPlayer.connect({ port, user: "bench", password: lobby });
  await blue.waitFor("What would you like to do?");
  await pick(blue, computer ? /against the computer/ : /with a friend/);
  await pick(blue, /Abandon ship/i);
  await pick(blue, /blue/);
  const ticket = await blue.waitFor("Enter: to the game");
  blue.keys("enter");
  await blue.waitFor("Enter: on to the game.");
  blue.keys("enter");
  if (computer) return { blue };
  const code = /code, for yellow: (\S+)/.exec(ticket)?.[1];
  if (!code) throw new Error(`no code on the lobby's page:\n${ticket}`);
  const yellow = await SshPlayer.connect({ port, user: "bench", password: code });
  await yellow.waitFor("Enter: on to the game.");
  yellow.keys("enter");
  await yellow.waitFor("blue is moving...");
  return { blue, yellow };
}

/** Plays TABLE at a person's pace until UNTIL, timing each key. */
async function play(t: Table, until: number, ms: number[], missed: { n: number }): Promise<void> {
  let toMove: "blue" | "yellow" = "blue";
  const sample = (v: number | undefined) => (v === undefined ? missed.n++ : ms.push(v));
  const waiting = async (side: "blue" | "yellow") => {
    while (performance.now() < until) {
      await pace(2000);
      const p = t[side];
      if (p && toMove !== side && performance.now() < until) sample(await timed(p, "#"));
    }
  };
  const moving = async () => {
    while (performance.now() < until) {
      const p = t[toMove]!;
      // A turn opens with a page (what the side saw, its objectives): Enter closes it.
      if (p.text().includes("Enter: close")) sample(await timed(p, "enter"));
      for (const key of STEPS) {
        if (performance.now() >= until) return;
        await pace(500);
        sample(await timed(p, key));
      }
      sample(await timed(p, "E"));
      sample(await timed(p, "y"));
      if (!t.yellow) {
        // The computer's turn: the human's next begins with what it saw of it.
        await p.waitFor(/What you saw during yellow|GAME OVER/, 60_000).catch(() => {});
        if (p.text().includes("GAME OVER")) return;
      } else toMove = toMove === "blue" ? "yellow" : "blue";
    }
  };
  await Promise.all([moving(), waiting("blue"), ...(t.yellow ? [waiting("yellow")] : [])]);
}

/** One run: GAMES games (COMPUTER of them against the computer) played for SECONDS. */
export async function hostLoad(games: number, computer: number, seconds: number): Promise<LoadFigures> {
  const folder = mkdtempSync(join(tmpdir(), "derelict-host-bench-"));
  const host = new Host(folder);
  try {
    const { port, lobby } = await host.ready();
    await sleep(500);
    const idle = host.rssMb();
    const tables: Table[] = [];
    // Made a few at a time, as players would arrive.
    for (let i = 0; i < games; i += 5)
      tables.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, games - i) }, (_, j) => makeGame(port, lobby, i + j >= games - computer)),
        )),
      );
    const ms: number[] = [];
    const missed = { n: 0 };
    const until = performance.now() + seconds * 1000;
    const [hostCpu, clientCpu, started] = [host.cpuSeconds(), process.cpuUsage(), performance.now()];
    await Promise.all(tables.map((t) => play(t, until, ms, missed)));
    const wall = (performance.now() - started) / 1000;
    const hostCores = (host.cpuSeconds() - hostCpu) / wall;
    const client = process.cpuUsage(clientCpu);
    const loaded = host.rssMb();
    for (const t of tables) for (const p of [t.blue, t.yellow]) p?.close();
    return {
      games,
      computerGames: computer,
      connections: tables.reduce((n, t) => n + (t.yellow ? 2 : 1), 0),
      keys: ms.length,
      unanswered: missed.n,
      medianMs: median(ms),
      p99Ms: percentile(ms, 99),
      maxMs: percentile(ms, 100),
      mbPerGame: (loaded - idle) / games,
      idleMb: idle,
      loadedMb: loaded,
      hostCores,
      clientCores: (client.user + client.system) / 1e6 / wall,
      loadAverage: loadavg()[0]!,
      cpus: availableParallelism(),
    };
  } finally {
    host.child.kill("SIGTERM");
    await new Promise((r) => host.child.once("exit", r));
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const games = arg("--games", 25);
  const seconds = arg("--seconds", 60);
  const runs = [await hostLoad(games, 0, seconds), await hostLoad(games, arg("--computer", 5), seconds)];
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ runs, budget: { p99Ms: 50, mbPerGame: 15 } }, null, 2)}\n`);
    return;
  }
  const r2 = (n: number) => Math.round(n * 10) / 10;
  for (const r of runs) {
    const ok = (v: number, limit: number) => (Number.isNaN(v) ? "NOT MEASURED" : v <= limit ? "ok" : "OVER BUDGET");
    process.stdout.write(
      [
        `${r.games} games (${r.computerGames} against the computer), ${r.connections} ssh connections, ${seconds} s, ${r.keys} keys timed (${r.unanswered} without a redraw)`,
        `  key to finished redraw: median ${r2(r.medianMs)} ms, p99 ${r2(r.p99Ms)} ms (budget 50 ms) ${ok(r.p99Ms, 50)}, slowest ${r2(r.maxMs)} ms`,
        `  host memory: ${r2(r.idleMb)} MB with no game, ${r2(r.loadedMb)} MB in play: ${r2(r.mbPerGame)} MB a game (budget 15 MB) ${ok(r.mbPerGame, 15)}`,
        `  CPU while playing: the host ${r2(r.hostCores * 100)}% of a core, the bench's ssh clients ${r2(r.clientCores * 100)}%; machine load average ${r2(r.loadAverage)} on ${r.cpus} cores`,
        "",
      ].join("\n"),
    );
  }
}

if (process.argv[1]?.endsWith("host-load.js")) await main();
