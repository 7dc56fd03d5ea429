// Travel: the selected marker walks to a shaded hex by the cheapest route, one step at a time, and
// stops as soon as something new comes into sight (as travel does in DCSS) or a step is refused.
import { directionTo } from "../hex/coords.js";
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { Command, OwnMarker, PlayerView } from "../seat/index.js";
import { markerCell, ownName } from "./marks.js";

export interface TravelPorts {
  readonly ship: Ship;
  readonly levels: readonly Level[];
  /** The side's view now (after each step). */
  view(): PlayerView;
  /** Where an own marker can get this turn, as the side knows the ship (its seat's reach). */
  reach(marker: number): ReadonlyMap<number, number>;
  /** Plays one command through the side's seat; false on a refusal (which the caller shows). */
  run(command: Command): boolean;
}

export type TravelEnd =
  | { readonly kind: "arrived"; readonly steps: number }
  | { readonly kind: "sighted"; readonly steps: number; readonly labels: readonly string[] }
  | { readonly kind: "refused"; readonly steps: number }
  | { readonly kind: "unreachable"; readonly steps: number }
  | { readonly kind: "gone"; readonly steps: number };

/**
 * Walks the marker to the cell. Each step is planned afresh from the reach of where the marker
 * stands, so a door found shut or a hex found taken changes the route, never the rules.
 */
export function travel(p: TravelPorts, marker: OwnMarker, to: number): TravelEnd {
  const key = identity(marker);
  let steps = 0;
  let seen = sighted(p.view());
  for (let guard = 0; guard < 64; guard++) {
    const now = find(p.view(), key);
    if (!now) return { kind: "gone", steps };
    const here = markerCell(p.ship, now);
    if (here === to) return { kind: "arrived", steps };
    if (here === undefined || now.where.at !== "cell") return { kind: "unreachable", steps };
    const reach = p.reach(now.number);
    const route = routeTo(p.ship, reach, here, to);
    const next = route[0];
    if (next === undefined) return { kind: "unreachable", steps };
    const command = stepCommand(p, now, here, next);
    if (!command || !p.run(command)) return { kind: "refused", steps };
    steps++;
    const after = sighted(p.view());
    const fresh = [...after].filter((l) => !seen.has(l));
    if (fresh.length > 0) return { kind: "sighted", steps, labels: fresh };
    seen = after;
    if (!find(p.view(), key)) return { kind: "gone", steps };
  }
  return { kind: "refused", steps };
}

/** The cells from `from` (excluded) to `to`, each step to a cell of the fewest move units that joins the next. */
export function routeTo(ship: Ship, reach: ReadonlyMap<number, number>, from: number, to: number): number[] {
  if (!reach.has(to) || from === to) return [];
  const route = [to];
  let c = to;
  while (c !== from) {
    const mu = reach.get(c)!;
    let best: number | undefined;
    for (const n of [...ship.neighbours[c]!, ...ship.links[c]!]) {
      const m = reach.get(n);
      if (m === undefined || m >= mu) continue;
      if (best === undefined || m < reach.get(best)! || (m === reach.get(best)! && n < best)) best = n;
    }
    if (best === undefined) return [];
    if (best !== from) route.unshift(best);
    c = best;
  }
  return route;
}

function stepCommand(p: TravelPorts, m: OwnMarker, from: number, to: number): Command | undefined {
  const a = p.ship.cells[from]!;
  const b = p.ship.cells[to]!;
  if (a.level !== b.level)
    return {
      verb: "move",
      who: m.number,
      ways: [p.levels.indexOf(b.level) > p.levels.indexOf(a.level) ? "up" : "down"],
    };
  const dir = directionTo(a, b);
  return dir && { verb: "move", who: m.number, ways: [dir] };
}

/** A soldier by name (his number changes when he hides again), a dummy by number. */
function identity(m: OwnMarker): { name?: string; number: number } {
  return m.soldier ? { name: m.soldier.name, number: m.number } : { number: m.number };
}

function find(view: PlayerView, key: { name?: string; number: number }): OwnMarker | undefined {
  return key.name !== undefined
    ? view.own.find((m) => m.soldier?.name === key.name)
    : view.own.find((m) => !m.soldier && m.number === key.number);
}

/** The enemy markers in sight, each as its label and hex. */
function sighted(view: PlayerView): Set<string> {
  return new Set(view.enemies.filter((e) => e.inSight).map((e) => e.label));
}

/** The end of a travel in words, for the message line. */
export function travelWords(m: OwnMarker, end: TravelEnd): string | undefined {
  const steps = `${end.steps} step${end.steps === 1 ? "" : "s"}`;
  switch (end.kind) {
    case "arrived":
      return `${ownName(m)} travelled ${steps}`;
    case "sighted":
      return `${ownName(m)} stopped after ${steps}: ${end.labels.join(", ")} came into sight`;
    case "unreachable":
      return `${ownName(m)} cannot get there this turn${end.steps ? ` (stopped after ${steps})` : ""}`;
    case "gone":
      return `${ownName(m)} is no longer on the map after ${steps}`;
    case "refused":
      return undefined;
  }
}
