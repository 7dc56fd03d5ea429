// The one gate for secrets: what one side may know, built field by field from a whitelist.
// Nothing reaches a player, a side's CLI output or an AI except through this.
import { anyLine, sceneOf } from "../engine/eyes.js";
import { knownEnemies } from "../engine/hidden.js";
import { isOpen, knownCargo, knownDoors } from "../engine/knowledge.js";
import { spareNumbers } from "../engine/new-piece.js";
import { enemyId, markerName, type MarkerId } from "../engine/marker-labels.js";
import { cellsSeenFrom } from "../ship/sight-lines.js";
import { type GameState, type Knowledge, type Piece, type Side, type Visibility } from "../engine/state.js";
import { placeName, type Ship } from "../ship/ship.js";
import { deploymentView, type DeploymentView } from "./deployment-view.js";
import { devicesView, systemsView, type DevicesView, type SystemsView } from "./devices-view.js";
import { wreckView, type WreckView } from "./wreck-view.js";
import { cargoNames, objectivesView, resultView, type ObjectivesView, type ResultView } from "./objectives-view.js";
import { ownMarkers, type OwnMarker } from "./own-markers.js";
import { afresh, type Parts } from "./view-parts.js";

export type { OwnMarker, Where } from "./own-markers.js";

/** An enemy marker as the side knows it (src/engine/marker-labels.ts): its number while it is a question marker, its type once revealed. */
export interface KnownAs {
  readonly number?: number;
  readonly type?: string;
  /** The same written for a reader: "?7", or the type's name (never read back). */
  readonly label: string;
}

export interface EnemyMarker extends KnownAs {
  readonly cell: number;
  readonly hex: string;
  readonly revealed: boolean;
  /** Seen to be wounded: only ever true for a revealed soldier. */
  readonly wounded: boolean;
  /** One of the side's pieces has a clear line to it now (it may be shot at); in fog every listed one is. */
  readonly inSight: boolean;
}

/** An enemy marker in an air lock or waiting outside one: seen across an open table, never in fog. */
export interface EnemyAtLock extends KnownAs {
  readonly at: "lock" | "outside";
  readonly lock: string;
}

/** An enemy marker's story as the side watched it, open visibility (src/engine/table.ts). */
export interface MarkerTrack {
  readonly number: number;
  /** "?7", for a reader. */
  readonly label: string;
  readonly came: "start" | "placed" | "hid";
  readonly turn: number;
  readonly at: string;
  readonly steps: number;
  readonly split?: { readonly turn: number; readonly at: string };
  readonly joined?: { readonly turn: number; readonly at: string };
}

export interface LastSeen extends KnownAs {
  readonly cell: number;
  readonly hex: string;
  readonly turn: number;
}

export interface PlayerView {
  readonly side: Side;
  readonly turn: number;
  readonly toMove: Side;
  /** "deploy" while the sides place their markers, then "play". */
  readonly phase: "deploy" | "play";
  /** The side's own zones and extra dummies during the deploy phase; null in play. */
  readonly deployment: DeploymentView | null;
  readonly over: boolean;
  readonly turnLimit: number;
  /** Open (every enemy marker on the map, numbered) or fog (those in sight, and where others were last seen). */
  readonly visibility: Visibility;
  readonly markers: number;
  /** How many more numbers the side can give new dummies (or soldiers hiding again): none left, no dummy can be placed (spareNumbers). */
  readonly freeNumbers: number;
  readonly own: readonly OwnMarker[];
  /** Enemy markers on the map the side knows of: all of them in the open, those in sight in fog. */
  readonly enemies: readonly EnemyMarker[];
  /** Enemy markers in air locks and waiting outside them, open visibility only, by lock and number. */
  readonly enemiesAtLocks: readonly EnemyAtLock[];
  /** What the side watched each enemy marker do (open visibility), by number. */
  readonly tracks: readonly MarkerTrack[];
  /** Where enemy markers were last seen (fog only: in the open every one is in view). */
  readonly lastSeen: readonly LastSeen[];
  readonly openDoors: readonly string[];
  /** Containers where last seen; `name` for those the side's own objectives speak of. */
  readonly cargo: readonly {
    readonly kind: string;
    readonly cell: number;
    readonly hex: string;
    readonly name?: string;
  }[];
  /** The ship's systems: known to both sides, as everyone aboard notices them. */
  readonly systems: SystemsView;
  /** A derelict's lasting damage by hex name, the same for both sides (src/engine/wreck.ts); empty lists on a sound ship. */
  readonly wreck: WreckView;
  /** The side's own bridge roll, camera findings, stations, escapees and engine work. */
  readonly devices: DevicesView;
  /** Cells the side's pieces have a clear line to now. */
  readonly inView: readonly number[];
  /** The side's own objectives (never the enemy's) and who wins if no side meets one. */
  readonly objectives: ObjectivesView;
  /** Who won and why, once the game is over (the same for both sides); null until then. */
  readonly result: ResultView | null;
}

