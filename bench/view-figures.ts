// The seat's view (src/seat/kept-view.ts: its parts kept from action to action) against the view built
// afresh and frozen, as it was before: bots play a game of each bundled scenario, and after each action
// both sides' views are asked, as two screens (or a computer's tactics) ask after every action.
import { Bot } from "../src/ai/bot.js";
import { seededRandom } from "../src/ai/random.js";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { Session } from "../src/play/session.js";
import { deepFreeze } from "../src/seat/frozen.js";
import { Seat } from "../src/seat/index.js";
import { SIDES, type Side } from "../src/sides/sides.js";
import { view } from "../src/view/player-view.js";
import { median, percentile } from "./stats.js";

export interface ViewFigures {
  readonly calls: number;
  /** Milliseconds a call: the seat's (kept), and afresh; and the seat's in processor time, all its calls together. */
  readonly kept: { readonly median: number; readonly p95: number };
  readonly fresh: { readonly median: number; readonly p95: number };
  readonly keptCpuMs: number;
  readonly freshCpuMs: number;
}

const cpu = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

/** Times both sides' views after each of up to ACTIONS actions of a bot game of each bundled scenario (in VISIBILITY). */
export function viewFigures(actions = 120, visibility: "open" | "fog" | undefined = undefined): ViewFigures {
  const kept: number[] = [];
  const fresh: number[] = [];
  let keptCpu = 0;
  let freshCpu = 0;
  for (const file of bundledScenarioFiles()) {
    const loaded = loadScenarioFile(file);
    if (!loaded.ok) throw new Error(`bench: ${file} does not load`);
    const session = new Session({ ...loaded.value, ...(visibility ? { visibility } : {}), seed: "view" });
    const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
    const bots = Object.fromEntries(
      SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(i + 3))]),
    ) as Record<Side, Bot>;
    let asked = 0;
    const ask = () => {
      if (asked++ >= actions) return;
      const state = session.state();
      for (const side of SIDES) {
        // In turn which goes first, so neither always finds the engine's memos warmed by the other.
        const order = asked % 2 === 0 ? (["kept", "fresh"] as const) : (["fresh", "kept"] as const);
        for (const how of order) {
          const c0 = cpu();
          const t0 = performance.now();
          if (how === "kept") seats[side].view();
          else deepFreeze(view(state, side));
          const t1 = performance.now();
          const c1 = cpu();
          (how === "kept" ? kept : fresh).push(t1 - t0);
          if (how === "kept") keptCpu += c1 - c0;
          else freshCpu += c1 - c0;
        }
      }
    };
    const stop = session.onAction(ask);
    ask();
    for (let guard = 0; !session.over && asked < actions && guard < loaded.value.turnLimit * 2 + 4; guard++) {
      const side = session.toMove;
      bots[side].playTurn();
      if (!session.over && session.toMove === side) session.command("end");
    }
    stop();
  }
  const sum = (s: readonly number[]) => ({ median: median(s), p95: percentile(s, 95) });
  return { calls: kept.length, kept: sum(kept), fresh: sum(fresh), keptCpuMs: keptCpu, freshCpuMs: freshCpu };
}

// `node dist-dev/bench/view-figures.js [ACTIONS] [open|fog]`: the figures alone.
if (process.argv[1]?.endsWith("view-figures.js")) {
  const v = process.argv[3];
  const f = viewFigures(Number(process.argv[2] ?? "120"), v === "open" || v === "fog" ? v : undefined);
  process.stdout.write(`${JSON.stringify(f)}\n`);
}
