// `npm run bench`: the performance figures and their budgets, as a table or (--json) as JSON.
import { bigModuleMs } from "./content-figures.js";
import { gameMemory } from "./game-memory.js";
import { generateShipMs } from "./generate-figures.js";
import { legalFigures } from "./legal-figures.js";
import { tacticsFigures } from "./tactics-figures.js";
import { viewFigures } from "./view-figures.js";
import { actionsPerSecond, loadShip, reachMs, shipLoadMs, stepFigures } from "./engine-figures.js";
import { playFigures, searchFigures, simulatedActionsPerSecond } from "./search-figures.js";
import { startupFigures } from "./startup.js";
import { terminalFigures } from "./terminal-figures.js";

interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The budget and which way it bounds the value. */
  readonly budget?: { readonly limit: number; readonly kind: "max" | "min" };
  /** Why a figure is missing or what to know about it. */
  readonly note?: string;
}

async function figures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const startup = await startupFigures(7);
  if (startup) {
    out.push({ name: "bare node start-up", value: startup.node, unit: "ms" });
    out.push({
      name: "start-up to first screen",
      value: startup.game,
      unit: "ms",
      budget: { limit: 2.5 * startup.node, kind: "max" },
    });
  }
  out.push(...(await terminal()));
  out.push({
    name: "load + validate + assemble full ship",
    value: shipLoadMs(15),
    unit: "ms",
    budget: { limit: 20, kind: "max" },
  });
  out.push({
    name: "generate an eleven-module derelict (layout search, name, assembly): median",
    value: await generateShipMs(30),
    unit: "ms",
    budget: { limit: 100, kind: "max" },
  });
  const legal = legalFigures(60);
  const bundled = `on the bundled scenarios, after each action of bot games (${legal.calls} calls)`;
  out.push({
    name: `legal, worked out afresh each call (no reaches kept from the call before), ${bundled}: median`,
    value: legal.fresh.median,
    unit: "ms",
    note: `p95 ${round(legal.fresh.p95)} ms`,
  });
  out.push({
    name: `legal, the seat's call as the protocol answers it, ${bundled}: median`,
    value: legal.seat.median,
    unit: "ms",
    budget: { limit: 3, kind: "max" },
    note: `p95 ${round(legal.seat.p95)} ms; slowest scenario's median ${round(Math.max(...legal.scenarios.map((s) => s.median)))} ms`,
  });
  out.push({
    name: `legal, the seat's call in processor time, ${bundled}: median`,
    value: legal.seatCpu.median,
    unit: "ms",
    note: `p95 ${round(legal.seatCpu.p95)} ms; steadier than the wall clock on a shared machine`,
  });
  const views = viewFigures(120);
  const everyAction = `both sides after each action of bot games on the bundled scenarios (${views.calls} calls)`;
  out.push({
    name: `the seat's view, its parts kept from the action before, ${everyAction}: median`,
    value: views.kept.median,
    unit: "ms",
    note: `p95 ${round(views.kept.p95)} ms; processor time of all the calls ${Math.round(views.keptCpuMs)} ms`,
  });
  out.push({
    name: `the same view built afresh and frozen (as before it was kept), ${everyAction}: median`,
    value: views.fresh.median,
    unit: "ms",
    note: `p95 ${round(views.fresh.p95)} ms; processor time of all the calls ${Math.round(views.freshCpuMs)} ms`,
  });
  const tactics = tacticsFigures(4);
  const imagined = `one side-turn in an imagined game, bundled scenarios (${tactics.turns} turns), processor time`;
  out.push({
    name: `strength 3's tactics (with the objectives' orders), ${imagined}: median`,
    value: tactics.tactics.median,
    unit: "ms",
    note: `p95 ${round(tactics.tactics.p95)} ms`,
  });
  out.push({
    name: `the quick play-out policy (strength 4's look-ahead), ${imagined}: median`,
    value: tactics.quick.median,
    unit: "ms",
    note: `p95 ${round(tactics.quick.p95)} ms; the tactics cost ${round(tactics.tactics.median / tactics.quick.median)} times as much`,
  });
  const full = loadShip("full");
  const step = stepFigures(full, 24, 2000);
  out.push({
    name: "step, full ship, 24+24 per side: median",
    value: step.median,
    unit: "ms",
    budget: { limit: 0.5, kind: "max" },
  });
  out.push({
    name: "step, full ship, 24+24 per side: p99",
    value: step.p99,
    unit: "ms",
    budget: { limit: 2, kind: "max" },
  });
  out.push({
    name: "reachable hexes for one soldier",
    value: reachMs(full, 300),
    unit: "ms",
    budget: { limit: 1, kind: "max" },
  });
  out.push({
    name: "headless random play",
    value: actionsPerSecond(full, 20_000),
    unit: "actions/s",
    budget: { limit: 20_000, kind: "min" },
  });
  const simulated = simulatedActionsPerSecond(20_000);
  out.push({
    name: "simulated actions per second (imagined state copy + apply), median of 5 rounds",
    value: simulated.wall,
    unit: "actions/s",
    budget: { limit: 100_000, kind: "min" },
    note: "issue 19's target; careful random play in a sandbox's state, as the look-ahead plays it (no event words)",
  });
  out.push({
    name: "simulated actions per processor-second (the same rounds, this process's processor time)",
    value: simulated.cpu,
    unit: "actions/s",
    note: "steadier than the wall clock on a shared machine",
  });
  out.push({
    name: "the same per processor-second with every event worded and the table's tracks kept (as a seat shows a game)",
    value: simulatedActionsPerSecond(20_000, 5, true).cpu,
    unit: "actions/s",
  });
  for (const strength of [1, 2, 3, 4] as const) {
    const s = searchFigures(strength, 8);
    out.push({
      name: `computer at strength ${strength}: engine actions per second of thinking (plans by the bot, look-ahead by the quick policy)`,
      value: s.actionsPerSecond,
      unit: "actions/s",
    });
    out.push({ name: `computer at strength ${strength}: think time per turn, median`, value: s.median, unit: "ms" });
    out.push({
      name: `computer at strength ${strength}: think time per turn, p95`,
      value: s.p95,
      unit: "ms",
      ...(strength >= 3 ? { budget: { limit: 2000, kind: "max" as const } } : {}),
      note: "by simulation counts, no time budget (as tournaments play)",
    });
    const p = playFigures(strength, 8);
    out.push({
      name: `computer at strength ${strength}: a whole turn under its ${p.budget} ms budget (as in play), median`,
      value: p.median,
      unit: "ms",
    });
    out.push({
      name: `computer at strength ${strength}: a whole turn under its ${p.budget} ms budget (as in play), p95`,
      value: p.p95,
      unit: "ms",
      budget: { limit: p.budget, kind: "max" },
    });
  }
  for (const ship of ["small", "freighter", "full"]) {
    const s = loadShip(ship);
    for (const markers of [8, 24, 48]) {
      const f = stepFigures(s, markers / 2, 600);
      out.push({
        name: `scaling: step on ${ship} (${s.modules.length} modules), ${markers} markers a side`,
        value: f.median,
        unit: "ms",
      });
    }
  }
  const memory = await gameMemory();
  if (memory.terminalMb !== undefined)
    out.push({
      name: `peak memory of a whole game in the terminal against strength ${memory.strength} (${memory.scenario}), its own process`,
      value: memory.terminalMb,
      unit: "MB",
      budget: { limit: 150, kind: "max" },
      note: "blue ends every turn; the computer's worker threads included",
    });
  out.push({
    name: `peak memory of a headless run of one game, strength ${memory.strength} on both sides (${memory.scenario}), its own process`,
    value: memory.headlessMb,
    unit: "MB",
    ...(memory.notes.length ? { note: memory.notes.join("; ") } : {}),
  });
  out.push({
    name: "load + check a module file near the size limit, walls throughout",
    value: bigModuleMs(3),
    unit: "ms",
    budget: { limit: 5000, kind: "max" },
  });
  return out;
}

