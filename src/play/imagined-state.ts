// A game as one side imagines it: built only from what that side knows (its own pieces and
// secrets, what it has seen of doors and cargo, the public ship, rules and systems) and a guess
// at the enemy's hidden markers, with dice from a seed of the imaginer's own. The truth of the
// enemy never goes in: every field is chosen here, one by one, never copied whole (docs/SEAT.md).
import { newMemo } from "../engine/memo.js";
import { newPiece } from "../engine/new-piece.js";
import { changedPiece, wholeState } from "../engine/shapes.js";
import { stream } from "../engine/rng.js";
import type { SoldierType } from "../engine/soldier-type.js";
import { otherSide, withSide, type GameState, type LockState, type Piece, type Side } from "../engine/state.js";
import { STREAMS } from "../engine/stream-key.js";
import type { Devices } from "../engine/systems/devices.js";
import type { Objective } from "../engine/victory/objectives.js";
import { HEARD_NOTHING, type HeardDevices } from "./heard-devices.js";

/** One enemy marker as guessed: where it is, its number if known, and what it is. */
export interface EnemyGuess {
  /** The hex it stands on; or `lock` (an air lock's name), inside it or (`outside`) waiting at it. */
  readonly cell?: number;
  readonly lock?: string;
  readonly outside?: boolean;
  /** The number the side knows it by (`?7` is 7); none: one of the enemy's numbers no one has seen. */
  readonly number?: number;
  /** A soldier type's name from the enemy's force (`Seat.enemyForce()`), or null for a dummy. */
  readonly type: string | null;
  readonly wounded?: boolean;
  /** Shown as its soldier now (an encounter is on). */
  readonly revealed?: boolean;
}

/** Everything the imaginer supplies that its side does not know. */
export interface Guess {
  /** Every enemy marker the imagined game is to have, seen ones and guessed ones alike. */
  readonly enemies: readonly EnemyGuess[];
  /** What the enemy came for, as guessed (none: only extermination). */
  readonly objectives?: readonly Objective[];
}

/**
 * The enemy's soldiers SIDE knows of: every one that came aboard, and each sleeper the enemy woke that the
 * side heard of (HEARD, from its own log). A sleeper woken out of its sight stays unknown to it: the
 * piece is in the game, but no answer of the side's may count him.
 */
function knownEnemySoldiers(state: GameState, side: Side, heard: HeardDevices): SoldierType[] {
  const enemy = otherSide(side);
  const types = state.pieces.filter((p) => p.side === enemy && p.soldier).map((p) => p.soldier!.type);
  for (const s of state.devices.sleepers) {
    if (s.wokenBy !== enemy || heard.woken.includes(s.cell)) continue;
    const i = types.findIndex((t) => t.id === s.type.id);
    if (i >= 0) types.splice(i, 1);
  }
  return types;
}

/** The enemy's soldier types as the side knows them, by name, sorted. */
export function enemyTypes(
  state: GameState,
  side: Side,
  heard: HeardDevices = HEARD_NOTHING,
): Map<string, SoldierType> {
  const types = new Map<string, SoldierType>();
  for (const t of knownEnemySoldiers(state, side, heard)) types.set(t.name, t);
  return new Map([...types].sort((a, b) => a[0].localeCompare(b[0])));
}

/** The enemy's force as the side knows it, a sorted list of type names (one per soldier): as it came aboard, and sleepers heard woken. */
export function enemyForce(state: GameState, side: Side, heard: HeardDevices = HEARD_NOTHING): string[] {
  return knownEnemySoldiers(state, side, heard)
    .map((t) => t.name)
    .sort();
}

/**
 * The imagined game: SIDE's knowledge of STATE with GUESS for the enemy, dice from SEED, and the devices
 * as HEARD from the side's log (src/play/heard-devices.ts; none heard: as every game begins).
 */
