// Strength 3's tactics (src/ai/tactics.ts with the objectives' orders, as the computer plays its "tactics"
// policy) against the quick play-out policy (Sandbox.rollout, what strength 4's look-ahead plays the enemy
// by): one side-turn of each in the same imagined game, on every bundled scenario some turns in, timed by
// this process's processor time (the machine is shared). Their ratio is why the search cannot yet play
// the enemy by the tactics (issue 32).
import { basename } from "node:path";
import { Bot } from "../src/ai/bot.js";
import { objectiveOrders } from "../src/ai/objectives/hold.js";
import { ObjectiveOrders } from "../src/ai/objectives/objective-orders.js";
import { seededRandom } from "../src/ai/random.js";
import { believe, odds, sample } from "../src/ai/search/belief.js";
import { Tactics } from "../src/ai/tactics.js";
import { bundledScenarioFiles, scenarioFileFor } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { Session } from "../src/play/session.js";
import { Seat, type Sandbox } from "../src/seat/index.js";
import { median, percentile } from "./stats.js";

/** Milliseconds a side-turn: the median, the 95th percentile and the mean (the fields' rare big turns count there). */
interface Spread {
  readonly median: number;
  readonly p95: number;
  readonly mean: number;
}

export interface TacticsFigures {
  /** Side-turns timed. */
  readonly turns: number;
  readonly tactics: Spread;
  readonly quick: Spread;
}

const cpuMs = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

/** A turn of the tactics and the objectives' orders, as the computer's "tactics" policy plays one (src/ai/search/computer.ts). */
function tacticsTurn(
  s: Seat,
  soldierOdds: (label: string) => number,
  random: () => number,
  fields: Map<string, Float64Array>,
): void {
  const t = new Tactics(s, soldierOdds, random, fields, "skirmish", () => ({ moved: false }));
  const orders = new ObjectiveOrders(s, soldierOdds, random, objectiveOrders(s, t, random, fields), true);
  new Bot(s, random, fields, orders).playTurn();
}

/** Times SAMPLES side-turns of each policy per bundled scenario, at 2, 4, 6... side-turns of bots in. */
export function tacticsFigures(samples = 4): TacticsFigures {
  const tactics: number[] = [];
  const quick: number[] = [];
  for (const file of bundledScenarioFiles()) {
    const loaded = loadScenarioFile(scenarioFileFor(basename(file, ".yaml"))!);
    if (!loaded.ok) throw new Error(`bench: ${file} does not load`);
    // The distance fields a computer keeps for its game, shared as its plans share them.
    const fields = new Map<string, Float64Array>();
    for (let k = 0; k < samples; k++) {
      const session = new Session({ ...loaded.value, seed: `tactics-${k}` });
      const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
      const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
      for (let t = 0; t < 2 + 2 * k && !session.over; t++) bots[session.toMove].playTurn();
      if (session.over || session.state().phase !== "play") continue;
      const seat = seats[session.toMove];
      const random = seededRandom(k + 17);
      const belief = believe(seat);
      const soldierOdds = odds(belief);
      const guess = sample(belief, random);
      // Each policy's turn twice in copies of the same imagined game, the second timed: the first warms the
      // ship's sight lines (kept with the ship for the whole game), as a game's earlier turns do. The
      // distance fields the timed turn finds are those of the earlier samples' timed turns (a game's
      // earlier turns): the first turn's own are worked out in a map of its own and dropped.
      const boxes = [0, 1, 2, 3].map(() => seat.imagine(guess, `tactics-${k}`));
      if (!boxes.every((b): b is Sandbox => typeof b !== "string")) continue;
      const [t0, t1, q0, q1] = boxes;
      tacticsTurn(t0!.seat(seat.side), soldierOdds, seededRandom(k), new Map());
      tactics.push(cpuMs(() => tacticsTurn(t1!.seat(seat.side), soldierOdds, seededRandom(k), fields)));
      q0!.rollout(1, seededRandom(k));
      quick.push(cpuMs(() => q1!.rollout(1, seededRandom(k))));
    }
  }
  const sum = (s: readonly number[]): Spread => ({
    median: median(s),
    p95: percentile(s, 95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  });
  return { turns: tactics.length, tactics: sum(tactics), quick: sum(quick) };
}

// `node dist-dev/bench/tactics-figures.js [SAMPLES]`: the figures alone.
if (process.argv[1]?.endsWith("tactics-figures.js")) {
  const f = tacticsFigures(Number(process.argv[2] ?? "4"));
  process.stdout.write(`${JSON.stringify(f)}\n`);
}