/** Key press to redraw and bytes for one movement step, in the real game in a pseudo-terminal. */
async function terminal(): Promise<Figure[]> {
  const t = await terminalFigures(3, 12);
  if (!t) return [];
  const note = t.notes.length > 0 ? t.notes.join("; ") : undefined;
  const of = `median of ${t.steps} steps`;
  return [
    {
      name: "key press to finished redraw, one step",
      value: t.redrawMs,
      unit: "ms",
      budget: { limit: 16, kind: "max" },
      note: note ?? of,
    },
    {
      name: "bytes written for one movement step",
      value: t.stepBytes,
      unit: "bytes",
      budget: { limit: 2048, kind: "max" },
      note: note ?? of,
    },
    {
      name: "key press to finished redraw, slowest step",
      value: t.slowestMs,
      unit: "ms",
      note: "mostly a game's first step, before the JIT warms up",
    },
  ];
}

function within(f: Figure): boolean | undefined {
  if (!f.budget) return undefined;
  if (Number.isNaN(f.value)) return false;
  return f.budget.kind === "max" ? f.value <= f.budget.limit : f.value >= f.budget.limit;
}

async function main(): Promise<void> {
  const json = process.argv.includes("--json");
  const rows = await figures();
  if (json) {
    const out = rows.map((f) => ({ ...f, value: round(f.value), ok: within(f) }));
    process.stdout.write(
      `${JSON.stringify({ figures: out, allWithinBudget: out.every((f) => f.ok !== false) }, null, 2)}\n`,
    );
    return;
  }
  const width = Math.max(...rows.map((f) => f.name.length));
  for (const f of rows) {
    const ok = within(f);
    const budget = f.budget ? `${f.budget.kind === "max" ? "<=" : ">="} ${round(f.budget.limit)}` : "";
    const verdict = Number.isNaN(f.value) ? "NOT MEASURED" : ok === undefined ? "" : ok ? "ok" : "OVER BUDGET";
    const note = f.note ? `  (${f.note})` : "";
    process.stdout.write(
      `${f.name.padEnd(width)}  ${String(round(f.value)).padStart(10)} ${f.unit.padEnd(9)} ${budget.padEnd(12)} ${verdict}${note}\n`,
    );
  }
}

const round = (n: number): number => (n >= 100 ? Math.round(n) : Math.round(n * 1000) / 1000);

await main();