export function imaginedState(
  state: GameState,
  side: Side,
  guess: Guess,
  seed: string,
  heard: HeardDevices = HEARD_NOTHING,
): GameState | string {
  if (state.phase !== "play") return "nothing to imagine before play begins";
  const enemy = otherSide(side);
  const ship = state.ship;
  const known = state.known[side];
  // Own pieces first, in the side's own order; then the guessed enemy, in the guess's order.
  const own = state.pieces.filter((p) => p.side === side);
  const newId = new Map(own.map((p, i) => [p.id, i]));
  const remap = (id: number) => newId.get(id);
  // Made in the engine's one shape of piece (src/engine/shapes.ts): the imagined game is played on at once.
  const pieces: Piece[] = own.map((p, i) => {
    const { carrying, carriedBy, soldier } = p;
    return changedPiece(
      { ...p, id: i },
      {
        soldier: soldier ? { ...soldier, dice: stream(seed, STREAMS.soldier(i)) } : undefined,
        carrying:
          carrying && remap(carrying.piece) !== undefined ? { ...carrying, piece: remap(carrying.piece)! } : undefined,
        carriedBy: carriedBy !== undefined ? remap(carriedBy) : undefined,
      },
    );
  });
  const types = enemyTypes(state, side, heard);
  const taken = new Set(guess.enemies.map((g) => g.number).filter((n) => n !== undefined));
  const seen = new Set(known.numbers);
  let spare = 1;
  const spareNumber = (): number => {
    while (taken.has(spare) || seen.has(spare)) spare++;
    taken.add(spare);
    return spare;
  };
  const lockIndex = (name: string | undefined) => ship.airlocks.findIndex((l) => l.name === name);
  let names = 0;
  for (const g of guess.enemies) {
    const type = g.type === null ? undefined : types.get(g.type);
    if (g.type !== null && !type) return `the enemy has no ${g.type}`;
    const lock = lockIndex(g.lock);
    const place =
      g.cell !== undefined
        ? ({ at: "cell", cell: g.cell } as const)
        : lock >= 0
          ? ({ at: g.outside ? "outside" : "lock", lock } as const)
          : undefined;
    if (!place || (place.at === "cell" && !ship.cells[place.cell])) return "a guessed enemy marker stands nowhere";
    const id = pieces.length;
    const piece = newPiece({
      id,
      side: enemy,
      number: g.number ?? spareNumber(),
      place,
      ...(type
        ? {
            soldier: {
              type,
              name: `${type.name} ${++names}`,
              wounded: g.wounded === true,
              dead: false,
              dice: stream(seed, STREAMS.soldier(id)),
            },
          }
        : {}),
    });
    pieces.push(changedPiece(piece, { revealed: g.revealed === true && type !== undefined, mu: type?.move ?? 0 }));
  }
  const locks: LockState[] = state.locks.map((l, i) => {
    const mine = l.inside.map(remap).filter((id): id is number => id !== undefined);
    const theirs = pieces
      .filter((p) => p.side === enemy && p.place.at === "lock" && p.place.lock === i)
      .map((p) => p.id);
    return {
      inside: [...mine, ...theirs],
      // What the side did at a lock this turn is its own doing; the enemy's earlier turns are not known.
      leftThisTurn: state.side === side ? l.leftThisTurn : 0,
      emptiedAt: l.emptiedAt === state.tick && state.side === side ? l.emptiedAt : -1,
      filledAt: mine.length > 0 ? l.filledAt : theirs.length > 0 ? state.tick - 1 : -1,
    };
  });
  const openDoors: Record<number, true> = {};
  for (const [cell, open] of Object.entries(known.doors)) if (open) openDoors[Number(cell)] = true;
  const cargo = state.cargo.map((c) => ({
    id: c.id,
    kind: c.kind,
    // Where the side last saw it, else where the ship's plan puts it at the start.
    cell: known.cargo[c.id] ?? ship.cargo[c.id]?.cell ?? c.cell,
  }));
  const objectives = state.objectives
    ? {
        ...state.objectives,
        [side]: state.objectives[side],
        [enemy]: guess.objectives ?? [{ kind: "exterminate" } as const],
      }
    : undefined;
  return wholeState({
    ship,
    rules: state.rules,
    phase: "play",
    deployment: undefined,
    turn: state.turn,
    side: state.side,
    tick: state.tick,
    over: state.over,
    pieces,
    openDoors,
    cargo,
    locks,
    systems: state.systems,
    devices: imaginedDevices(state.devices, side, remap, seed, heard),
    // What the enemy knows of the side is not known to it: the doors as the side believes them.
    known: withSide({ blue: known, yellow: known }, enemy, {
      doors: { ...known.doors },
      cargo: { ...known.cargo },
      sightings: [],
      numbers: [],
      tracks: {},
    }),
    rng: stream(seed, STREAMS.public),
    privateRng: { blue: stream(seed, STREAMS.private("blue")), yellow: stream(seed, STREAMS.private("yellow")) },
    objectives,
    // The wreck is public: the imagined game has the same debris, vacuum and jammed doors.
    wreck: state.wreck,
    result: state.result,
    // A sandbox's game is played and shown through seats: words and all (a look-ahead leaves them out).
    lookAhead: undefined,
    memo: newMemo(),
  });
}

