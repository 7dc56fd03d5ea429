// `npm run tournament`: the computer at a strength (its search fixed by simulation counts) against
// today's heuristic bot on every bundled scenario from each side, and the bot against itself in the
// same seats and seeds for comparison; win rates with 95% Wilson intervals, the share of wins by
// objective, think time per turn. Games run on two worker threads (both cores). --against S: the
// opponent is the computer at strength S instead of the bot (no baseline), or an exploit player (camper, rusher,
// turtle: bench/exploit-players.ts); a strength may be 4q, strength 4 at the counts of a quarter second;
// --baseline no: no bot-in-the-seat games; --json FILE: the raw results; --minutes M: no new game starts
// after M minutes (games go round every scenario and side, seed by seed, so all get alike); --from N: the
// first seed; --visibility fog: every game in fog; --sides yellow: the computer in that seat only.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import {
  DEEP,
  PLAN_SEARCH,
  QUICK_4,
  STRENGTHS,
  isStrength,
  type PlanSearch,
  type Strength,
} from "../src/ai/search/strength.js";
import { EXPLOITS, exploitPlayer, type Exploit } from "./exploit-players.js";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { playGame, type Player } from "../src/seating/computer-game.js";
import type { Side } from "../src/engine/state.js";
import { watchBluff, type Bluff, DOUBT } from "./bluff.js";
import { hasOwnAim, ownAimMet } from "./own-aim.js";
import { wilson } from "./stats.js";
import { percentile } from "./stats.js";

interface Job {
  readonly file: string;
  readonly seed: number;
  readonly side: Side;
  /** "0": the bot in the computer's seat (the baseline); else a strength, "4q" or an exploit player. */
  readonly strength: string;
  /** The opponent: "0" the bot, a strength ("1" to "4", "4q"), or an exploit player. */
  readonly against: string;
  /** Fog over the scenario's own visibility (none: the scenario's). */
  readonly fog?: boolean;
}
interface Done extends Job {
  readonly winner: Side | null;
  readonly reason: string;
  readonly thinkMs: readonly number[];
  /** The turns the computer in the seat played by each policy. */
  readonly chosen: Readonly<Record<string, number>>;
  /** The seat's soldiers' re-hides, and those that left the enemy two or more candidates (bench/bluff.ts). */
  readonly bluff?: Bluff;
  /** The winner met an objective of its own beyond extermination as the game ended (whatever won it). */
  readonly aimMet: boolean;
}

/** How a game was won: extermination, the scenario's default at the end, or an objective. */
export function wonBy(reason: string): "extermination" | "default" | "objective" {
  if (/soldier is left aboard/.test(reason)) return "extermination";
  if (/no side has done what it came for/.test(reason)) return "default";
  return "objective";
}

/**
 * The search a player name stands for: "1" to "4", or "4q" (strength 4 at a quarter second's counts), each
 * with changes for a trial after "+" ("4+careful", "4+worlds=32+z=2": a count or a switch of Strength);
 * none: not a computer.
 */
export function searchOf(name: string): Strength | undefined {
  const [base, ...changes] = name.split("+");
  const n = Number(base);
  const strength = base === "4q" ? QUICK_4 : isStrength(n) ? STRENGTHS[n] : undefined;
  if (!strength) return undefined;
  const changed: Record<string, unknown> = { ...strength };
  for (const c of changes) {
    const [key, value] = c.split("=");
    // The whole-game plan search: "gameplans" with it, "noplans" without it, "planWorlds=8", "planZ=2", "planHorizon=16",
    // "planList=quick,hide" (src/ai/search/game-plans.ts).
    if (key === "noplans") {
      delete changed["gamePlans"];
      continue;
    }
    // The deep play-outs' trial: "deep" with its counts (DEEP), changed by "deep=8", "deepKeep=0", "deepOwn=false"...
    if (key === "deep" && value === undefined) {
      Object.assign(changed, DEEP);
      continue;
    }
    if (key === "gameplans") {
      changed["gamePlans"] = PLAN_SEARCH;
      continue;
    }
    if (key && key in PLAN_TRIALS) {
      const search = { ...((changed["gamePlans"] as PlanSearch | undefined) ?? PLAN_SEARCH) };
      const field = PLAN_TRIALS[key]!;
      changed["gamePlans"] = { ...search, [field]: field === "plans" ? (value ?? "").split(",") : Number(value) };
      continue;
    }
    if (!key || !(key in TRIALS)) throw new Error(`no such change to a strength: ${c}`);
    const kind = TRIALS[key];
    changed[key] =
      value === undefined
        ? true
        : kind === "number"
          ? Number(value)
          : kind === "list"
            ? value.split(",")
            : value === "true";
  }
  return changed as unknown as Strength;
}

/** The plan search's counts a trial may change, by the name a trial gives them. */
const PLAN_TRIALS: Readonly<Record<string, keyof PlanSearch>> = {
  planWorlds: "worlds",
  planHorizon: "horizon",
  planZ: "z",
  planMargin: "margin",
  planList: "plans",
};

