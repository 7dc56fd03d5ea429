// Broken soldiers at the start of their side's turn: rally, or run straight away from the
// last enemy seen, until a dead end (stop); meeting another enemy they turn and run the
// other way; unable to move at all they freeze.
import { placeName } from "../../ship/ship.js";
import { distance } from "../../hex/coords.js";
import { stepEvent } from "../actions/step-event.js";
import { enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { RallyFacts, RoutFacts } from "../facts/soldiers.js";
import { settleSight } from "../settle-sight.js";
import { stepCost } from "../movement.js";
import { shipIndex } from "../../ship/ship-index.js";
import { adjacent } from "../sight.js";
import type { Stage } from "../outcome.js";
import type { Broken, GameState, Piece } from "../state.js";
import { moraleModifiers, nearestEnemy, passes } from "./morale.js";
import { hexOf, soldierTold } from "./report.js";
import { soldierDie } from "./soldier-dice.js";
import { total } from "./to-hit.js";
import type { Changed } from "./wounds.js";
import { withPieces } from "../shapes.js";

const cellName = (state: GameState, c: number) => placeName(state.ship.cells[c]!);

/** The rallies and runs, and where the game stood after each step of a run (counted in these events). */
export interface Routed extends Changed {
  readonly stages: readonly Stage[];
}

/** Every broken soldier of the side to move rallies or runs, in marker order. */
export function routBroken(state: GameState): Routed {
  let s = state;
  const events: GameEvent[] = [];
  const stages: Stage[] = [];
  const broken = s.pieces
    .filter((p) => p.side === s.side && p.soldier?.broken && !p.soldier.dead && p.place.at === "cell")
    .sort((a, b) => a.number - b.number);
  for (const b of broken) {
    const p = s.pieces[b.id]!;
    if (!p.soldier?.broken || p.soldier.dead || p.place.at !== "cell") continue;
    const rally = tryRally(s, p);
    s = rally.state;
    events.push(...rally.events);
    if (!s.pieces[p.id]!.soldier!.broken) continue;
    const ran = run(s, p.id);
    s = ran.state;
    for (const stage of ran.stages) stages.push({ events: events.length + stage.events, state: stage.state });
    events.push(...ran.events);
  }
  return { state: s, events, stages };
}

/** Out of the enemy's sight, or with a steady leader beside him, a broken soldier rolls to rally. */
function tryRally(state: GameState, p: Piece): Changed {
  const at = (p.place as { cell: number }).cell;
  const leaderBeside = state.pieces.some(
    (f) =>
      f.side === p.side &&
      f.id !== p.id &&
      f.place.at === "cell" &&
      f.soldier?.type.leader &&
      !f.soldier.dead &&
      !f.soldier.broken &&
      (f.place.cell === at || adjacent(state.ship, f.place.cell, at)),
  );
  if (nearestEnemy(state, p) !== undefined && !leaderBeside) return { state, events: [] };
  const mods = moraleModifiers(state, p);
  const rolled = soldierDie(state, p.id);
  const ok = passes(rolled.value, mods);
  const pieces = rolled.state.pieces.slice();
  const rolledPiece = pieces[p.id]!;
  const { broken: _b, ...soldier } = rolledPiece.soldier!;
  if (ok) pieces[p.id] = { ...rolledPiece, soldier };
  const after = { ...rolled.state, pieces };
  const own: RallyFacts = { marker: ownRef(state, p), die: rolled.value, needed: total(mods), modifiers: mods };
  return {
    state: after,
    events: [
      told(
        state.turn,
        ok ? "rallied" : "still-broken",
        soldierTold(after, after.pieces[p.id]!, own, { marker: enemyRef(p), hex: hexOf(state, p) }),
      ),
    ],
  };
}

const pos = (state: GameState, c: number) => state.ship.cells[c]!;

/** Legal same-level steps from a piece's hex, ignoring the move units it has left. */
function legalSteps(state: GameState, p: Piece): { to: number; mu: number }[] {
  const at = (p.place as { cell: number }).cell;
  const out: { to: number; mu: number }[] = [];
  for (const to of state.ship.neighbours[at]!) {
    const c = stepCost(state, p, to);
    if (c.ok) out.push({ to, mu: c.mu });
  }
  return out;
}

/** The step straight away from `from`: the greatest gain in distance, then the straightest, then the lowest cell. */
export function awayStep(state: GameState, p: Piece, from: number): { to: number; mu: number } | undefined {
  const at = (p.place as { cell: number }).cell;
  const here = pos(state, at);
  const threat = pos(state, from);
  const d0 = distance(here, threat);
  const vx = here.x - threat.x;
  const vy = (here.y - threat.y) * Math.sqrt(3);
  const score = (c: number) => {
    const t = pos(state, c);
    return (t.x - here.x) * vx + (t.y - here.y) * Math.sqrt(3) * vy;
  };
  const away = legalSteps(state, p).filter((s) => distance(pos(state, s.to), threat) > d0);
  away.sort(
    (a, b) =>
      distance(pos(state, b.to), threat) - distance(pos(state, a.to), threat) ||
      score(b.to) - score(a.to) ||
      a.to - b.to,
  );
  return away[0];
}

function setBroken(state: GameState, id: number, broken: Broken): GameState {
  const p = state.pieces[id]!;
  const pieces = state.pieces.slice();
  pieces[id] = { ...p, soldier: { ...p.soldier!, broken } };
  return withPieces(state, pieces);
}

/** One turn's run of a broken soldier. */
function run(state: GameState, id: number): Routed {
  let s = state;
  const events: GameEvent[] = [];
  const stages: Stage[] = [];
  const p0 = s.pieces[id]!;
  if (p0.carriedBy !== undefined) return { state, events, stages };
  const b0 = p0.soldier!.broken!;
  if (b0.run === "frozen") return { state, events, stages };
  const seen = nearestEnemy(s, p0);
  // Stopped at a dead end, he stays put unless an enemy shows up somewhere new.
  if (b0.run === "stopped" && (seen === undefined || seen === b0.from)) return { state, events, stages };
  let from = seen ?? b0.from;
  let turned = false;
  const say = (kind: "frozen" | "running" | "stopped" | "turns", p: Piece, more: Omit<RoutFacts, "marker"> = {}) =>
    events.push(
      told(
        s.turn,
        kind,
        soldierTold(s, p, { marker: ownRef(s, p), ...more }, { marker: enemyRef(p), hex: hexOf(s, p) }),
      ),
    );

  if (legalSteps(s, p0).length === 0) {
    s = setBroken(s, id, { run: "frozen", from });
    say("frozen", s.pieces[id]!);
    return { state: s, events, stages };
  }
  s = setBroken(s, id, { run: "running", from });
  say("running", s.pieces[id]!, { from: cellName(s, from) });
  for (;;) {
    const p = s.pieces[id]!;
    if (!p.soldier?.broken || p.soldier.dead || p.place.at !== "cell") break;
    // A dead end is where no step leads further away at all; a step he cannot pay for this
    // turn (move units, the one belowdecks hex) waits for the next.
    const step = awayStep(s, { ...p, crampedSteps: 0 }, from);
    if (!step) {
      s = setBroken(s, id, { run: "stopped", from });
      say("stopped", s.pieces[id]!, { hex: hexOf(s, p) });
      break;
    }
    const cost = stepCost(s, p, step.to);
    if (!cost.ok || cost.mu > p.mu) break;
    const cramped = shipIndex(s.ship).belowdecks;
    const from0 = (p.place as { cell: number }).cell;
    const moved: Piece = {
      ...p,
      place: { at: "cell", cell: step.to },
      mu: p.mu - cost.mu,
      crampedSteps: p.crampedSteps + (cramped.has(from0) || cramped.has(step.to) ? 1 : 0),
    };
    const pieces = s.pieces.slice();
    pieces[id] = moved;
    const after = withPieces(s, pieces);
    events.push(stepEvent(s, after, p, moved, cost.mu));
    const settled = settleSight(s, after);
    s = settled.state;
    events.push(...settled.events);
    // Each step is a moment of its own, as another marker's step is an action of its own.
    stages.push({ events: events.length, state: s });
    const now = s.pieces[id]!;
    if (now.place.at !== "cell" || !now.soldier?.broken) break;
    const next = nearestEnemy(s, now);
    if (
      !turned &&
      next !== undefined &&
      next !== from &&
      distance(pos(s, now.place.cell), pos(s, next)) < distance(pos(s, now.place.cell), pos(s, from))
    ) {
      turned = true;
      from = next;
      s = setBroken(s, id, { run: "running", from });
      say("turns", s.pieces[id]!, { from: cellName(s, next) });
    }
  }
  return { state: s, events, stages };
}