/** The devices as the side knows them: its own stations, rolls and findings; the enemy's left out. */
function imaginedDevices(
  d: Devices,
  side: Side,
  remap: (id: number) => number | undefined,
  seed: string,
  heard: HeardDevices,
): Devices {
  const dice = (device: "bridge" | "autodoc") => ({
    blue: stream(seed, STREAMS.device(device, "blue")),
    yellow: stream(seed, STREAMS.device(device, "yellow")),
  });
  const mu: Record<number, number> = {};
  for (const [id, left] of Object.entries(d.fresh.mu)) {
    const to = remap(Number(id));
    if (to !== undefined) mu[to] = left;
  }
  return {
    stations: d.stations.flatMap((s) => {
      const piece = remap(s.piece);
      return piece === undefined ? [] : [{ ...s, piece }];
    }),
    fresh: { tick: d.fresh.tick, mu },
    // Coolers, sleepers and pods as the side last knew them: the enemy may have worked them out of its sight.
    coolersOff: heard.coolersOff,
    transportedAt: d.transportedAt,
    bridge: d.bridge?.side === side ? d.bridge : null,
    cameraCall: imaginedCall(d.cameraCall, side),
    camera: { blue: [], yellow: [], [side]: d.camera[side] } as Devices["camera"],
    enginesShutBy: d.enginesShutBy,
    restart: d.restart?.side === side ? d.restart : null,
    podsLaunched: d.podsLaunched.filter((pod) => heard.pods.includes(pod)),
    escaped: d.escaped.flatMap((id) => {
      const to = remap(id);
      return to === undefined ? [] : [to];
    }),
    sleepers: d.sleepers.map(({ wokenBy, ...s }, i) => ({
      ...s,
      ...(wokenBy && (wokenBy === side || heard.woken.includes(s.cell)) ? { wokenBy } : {}),
      dice: stream(seed, STREAMS.sleeper(i)),
    })),
    dice: { bridge: dice("bridge"), autodoc: dice("autodoc") },
  };
}

/**
 * A camera call in progress as the side knows it. The enemy's camera on the side: all of it is the side's
 * own (it was told the camera came on, and it chose the marker itself), so it stays, and the side (or the
 * bot for it) must answer it first in the imagined game as in the real one. The side's own camera: that it
 * is on stays, the enemy's choice (if made) does not; the imagined enemy chooses again.
 */
function imaginedCall(call: Devices["cameraCall"], side: Side): Devices["cameraCall"] {
  if (!call) return null;
  return call.by === side ? { by: call.by, tick: call.tick } : call;
}