export function view(state: GameState, side: Side, part: Parts = afresh): PlayerView {
  const ship = state.ship;
  const known = state.known[side];
  const open = isOpen(state);
  const deploying = state.phase === "deploy";
  const eyes = sceneOf(state).eyes[side];
  const d = state.devices;
  return {
    side,
    turn: state.turn,
    toMove: state.side,
    phase: state.phase,
    deployment: deploymentView(state, side),
    over: state.over,
    turnLimit: state.rules.turnLimit,
    visibility: state.rules.visibility,
    markers: state.rules.markers[side],
    freeNumbers: spareNumbers(state, side),
    own: ownMarkers(state, side, part),
    enemies: enemyMarkers(state, side, eyes, part),
    enemiesAtLocks: open && !deploying ? enemiesAtLocks(state, side, part) : [],
    tracks: open && !deploying ? part("tracks", [known.tracks], () => tracksOf(known)) : [],
    lastSeen: open ? [] : part("lastSeen", [ship, known.sightings], () => lastSeenOf(ship, known)),
    openDoors: part("openDoors", [ship, open, open ? state.openDoors : known.doors], () => openDoorsOf(state, side)),
    cargo: part("cargo", [ship, open, state.cargo, known.cargo, state.objectives], () => cargoOf(state, side)),
    systems: part("systems", [state.systems], () => systemsView(state)),
    wreck: part("wreck", [ship, state.wreck], () => wreckView(state)),
    // Stations and escapees name the side's pieces: the pieces count only while there are some.
    devices: part(
      "devices",
      [ship, d, state.tick, state.side, d.stations.length + d.escaped.length > 0 ? state.pieces : undefined],
      () => devicesView(state, side),
    ),
    // What is in view hangs on where the side's pieces stand (not their order) and on the doors.
    inView: part("inView", [ship, state.openDoors, ...eyes], () => cellsInView(state, eyes)),
    objectives: part("objectives", [ship, state.objectives, d.sleepers], () => objectivesView(state, side)),
    result: part("result", [state.over, state.result], () => resultView(state)),
  };
}

/** The view's enemy markers alone (naming a target needs no more than these). */
export function enemyMarkers(
  state: GameState,
  side: Side,
  eyes = sceneOf(state).eyes[side],
  part: Parts = afresh,
): EnemyMarker[] {
  // Nothing of the enemy shows while sides deploy: its zones are out of sight, and stay a secret.
  const made = (state.phase === "deploy" ? [] : knownEnemies(state, side)).map((p) => {
    const cell = p.place.at === "cell" ? p.place.cell : -1;
    const inSight = anyLine(state, eyes, cell);
    return part(`enemy ${p.id}`, [state.ship, p, inSight], () => enemyMarker(state, p, cell, inSight));
  });
  // Ties by what the side sees (wounded last), never by the enemy's set-up order: two soldiers of one
  // type on one hex, one wounded, come in the same order however the enemy listed them.
  return part("enemies", made, () =>
    [...made].sort(
      (a, b) => a.cell - b.cell || a.label.localeCompare(b.label) || Number(a.wounded) - Number(b.wounded),
    ),
  );
}

function lastSeenOf(ship: Ship, known: Knowledge): LastSeen[] {
  // Latest first, then by hex and label: an order of what the side saw, not of how the enemy was set up.
  return known.sightings
    .map((s) => ({ ...knownAs(s), cell: s.cell, hex: placeName(ship.cells[s.cell]!), turn: s.turn }))
    .sort((a, b) => b.turn - a.turn || a.cell - b.cell || a.label.localeCompare(b.label));
}

function openDoorsOf(state: GameState, side: Side): string[] {
  return Object.entries(knownDoors(state, side))
    .filter(([, open]) => open)
    .map(([cell]) => placeName(state.ship.cells[Number(cell)]!))
    .sort();
}

function cargoOf(state: GameState, side: Side): PlayerView["cargo"] {
  const names = cargoNames(state, side);
  return Object.entries(knownCargo(state, side)).map(([id, cell]) => {
    const name = names.get(Number(id));
    return {
      kind: state.cargo[Number(id)]!.kind,
      cell,
      hex: placeName(state.ship.cells[cell]!),
      ...(name ? { name } : {}),
    };
  });
}

function enemyMarker(state: GameState, p: Piece, cell: number, inSight: boolean): EnemyMarker {
  const revealed = p.revealed && p.soldier !== undefined;
  return {
    ...knownAs(enemyId(p)),
    cell,
    hex: placeName(state.ship.cells[cell]!),
    revealed,
    wounded: revealed && p.soldier!.wounded,
    inSight,
  };
}

/** The enemy's markers in air locks and outside them, across an open table: by lock, then number. */
function enemiesAtLocks(state: GameState, side: Side, part: Parts): EnemyAtLock[] {
  const there = state.pieces.filter((p) => p.side !== side && (p.place.at === "lock" || p.place.at === "outside"));
  return part("enemiesAtLocks", [state.ship, ...there], () => atLocks(state, there));
}

function atLocks(state: GameState, there: readonly Piece[]): EnemyAtLock[] {
  const out: (EnemyAtLock & { id: number; n: number })[] = [];
  for (const p of there) {
    if (p.place.at !== "lock" && p.place.at !== "outside") continue;
    const spec = state.ship.airlocks[p.place.lock]!;
    out.push({ ...knownAs(enemyId(p)), at: p.place.at, lock: spec.name, id: spec.id, n: p.number });
  }
  return out
    .sort((a, b) => a.id - b.id || (a.at === b.at ? 0 : a.at === "lock" ? -1 : 1) || a.n - b.n)
    .map(({ id: _id, n: _n, ...marker }) => marker);
}

function tracksOf(known: Knowledge): MarkerTrack[] {
  return Object.entries(known.tracks)
    .map(([n, t]) => ({ number: Number(n), label: `?${n}`, ...t }))
    .sort((a, b) => a.number - b.number);
}

function cellsInView(state: GameState, eyes: readonly number[]): number[] {
  if (eyes.length === 0) return [];
  return cellsSeenFrom(state.ship, state.openDoors, eyes);
}

/** A marker's identity with its label for a reader, as the view lists it. */
function knownAs(id: MarkerId): KnownAs {
  return {
    ...(id.number !== undefined ? { number: id.number } : {}),
    ...(id.type !== undefined ? { type: id.type } : {}),
    label: markerName(id),
  };
}
