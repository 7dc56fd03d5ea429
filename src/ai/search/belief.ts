// The computer's belief over the enemy's hidden markers, from its seat alone: the enemy's force (public),
// the kills it witnessed, the markers in sight and those last seen, revealed soldiers, the camera's
// findings, and where markers came from. It samples determinizations: guesses consistent with all of it.
import type { EnemyGuess, Guess, PlayerView, Seat, SeenEvent, Side } from "../../seat/index.js";
import { TERRAIN } from "../../map/terrain.js";

/** An enemy marker the side knows of, and how likely it is to be a soldier rather than a dummy. */
export interface Candidate {
  readonly number: number;
  /** Where it is: a hex, or (across an open table) an air lock, inside it or waiting outside. */
  readonly cell?: number;
  readonly lock?: string;
  readonly outside?: boolean;
  /** Known for certain (the camera): a type's name, or null for a dummy. */
  readonly known?: string | null;
}

export interface Belief {
  /** Enemy soldier types still alive and not yet placed on a revealed marker, one per soldier. */
  readonly hidden: readonly string[];
  /** Revealed enemy soldiers in sight: their type, cell and wounds. */
  readonly revealed: readonly EnemyGuess[];
  /** Unrevealed markers known of (in sight, or last seen), each with its odds. */
  readonly candidates: readonly Candidate[];
  /** Cells where hidden soldiers not on a known marker may be: out of sight, walkable. */
  readonly elsewhere: readonly number[];
}

/** The enemy's dead, by type, as the side saw them die (the killed marker of each such event). */
function killed(events: readonly SeenEvent[], enemy: Side): string[] {
  const dead: string[] = [];
  for (const e of events) {
    const m = e.kind === "killed" ? e.fields.marker : undefined;
    if (m?.side === enemy && m.type !== undefined) dead.push(m.type);
  }
  return dead;
}

const minus = (from: readonly string[], take: readonly string[]): string[] => {
  const left = [...from];
  for (const t of take) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
};

/** What the side believes now, read from its seat. */
export function believe(seat: Seat): Belief {
  const view: PlayerView = seat.view();
  const events = seat.witnessed();
  const alive = minus(seat.enemyForce(), killed(events, view.side === "blue" ? "yellow" : "blue"));
  const revealed: EnemyGuess[] = view.enemies
    .filter((e) => e.revealed)
    .map((e) => ({ cell: e.cell, type: e.label, wounded: e.wounded, revealed: true }));
  const hidden = minus(
    alive,
    revealed.map((r) => r.type!),
  );
  const camera = new Map(view.devices.camera.map((c) => [c.number, c.type]));
  const candidates: Candidate[] = [];
  const add = (number: number | undefined, cell: number | { lock: string; outside: boolean }) => {
    if (number === undefined || candidates.some((c) => c.number === number)) return;
    const known = camera.get(number);
    candidates.push({
      number,
      ...(typeof cell === "number" ? { cell } : cell),
      ...(known !== undefined ? { known } : {}),
    });
  };
  for (const e of view.enemies) if (!e.revealed) add(e.number, e.cell);
  // Across an open table: markers in air locks and waiting outside them too.
  for (const e of view.enemiesAtLocks) add(e.number, { lock: e.lock, outside: e.at === "outside" });
  // Last seen and out of sight now: still there as far as the side knows (latest first).
  const inView = new Set(view.inView);
  for (const s of view.lastSeen) if (!inView.has(s.cell)) add(s.number, s.cell);
  const ship = seat.ship;
  const elsewhere = ship.cells
    .filter((c) => TERRAIN[c.terrain].passable && c.terrain !== "door" && c.terrain !== "airlock" && !inView.has(c.id))
    .map((c) => c.id);
  return { hidden, revealed, candidates, elsewhere };
}

/** A candidate's place as a guess names it. */
const at = (c: Candidate): Pick<EnemyGuess, "cell" | "lock" | "outside"> =>
  c.cell !== undefined ? { cell: c.cell } : { lock: c.lock!, outside: c.outside === true };

/**
 * One determinization: which candidates are soldiers (at most as many as hidden soldiers),
 * which type each is, and where soldiers on no known marker stand. Drawn with RANDOM.
 */
export function sample(belief: Belief, random: () => number): Guess {
  const types = [...belief.hidden];
  const take = (type: string): boolean => {
    const i = types.indexOf(type);
    if (i < 0) return false;
    types.splice(i, 1);
    return true;
  };
  const pick = (): string => types.splice(Math.floor(random() * types.length), 1)[0]!;
  const enemies: EnemyGuess[] = [...belief.revealed];
  const open: Candidate[] = [];
  for (const c of belief.candidates) {
    if (c.known === null) enemies.push({ ...at(c), number: c.number, type: null });
    else if (c.known !== undefined && take(c.known)) enemies.push({ ...at(c), number: c.number, type: c.known });
    else open.push(c);
  }
  // Choice without replacement of the markers that hide soldiers, each as likely as another: nothing the
  // side sees tells a question marker's soldier from its dummy (one that fires or fights is revealed).
  const soldiers = new Set<Candidate>();
  const pool = [...open];
  const wanted = Math.min(types.length, pool.length);
  for (let k = 0; k < wanted; k++) soldiers.add(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  for (const c of open) enemies.push({ ...at(c), number: c.number, type: soldiers.has(c) ? pick() : null });
  // Soldiers on no marker the side knows of: somewhere out of its sight.
  while (types.length > 0 && belief.elsewhere.length > 0)
    enemies.push({ cell: belief.elsewhere[Math.floor(random() * belief.elsewhere.length)]!, type: pick() });
  return { enemies };
}

/**
 * The chance each enemy marker (by label, "?7") is a soldier: 0 for a dummy the camera found, 1 for a
 * soldier it found, else its share of the hidden soldiers (at most 1); 0 for a label it
 * does not know.
 */
export function odds(belief: Belief): (label: string) => number {
  const open = belief.candidates.filter((c) => c.known === undefined);
  const found = belief.candidates.filter((c) => typeof c.known === "string").length;
  const left = Math.max(0, belief.hidden.length - found);
  const by = new Map<string, number>();
  for (const c of belief.candidates)
    by.set(`?${c.number}`, c.known === null ? 0 : c.known !== undefined ? 1 : Math.min(1, left / open.length));
  return (label) => by.get(label) ?? 0;
}
