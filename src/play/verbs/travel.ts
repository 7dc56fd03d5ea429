// Travel: `travel WHO HEX` walks a marker to a hex step by step by the cheapest route its side knows,
// each step the engine's move (src/engine/actions/move.ts). Each step is planned afresh from where
// the marker stands, so a door found shut or a hex found taken changes the route, never the rules.
// Where no way is open it goes by the doors its side believes shut, opening each as it comes to it
// (the engine's `open`), as travel does in DCSS.
// It stops, played and saying why, when something new comes into sight (as travel does in DCSS) or
// the move units run out short of the hex; a refused step is refused as `move` would be.
import { isRefusal, refusal } from "../../engine/refusal.js";
import { TERRAIN } from "../../map/terrain.js";
import { placeName, type Ship } from "../../ship/ship.js";
import type { Piece } from "../../engine/state.js";
import type { Resolver, Step, Stop, StopReason, Verb, Who } from "../verb.js";

export interface TravelCommand {
  readonly verb: "travel";
  readonly who: Who;
  readonly hex: string;
}

/** Steps enough for any route on a ship (a bound, so a bug cannot loop for ever). */
const MOST_STEPS = 1000;

export const TRAVEL_VERB: Verb<TravelCommand> = {
  verb: "travel",
  help: {
    usage: "travel WHO HEX",
    about:
      "walk to HEX step by step by the cheapest route you know, opening shut doors where no way is open; stops when something comes into sight or the MU run out",
  },
  parse: (w) => ({ verb: "travel", who: w.word(), hex: w.word() }),
  write: (c) => `travel ${c.who} ${c.hex}`,
  steps: (c) => travelSteps(c),
  // Every hex its route reaches over the turns, the side's plan reach; the travels that begin with the
  // same step are taken or refused alike (the first step is all a check tries), so one trial each.
  hexOffers: ({ ship, view, marker, reach }) => {
    if (marker?.where.at !== "cell") return [];
    const here = marker.where.cell;
    const stacks = new Set(view.own.flatMap((m) => (m.where.at === "cell" ? [m.where.cell] : [])));
    const first = firstStepsById(ship, reach(marker.number, true), here, stacks);
    // Hexes only a shut door leads to: their travels begin as the way through the doors does.
    const viaDoors = firstStepsById(ship, reach(marker.number, true, "all"), here, stacks);
    const cells: number[] = [];
    for (let cell = 0; cell < first.length; cell++) if (first[cell]! >= 0 || viaDoors[cell]! >= 0) cells.push(cell);
    const who = marker.number;
    return [
      {
        command: (hex) => ({ verb: "travel", who, hex }),
        cells,
        key: (cell) => (first[cell]! >= 0 ? first[cell] : viaDoors[cell]),
      },
    ];
  },
};

const stop = (text: string, why: StopReason): Stop => ({ stop: text, why });
const doorsOpened = (doors: readonly string[]): string =>
  doors.length === 0 ? "" : ` (opening the door${doors.length === 1 ? "" : "s"} at ${doors.join(", ")})`;
const plural = (n: number): string => `${n} step${n === 1 ? "" : "s"}`;