/** The counts and switches of a strength a trial may change, and their kinds. */
const TRIALS: Readonly<Record<string, "number" | "boolean" | "list">> = {
  policies: "list",
  worlds: "number",
  plans: "number",
  horizon: "number",
  z: "number",
  margin: "number",
  careful: "boolean",
  deep: "number",
  deepKeep: "number",
  deepOwn: "boolean",
  deepAims: "boolean",
  deepZ: "number",
  guard: "boolean",
};

function play(job: Job): Done {
  const loaded = loadScenarioFile(job.file);
  if (!loaded.ok) throw new Error(job.file);
  const other: Side = job.side === "blue" ? "yellow" : "blue";
  const player = (s: string): Player => {
    if ((EXPLOITS as readonly string[]).includes(s))
      return { kind: "own", make: (seat, seed) => exploitPlayer(s as Exploit, seat, seed) };
    const strength = searchOf(s);
    return strength ? { kind: "computer", strength } : { kind: "bot" };
  };
  let bluff: Bluff = { rehides: 0, kept: 0 };
  const g = playGame(
    job.fog ? { ...loaded.value, visibility: "fog" } : loaded.value,
    job.seed,
    { [job.side]: player(job.strength), [other]: player(job.against) } as Record<Side, Player>,
    () => performance.now(),
    (session) => (bluff = watchBluff(session, job.side)),
  );
  const aimMet = g.winner !== null && ownAimMet(g.session.state(), g.winner);
  return {
    ...job,
    winner: g.winner,
    reason: g.reason,
    thinkMs: g.thinkMs[job.side],
    chosen: g.chosen[job.side],
    bluff,
    aimMet,
  };
}

