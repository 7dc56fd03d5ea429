// Spending a whole turn at a device: a marker settles there before it has moved or attacked,
// and the device acts at the start of its side's next turn if it has stayed put, spent no
// move units, made no attack and taken no wound meanwhile.
import { placeName } from "../../ship/ship.js";
import { enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { StationFacts } from "../facts/stations.js";
import { watchedBy } from "../hidden.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { stationDevicesAt, type StationDevice } from "../../ship/device-index.js";
import { withDevices, type Station } from "./devices.js";
import { switchRefusal } from "./ship-state.js";
import { toldSides } from "./telling.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";

export const DEVICE_NAMES: Readonly<Record<StationDevice, string>> = {
  bridge: "the bridge",
  aux: "the auxiliary control room",
  engines: "the engine controls",
  purifiers: "the air purifiers",
  gravity: "the gravity machinery",
};

/** The system a switching device sets, and whether it is on now. */
function current(state: GameState, device: StationDevice): boolean | undefined {
  if (device === "purifiers") return state.systems.airPurification;
  if (device === "gravity") return state.systems.gravity;
  if (device === "engines") return state.systems.engines;
  return undefined;
}

export function station(state: GameState, pieceId: number, device?: StationDevice, on?: boolean): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  const cell = piece.place.cell;
  const here = stationDevicesAt(state.ship, cell);
  const hex = placeName(state.ship.cells[cell]!);
  if (here.length === 0)
    return refused(
      "no-device",
      `${hex} is not at a device worked for a whole turn (a bridge or auxiliary-control chair, the engine console or panels, the purifiers, the gravity machinery)`,
    );
  if (device !== undefined && !here.includes(device))
    return refused("no-device", `${hex} is not at ${DEVICE_NAMES[device]}`);
  const chosen = device ?? (here.length === 1 ? here[0]! : undefined);
  if (chosen === undefined) return refused("say-which", `say which: ${here.join(" or ")}`);
  if (state.devices.stations.some((s) => s.piece === piece.id && s.tick === state.tick))
    return refused("already", said`${piece} is already stationed this turn`);
  const fresh = state.devices.fresh.tick === state.tick ? state.devices.fresh.mu[piece.id] : undefined;
  if (piece.attacked || (piece.soldier && fresh !== piece.mu))
    return refused("already-acted", said`${piece} has moved or attacked this turn: a station takes the whole turn`);
  const now = current(state, chosen);
  if (now === undefined && on !== undefined)
    return refused("usage", `${DEVICE_NAMES[chosen]} is not switched on or off`);
  const target = now === undefined ? undefined : (on ?? !now);
  if (target !== undefined && target === now)
    return refused(
      "already",
      `${DEVICE_NAMES[chosen]} ${chosen === "engines" || chosen === "purifiers" ? "are" : "is"} already ${now ? "on" : "off"}`,
    );
  if (target && chosen !== "engines") {
    const why = switchRefusal(state, chosen === "purifiers" ? "airPurification" : "gravity", true);
    if (why) return why;
  }
  const record: Station = {
    piece: piece.id,
    device: chosen,
    cell,
    tick: state.tick,
    mu: piece.mu,
    wounded: piece.soldier?.wounded ?? false,
    ...(target === undefined ? {} : { on: target }),
  };
  const after = withDevices(state, { stations: [...state.devices.stations, record] });
  const enemy = otherSide(piece.side);
  const own: StationFacts = {
    marker: ownRef(state, piece),
    hex,
    device: chosen,
    ...(target === undefined ? {} : { on: target }),
  };
  const theirs = watchedBy(state, enemy, cell) ? { marker: enemyRef(piece), hex, device: chosen } : undefined;
  return done(after, [told(state.turn, "station", toldSides(piece.side, own, theirs))]);
}

/** Whether a station held through its side's turn: the soldier (never a dummy) stayed and did nothing else. */
export function held(state: GameState, s: Station): boolean {
  const p = state.pieces[s.piece];
  return standing(state, s) && p!.mu === s.mu && !p!.attacked;
}

/** Whether a held station is still unbroken: the soldier there, alive, and not wounded since. */
export function standing(state: GameState, s: Station): boolean {
  const p = state.pieces[s.piece];
  if (!p?.soldier || p.soldier.dead || p.place.at !== "cell" || p.place.cell !== s.cell) return false;
  return p.soldier.wounded === s.wounded;
}

/** A side-turn's stations at one device that held and still stand. */
export function heldStations(
  state: GameState,
  tick: number,
  device: StationDevice,
): { station: Station; piece: Piece }[] {
  return state.devices.stations
    .filter((s) => s.tick === tick && s.device === device && standing(state, s))
    .map((s) => ({ station: s, piece: state.pieces[s.piece]! }));
}

/**
 * At the end of a side's turn (tick): its stations that did not hold lapse, and stations
 * too old to matter are dropped. Held ones wait for the start of that side's next turn.
 */
export function finishStations(state: GameState, tick: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const stations = state.devices.stations.filter((s) => {
    if (s.tick < tick - 1) return false;
    if (s.tick !== tick || held(state, s)) return true;
    const p = state.pieces[s.piece]!;
    if (p.soldier && !p.soldier.dead) {
      const lapsed = { marker: ownRef(state, p), device: s.device };
      events.push(told(state.turn, "station-lapsed", toldSides(p.side, lapsed)));
    }
    return false;
  });
  // Most turns no station lapses or is dropped: the devices stay as they were (a turn's end in every look-ahead).
  if (stations.length === state.devices.stations.length) return { state, events };
  return { state: withDevices(state, { stations }), events };
}

/**
 * Move units each soldier of the side to move has on a station hex at the start of its
 * turn: a station needs them unspent.
 */
export function freshSnapshot(state: GameState): GameState {
  const mu: Record<number, number> = {};
  for (const p of state.pieces) {
    if (p.side !== state.side || !p.soldier || p.place.at !== "cell") continue;
    if (stationDevicesAt(state.ship, p.place.cell).length > 0) mu[p.id] = p.mu;
  }
  return withDevices(state, { fresh: { tick: state.tick, mu } });
}

/** Two different soldiers, one from each list. */
export function pair<T extends { piece: Piece }>(a: readonly T[], b: readonly T[]): [T, T] | undefined {
  for (const x of a) for (const y of b) if (x.piece.id !== y.piece.id) return [x, y];
  return undefined;
}

/** Spend the whole turn at a device; `on` says how to leave a switched one (default: the other way). */
export interface StationAction {
  readonly type: "station";
  readonly piece: number;
  readonly device?: StationDevice;
  readonly on?: boolean;
}

export const STATION: Rule<StationAction> = { type: "station", play: (s, a) => station(s, a.piece, a.device, a.on) };