/** One step at a time, each from the state the step before left; the last a stop saying how it ended. */
function* travelSteps(c: TravelCommand): Generator<Step> {
  let steps = 0;
  const opened: string[] = [];
  const walked = () => `${plural(steps)}${doorsOpened(opened)}`;
  let seen: ReadonlySet<string> | undefined;
  let ended = false;
  const step = (r: Resolver) => {
    const p = r.own(c.who);
    if (isRefusal(p)) return steps > 0 ? end(stop(`${c.who} is no longer on the map after ${walked()}`, "gone")) : p;
    const to = r.hex(c.hex);
    if (isRefusal(to)) return to;
    if (p.place.at !== "cell") return refusal("not-on-map", `${r.name(p)} is not on the map`);
    const here = p.place.cell;
    const hex = placeName(r.ship.cells[to]!);
    // What the side saw happen on the last step: a marker new in its sight (one glimpsed in the dark
    // too), or anything it witnessed of an enemy marker (one revealed, a dummy taken off, a meeting).
    const now = r.inSight();
    seen ??= new Set(now);
    const fresh = now.filter((e) => !seen!.has(e));
    const enemy = r.side === "blue" ? "yellow" : "blue";
    const told = r
      .news()
      .filter((e) => Object.values(e.fields).some((v) => (v as { side?: unknown } | null)?.side === enemy));
    // The side's own log says it best; a marker only glimpsed in the dark comes with no event of its own.
    const news =
      told.length > 0
        ? told.map((e) => e.text)
        : fresh.length > 0
          ? [`${enemy} ${fresh.join(", ")} came into sight`]
          : [];
    const sighted = news.length === 0 ? "" : `: ${news.join("; ")}`;
    if (here === to)
      return steps > 0
        ? end(stop(`${r.name(p)} travelled ${walked()}${sighted}`, "arrived"))
        : refusal("already", `${r.name(p)} stands on ${hex} already`);
    if (sighted) return end(stop(`${r.name(p)} stopped after ${walked()}${sighted}`, "sighted"));
    // A console, a wall: no route ends there, and "no way that your side knows" would send the player looking for one.
    const ground = TERRAIN[r.ship.cells[to]!.terrain];
    if (!ground.passable && steps === 0)
      return refusal("no-way", `${hex} is a ${ground.label}: no one can stand there (travel to a hex beside it)`);
    const known = r.reach(p, true);
    let next = routeTo(r.ship, known, here, to, r.ownCells())[0];
    // No way open that the side knows: the way through the doors it believes shut, opened on the way.
    next ??= routeTo(r.ship, r.reach(p, true, "all"), here, to, r.ownCells())[0];
    if (next === undefined) {
      // Enemy markers the side knows of may close the only way: named, so the player knows to wait or fight.
      const blockers = inTheWay(r, p, here, to);
      if (blockers)
        return steps > 0
          ? end(stop(`${r.name(p)} stopped after ${walked()}: ${blockers}`, "no-way"))
          : refusal("enemy-there", `${r.name(p)} cannot travel to ${hex} now: ${blockers}`);
      return steps > 0
        ? end(stop(`${r.name(p)} stopped after ${walked()}: no way on to ${hex} that your side knows`, "no-way"))
        : refusal("no-way", `no way to ${hex} that your side knows for ${r.name(p)}`);
    }
    if (r.ship.cells[next]!.terrain === "door" && !known.has(next)) {
      // Opening a door costs what a step onto it would (1 MU, doubled without gravity: docs/RULES.md,
      // section 2), so this turn's reach with the doors open holds it only if the marker can pay.
      if (steps > 0 && !r.reach(p, false, "all").has(next))
        return end(stop(`${r.name(p)} stopped after ${walked()}: its move units ran out short of ${hex}`, "out-of-mu"));
      steps++;
      opened.push(placeName(r.ship.cells[next]!));
      return { type: "open" as const, piece: p.id, door: next };
    }
    // The move units run out short of the hex: the travel ends there, played. A first step that
    // cannot be made is left to the engine, which says why (no MU left, broken, in ambush...).
    if (steps > 0 && !r.reach(p).has(next))
      return end(stop(`${r.name(p)} stopped after ${walked()}: its move units ran out short of ${hex}`, "out-of-mu"));
    steps++;
    return { type: "move" as const, piece: p.id, to: next };
  };
  const end = (s: Stop): Stop => {
    ended = true;
    return s;
  };
  for (let i = 0; i < MOST_STEPS && !ended; i++) yield step;
}

/**
 * The enemy markers on the way from HERE to TO that the side would have with them gone (every door
 * open), as it names them: `yellow ?3 on 99:0702 blocks the shortest way`; undefined if the way is shut without them too.
 */