if (!isMainThread) {
  parentPort!.on("message", (job: Job) => parentPort!.postMessage(play(job)));
} else {
  const args = process.argv.slice(2);
  const opt = (name: string, d: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1]! : d;
  };
  const games = Number(opt("games", "50"));
  const strength = opt("strength", "3");
  const threads = Number(opt("threads", "2"));
  const only = opt("scenarios", "");
  const against = opt("against", "0");
  const from = Number(opt("from", "1"));
  // --visibility fog: every game in fog (the scenarios are open but for night watch's dark).
  const fog = opt("visibility", "") === "fog";
  const minutes = Number(opt("minutes", "0"));
  // --baseline no: the computer's games only (the bot's own in the same seats are as before: it has not changed).
  const baseline = opt("baseline", "yes") !== "no";
  // --sides yellow: the computer in one seat only (a trial for one seat); both by default.
  const sides = opt("sides", "blue,yellow").split(",") as Side[];
  const files = bundledScenarioFiles().filter((f) => !only || only.split(",").includes(basename(f, ".yaml")));
  const jobs: Job[] = [];
  for (let seed = from; seed < from + games; seed++)
    for (const file of files)
      for (const side of sides)
        for (const s of against === "0" && baseline ? [strength, "0"] : [strength])
          jobs.push({ file, seed, side, strength: s, against, ...(fog ? { fog } : {}) });
  // --json FILE: every game's result a line, added to the file as it comes, and the games already in it
  // counted and not played again (a table played in pieces, stopped and resumed).
  const json = opt("json", "");
  const key = (j: Job) => `${j.file}|${j.seed}|${j.side}|${j.strength}|${j.against}|${j.fog === true}`;
  const results: Done[] =
    json && existsSync(json)
      ? readFileSync(json, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Done)
      : [];
  const had = new Set(results.map(key));
  for (let i = jobs.length - 1; i >= 0; i--) if (had.has(key(jobs[i]!))) jobs.splice(i, 1);
  /** This table's games: its players and visibility (a --json file may hold other tables' too). */
  const ours = (r: Done) => r.strength === strength && r.against === against && (r.fog === true) === fog;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(fileURLToPath(import.meta.url));
      const timeUp = () => minutes > 0 && performance.now() - t0 > minutes * 60_000;
      for (let job = jobs.shift(); job && !timeUp(); job = jobs.shift()) {
        const j = job;
        const done = await new Promise<Done>((resolve, reject) => {
          const failed = (e: Error) => reject(e);
          worker.once("error", failed);
          worker.once("message", (d: Done) => {
            worker.off("error", failed);
            resolve(d);
          });
          worker.postMessage(j);
        });
        results.push(done);
        if (json) appendFileSync(json, JSON.stringify(done) + "\n");
        if (results.length % 20 === 0)
          process.stderr.write(`${results.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
      }
      await worker.terminate();
    }),
  );
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const lines = [
    against === "0"
      ? `Computer at strength ${strength} (${JSON.stringify(searchOf(strength))}) vs today's bot, up to ${games} games per scenario and side${minutes ? ` (no new game after ${minutes} minutes)` : ""}; baseline: the bot in the same seat, same seeds.`
      : `Computer at strength ${strength} (${JSON.stringify(searchOf(strength))}) vs ${searchOf(against) ? `the computer at strength ${against}` : `the ${against}`}, seeds ${from} to ${from + games - 1}, up to ${games} games per scenario and side${minutes ? ` (no new game after ${minutes} minutes)` : ""}.`,
    "",
    "| scenario | side | computer wins [95% CI] | by objective | bot's wins in that seat [95% CI] | think ms/turn median, p95 |",
    "|---|---|---|---|---|---|",
  ];
  let total = 0;
  let won = 0;
  let baseTotal = 0;
  let baseWon = 0;
  let wonObjective = 0;
  // Wins of the seats whose side came for something beyond the fight (an objective of its own), and
  // of those how many by it: a seat that came only to fight can win only by extermination or the clock.
  let aimedWon = 0;
  let aimedObjective = 0;
  let aimedMetToo = 0;
  const pairs: string[] = [];
  for (const file of files)
    for (const side of ["blue", "yellow"] as const) {
      const mine = results.filter((r) => r.file === file && r.side === side && ours(r));
      const base = results.filter((r) => r.file === file && r.side === side && r.strength === "0");
      const w = mine.filter((r) => r.winner === side);
      const b = base.filter((r) => r.winner === side).length;
      const objective = w.filter((r) => wonBy(r.reason) === "objective").length;
      const [lo, hi] = wilson(w.length, mine.length);
      const [blo, bhi] = wilson(b, base.length);
      const think = mine.flatMap((r) => r.thinkMs);
      total += mine.length;
      won += w.length;
      baseTotal += base.length;
      baseWon += b;
      wonObjective += objective;
      if (hasOwnAim(file, side)) {
        aimedWon += w.length;
        aimedObjective += objective;
        aimedMetToo += w.filter((r) => wonBy(r.reason) !== "objective" && r.aimMet).length;
      }
      // The games of this seat whose baseline was played too: the computer's and the bot's results side by side.
      for (const r of mine) {
        const twin = base.find((x) => x.seed === r.seed);
        if (twin) pairs.push(`${r.winner === side ? 1 : 0}${twin.winner === side ? 1 : 0}`);
      }
      lines.push(
        `| ${basename(file, ".yaml")} | ${side} | ${w.length}/${mine.length} ${pct(w.length / Math.max(1, mine.length))} [${pct(lo)}, ${pct(hi)}] | ${objective}/${w.length} | ${b}/${base.length} ${pct(b / Math.max(1, base.length))} [${pct(blo)}, ${pct(bhi)}] | ${percentile(think, 50).toFixed(0)}, ${percentile(think, 95).toFixed(0)} |`,
      );
    }
  const [lo, hi] = wilson(won, total);
  const [blo, bhi] = wilson(baseWon, baseTotal);
  const only01 = pairs.filter((p) => p === "10").length;
  const only10 = pairs.filter((p) => p === "01").length;
  lines.push(
    "",
    `All: the computer won ${won}/${total} ${pct(won / Math.max(1, total))} [${pct(lo)}, ${pct(hi)}], ${wonObjective}/${won} of its wins by objective` +
      ` (${aimedObjective}/${aimedWon} of the wins in seats with an objective of their own beyond extermination; in ${aimedMetToo} more of those the side met that objective too as it won otherwise)` +
      (baseTotal > 0
        ? `; the bot in the same seats and seeds ${baseWon}/${baseTotal} ${pct(baseWon / baseTotal)} [${pct(blo)}, ${pct(bhi)}]; of the paired games the computer alone won ${only01}, the bot alone ${only10}`
        : "") +
      `; ${((performance.now() - t0) / 60000).toFixed(1)} minutes.`,
  );
  // How often the search played another turn than its default (the first policy), over all its turns.
  const turns = new Map<string, number>();
  for (const r of results.filter(ours))
    for (const [p, n] of Object.entries(r.chosen ?? {})) turns.set(p, (turns.get(p) ?? 0) + n);
  const all = [...turns.values()].reduce((a, b) => a + b, 0);
  const mineAll = results.filter(ours);
  const rehides = mineAll.reduce((a, r) => a + (r.bluff?.rehides ?? 0), 0);
  const kept = mineAll.reduce((a, r) => a + (r.bluff?.kept ?? 0), 0);
  const [klo, khi] = wilson(kept, rehides);
  lines.push(
    "",
    `Bluff kept: ${kept}/${rehides} ${pct(kept / Math.max(1, rehides))} [${pct(klo)}, ${pct(khi)}] of its soldiers' re-hides left another of its hidden markers within ${DOUBT} hexes of him as its turn ended.`,
  );
  if (all > 0)
    lines.push(
      "",
      `Turns by policy (${all} in all): ${[...turns].map(([p, n]) => `${p} ${n} (${pct(n / all)})`).join(", ")}.`,
    );
  process.stdout.write(`${lines.join("\n")}\n`);
}
