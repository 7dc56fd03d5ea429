// `legal` (the protocol's list of the commands a side may give now, src/play/legal-actions.ts) timed on
// the bundled scenarios: bots play each game, and after each action the side to move asks once, as a
// protocol client asks after each command. `fresh` works the list out afresh each call (no plan reaches
// kept from the call before); `seat` is the seat's own call, as the protocol answers it.
import { Bot } from "../src/ai/bot.js";
import { seededRandom } from "../src/ai/random.js";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { legalActions } from "../src/play/legal-actions.js";
import { Session } from "../src/play/session.js";
import { SIDES, type Side } from "../src/sides/sides.js";
import { Seat } from "../src/seat/index.js";
import { median, percentile } from "./stats.js";

export interface LegalFigures {
  readonly calls: number;
  readonly fresh: { readonly median: number; readonly p95: number };
  readonly seat: { readonly median: number; readonly p95: number };
  /** The seat's call in this process's processor time: steadier than the wall clock on a shared machine. */
  readonly seatCpu: { readonly median: number; readonly p95: number };
  /** Each scenario's median of the seat's call. */
  readonly scenarios: readonly { readonly name: string; readonly median: number }[];
}

/** Times `legal` at up to CALLS moments of a bot game of each bundled scenario (seed SEED). */
export function legalFigures(calls = 60, seed = 1): LegalFigures {
  const fresh: number[] = [];
  const seat: number[] = [];
  const seatCpu: number[] = [];
  const scenarios: { name: string; median: number }[] = [];
  for (const file of bundledScenarioFiles()) {
    const loaded = loadScenarioFile(file);
    if (!loaded.ok) throw new Error(`bench: ${file} does not load`);
    const session = new Session({ ...loaded.value, seed: String(seed) });
    const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
    const bots = Object.fromEntries(
      SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(seed * 7919 + i))]),
    ) as Record<Side, Bot>;
    const own: number[] = [];
    const ask = () => {
      if (own.length >= calls || session.over) return;
      const side = session.toMove;
      const state = session.state();
      const t0 = performance.now();
      legalActions(state, side, seats[side].ship, seats[side].view());
      const t1 = performance.now();
      const c1 = process.cpuUsage();
      seats[side].legal();
      const c2 = process.cpuUsage(c1);
      const t2 = performance.now();
      fresh.push(t1 - t0);
      own.push(t2 - t1);
      seatCpu.push((c2.user + c2.system) / 1000);
    };
    const stop = session.onAction(ask);
    ask();
    for (let guard = 0; !session.over && own.length < calls && guard < loaded.value.turnLimit * 2 + 4; guard++) {
      const side = session.toMove;
      bots[side].playTurn();
      if (!session.over && session.toMove === side) session.command("end");
    }
    stop();
    seat.push(...own);
    scenarios.push({ name: loaded.value.name, median: median(own) });
  }
  const sum = (s: readonly number[]) => ({ median: median(s), p95: percentile(s, 95) });
  return { calls: seat.length, fresh: sum(fresh), seat: sum(seat), seatCpu: sum(seatCpu), scenarios };
}