function inTheWay(r: Resolver, p: Piece, here: number, to: number): string | undefined {
  const route = routeTo(r.ship, r.reachPast(p), here, to, r.ownCells());
  const enemy = r.side === "blue" ? "yellow" : "blue";
  const held = route.flatMap((cell) => {
    const there = r.enemiesOn(cell);
    return there.length === 0 ? [] : [`${there.join(" and ")} on ${placeName(r.ship.cells[cell]!)}`];
  });
  if (held.length === 0) return undefined;
  const many = held.length > 1 || held[0]!.includes(" and ");
  // Other ways may be held too: the shortest is the one named.
  return `${enemy} ${held.join(", ")} ${many ? "block" : "blocks"} the shortest way`;
}

// The route: from a map of move-unit costs (the marker's reach as its side knows the ship), the cells
// one step after another. In this file, light as the verbs are, for the help loads the registry alone.
// Of routes that cost the same, the one that passes fewest of the side's own markers is taken: whether
// a stack can be passed through hangs on how many soldiers it holds (two at most a hex), so a route
// chosen by the cells' order alone would go through a stack of dummies and round a stack of soldiers,
// and the enemy, who sees the marker's steps, would learn which (test/play/verbs/travel.test.ts).
export function routeTo(
  ship: Ship,
  reach: ReadonlyMap<number, number>,
  from: number,
  to: number,
  stacks: ReadonlySet<number> = new Set(),
): number[] {
  if (!reach.has(to) || from === to) return [];
  const { before } = routes(ship, reach, from, stacks);
  const route = [to];
  let c = to;
  while (c !== from) {
    const best = before[c]!;
    if (best < 0) return [];
    if (best !== from) route.unshift(best);
    c = best;
  }
  return route;
}

/**
 * For every cell a route reaches from `from`, its route's first step (`routeTo(...)[0]`), worked out
 * for all of them at once: a cell's first step is its own if the step before it is `from`, else that one's.
 */
export function firstSteps(
  ship: Ship,
  reach: ReadonlyMap<number, number>,
  from: number,
  stacks: ReadonlySet<number> = new Set(),
): Map<number, number> {
  const { order } = routes(ship, reach, from, stacks);
  const step = firstStepsById(ship, reach, from, stacks);
  const first = new Map<number, number>();
  for (const cell of order) if (step[cell]! >= 0) first.set(cell, step[cell]!);
  return first;
}

/** The same by cell id (-1: none), kept with the routes: `legal` asks it of every marker's reaches. */
function firstStepsById(
  ship: Ship,
  reach: ReadonlyMap<number, number>,
  from: number,
  stacks: ReadonlySet<number>,
): Int32Array {
  const r = routes(ship, reach, from, stacks);
  if (r.first) return r.first;
  const { order, before } = r;
  const step = new Int32Array(before.length).fill(-1);
  // Cheapest first: the step before a cell always costs less, so its first step is known by then.
  for (const cell of order) {
    const b = before[cell]!;
    if (cell === from || b < 0) continue;
    step[cell] = b === from ? cell : step[b]!;
  }
  return (r.first = step);
}

/** The routes from a cell over a reach: its cells cheapest first, and each one's step before (-1: none) by cell id. */
interface Routes {
  readonly order: Int32Array;
  readonly before: Int32Array;
  /** Each cell's first step (-1: none), once asked. */
  first?: Int32Array;
}

/**
 * A reach by cell id (Infinity where it does not go), its cells cheapest first (the lowest id first on
 * a tie), and each one's candidates for the step before: its neighbours and ladders' ends that cost
 * less, by cost then id, those of `order[i]` at `candidates[starts[i]]` up to `starts[i + 1]`.
 */
interface Ordered {
  readonly mu: Float64Array;
  readonly order: Int32Array;
  readonly starts: Int32Array;
  readonly candidates: Int32Array;
}

/**
 * The routes worked out over each reach, by where they start and the stacks they pass: `legal` asks
 * the same reach (one map, kept for its call) for every hex's first step and again in each trial of a
 * travel, and the answer is a function of the map's contents alone. Kept by the map, so a reach
 * dropped takes its routes with it; its cells' order, which hangs on the map alone, is kept the same way.
 */
const ROUTES = new WeakMap<
  ReadonlyMap<number, number>,
  { readonly ordered: Ordered; readonly by: Map<string, Routes> }
