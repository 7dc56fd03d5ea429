// The computer's figures: simulated actions per second, as the issue counts them (a copy of an
// imagined game's state and one action applied), and as the search runs them (plans made by the
// heuristic bot through a seat, then look-ahead by the quick policy), and think time per turn at each strength.
import { Bot } from "../src/ai/bot.js";
import { seededRandom } from "../src/ai/random.js";
import { Computer } from "../src/ai/search/computer.js";
import { STRENGTHS, THINK_MS, type Level, type Strength } from "../src/ai/search/strength.js";
import { scenarioFileFor } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { apply } from "../src/engine/apply.js";
import { forLookAhead } from "../src/engine/look-ahead.js";
import type { GameState } from "../src/engine/state.js";
import { imaginedState } from "../src/play/imagined-state.js";
import { Session } from "../src/play/session.js";
import { Seat } from "../src/seat/index.js";
import { guessFrom } from "../test/seat/seat-output.js";
import { carefulAction } from "./careful-play.js";
import { generator } from "./random-play.js";
import { median, percentile } from "./stats.js";

/** A bundled game some turns in, played by bots: the seats and the session. */
function underWay(name: string, sideTurns: number): { session: Session; blue: Seat } {
  const loaded = loadScenarioFile(scenarioFileFor(name)!);
  if (!loaded.ok) throw new Error(`bench: scenario ${name} does not load`);
  const session = new Session({ ...loaded.value, seed: "bench" });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
  for (let k = 0; k < sideTurns && !session.over; k++) bots[session.toMove].playTurn();
  return { session, blue: seats.blue };
}

/** One round of state copy + apply: random careful play restarting from the copy every 40 actions. */
function copyAndApply(start: GameState, count: number, seed: number): { applied: number; wall: number; cpu: number } {
  const random = generator(seed);
  let applied = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let state: GameState = start;
  for (let i = 0; i < count; i++) {
    if (i % 40 === 0 || state.over) state = { ...start };
    const out = apply({ ...state }, carefulAction(state, random));
    if (out.ok) {
      state = out.state;
      applied++;
    }
  }
  const c = process.cpuUsage(c0);
  return { applied, wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
}

/**
 * Simulated actions per second in an imagined game (state copy + apply), the median of ROUNDS rounds
 * after one to warm up: by the wall clock, and by this process's processor time (the machine is
 * shared: processor time is what the engine costs, the wall clock what a player waits). Played as the
 * search's look-ahead plays it (src/engine/look-ahead.ts: no event words, no tracks), or, with
 * `worded`, as a game a seat shows.
 */
export function simulatedActionsPerSecond(count: number, rounds = 5, worded = false): { wall: number; cpu: number } {
  const { session, blue } = underWay("bug-hunt", 4);
  const imagined = imaginedState(session.state(), "blue", guessFrom(blue), "bench");
  if (typeof imagined === "string") throw new Error(imagined);
  const start = worded ? imagined : forLookAhead(imagined);
  copyAndApply(start, count, 4);
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const { applied, wall, cpu } = copyAndApply(start, count, 5 + r);
    walls.push(applied / wall);
    cpus.push(applied / cpu);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

/** The search's own rate: engine actions applied in its rollouts per second of thinking, and think times. */
export function searchFigures(
  strength: Level,
  turns: number,
): { actionsPerSecond: number; median: number; p95: number } {
  const times: number[] = [];
  let actions = 0;
  for (let k = 0; k < turns; k++) {
    const { blue, session } = underWay("bug-hunt", 2 + 2 * (k % 4));
    if (session.over || session.toMove !== "blue") continue;
    const c = new Computer(blue, { strength: STRENGTHS[strength], seed: k });
    const t0 = performance.now();
    c.think();
    times.push(performance.now() - t0);
    actions += c.simulatedActions;
  }
  const total = times.reduce((a, b) => a + b, 0);
  return { actionsPerSecond: actions / (total / 1000), median: median(times), p95: percentile(times, 95) };
}

/**
 * Think time per turn in play settings: a whole turn of the computer (answering the camera, plans made,
 * play-outs, re-thinks after surprises, the commands played) under its strength's time budget, as the
 * thinking worker runs it (the budget from the start of the turn).
 */
export function playFigures(
  strength: Level | Strength,
  turns: number,
  budget: number = typeof strength === "number" ? THINK_MS[strength] : Infinity,
  scenarios: readonly string[] = ["bug-hunt"],
): { median: number; p95: number; budget: number; turns: number; cpuMedian: number; cpuP95: number } {
  const times: number[] = [];
  // Processor time too: on a shared machine the wall clock counts the others' work, this process's does not.
  const cpus: number[] = [];
  for (let k = 0; k < turns; k++) {
    const { blue, session } = underWay(
      scenarios[k % scenarios.length]!,
      2 + 2 * (Math.floor(k / scenarios.length) % 4),
    );
    if (session.over || session.toMove !== "blue") continue;
    const deadline = { at: Infinity, spare: Infinity };
    const c = new Computer(blue, {
      strength,
      seed: k,
      timeUp: () => performance.now() > deadline.at,
      spare: () => performance.now() < deadline.spare,
    });
    const t0 = performance.now();
    deadline.at = t0 + budget;
    // As the thinking worker: more worlds than the counts only in the first half of the budget.
    deadline.spare = t0 + budget / 2;
    const c0 = process.cpuUsage();
    c.playTurn();
    times.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    cpus.push((c1.user + c1.system) / 1000);
  }
  return {
    median: median(times),
    p95: percentile(times, 95),
    budget,
    turns: times.length,
    cpuMedian: median(cpus),
    cpuP95: percentile(cpus, 95),
  };
}