>();

/** Routes kept a reach at most, by where they start and the stacks they pass. */
const MOST_STACKS = 8;

/** The stacks of a set as a key, kept by the set: `legal` passes one set to every travel it tries on a state. */
const STACK_KEYS = new WeakMap<ReadonlySet<number>, string>();

function routes(ship: Ship, reach: ReadonlyMap<number, number>, from: number, stacks: ReadonlySet<number>): Routes {
  let kept = ROUTES.get(reach);
  if (!kept) ROUTES.set(reach, (kept = { ordered: ordered(ship, reach), by: new Map() }));
  let stacked = STACK_KEYS.get(stacks);
  if (stacked === undefined) STACK_KEYS.set(stacks, (stacked = [...stacks].sort((a, b) => a - b).join(",")));
  const key = `${from}:${stacked}`;
  let found = kept.by.get(key);
  if (found) return found;
  // A reach kept for many calls (the seat's) sees new stacks after every step of the side: the last few kept.
  if (kept.by.size >= MOST_STACKS) kept.by.clear();
  kept.by.set(key, (found = stepsBefore(ship, kept.ordered, from, stacks)));
  return found;
}

function ordered(ship: Ship, reach: ReadonlyMap<number, number>): Ordered {
  const mu = new Float64Array(ship.neighbours.length).fill(Infinity);
  for (const [cell, m] of reach) mu[cell] = m;
  const order = Int32Array.from(reach.keys()).sort((a, b) => mu[a]! - mu[b]! || a - b);
  const starts = new Int32Array(order.length + 1);
  const candidates: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const cell = order[i]!;
    const here = mu[cell]!;
    const first = (starts[i] = candidates.length);
    for (let pass = 0; pass < 2; pass++)
      for (const n of pass === 0 ? ship.neighbours[cell]! : ship.links[cell]!) {
        if (!(mu[n]! < here)) continue;
        // Into place by cost then id among the few so far (a cell has six neighbours and a ladder or two).
        let k = candidates.length;
        candidates.push(n);
        while (
          k > first &&
          (mu[candidates[k - 1]!]! > mu[n]! || (mu[candidates[k - 1]!] === mu[n] && candidates[k - 1]! > n))
        ) {
          candidates[k] = candidates[k - 1]!;
          k--;
        }
        candidates[k] = n;
      }
  }
  starts[order.length] = candidates.length;
  return { mu, order, starts, candidates: Int32Array.from(candidates) };
}

/**
 * Each cell's step before on its route: of its neighbours (and ladders' ends) cheaper than it, one of
 * the fewest move units; on a tie the one whose own route passes fewest STACKS, then the lowest id.
 */
function stepsBefore(
  ship: Ship,
  { order, starts, candidates, mu }: Ordered,
  from: number,
  stacks: ReadonlySet<number>,
): Routes {
  // Stacks passed and steps before by cell id in arrays: this runs over the whole ship for every marker.
  const cells = ship.neighbours.length;
  const stacked = new Uint8Array(cells);
  for (const c of stacks) if (c >= 0 && c < cells) stacked[c] = 1;
  const passed = new Int32Array(cells).fill(-1);
  passed[from] = 0;
  const before = new Int32Array(cells).fill(-1);
  for (let i = 0; i < order.length; i++) {
    const cell = order[i]!;
    if (cell === from) continue;
    // The least by (cost, stacks passed, id) of the candidates with a route: by cost then id, so none
    // past the first cost that has one can be less.
    let best = -1;
    let bestMu = Infinity;
    let bestPassed = 0;
    for (let k = starts[i]!; k < starts[i + 1]!; k++) {
      const n = candidates[k]!;
      const m = mu[n]!;
      if (m > bestMu) break;
      const p = passed[n]!;
      if (p < 0) continue;
      if (best < 0 || p < bestPassed) {
        best = n;
        bestMu = m;
        bestPassed = p;
      }
    }
    if (best < 0) continue;
    before[cell] = best;
    passed[cell] = bestPassed + stacked[cell]!;
  }
  return { order, before };
}
