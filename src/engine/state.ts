// The whole truth of a game in progress: plain data, never shown to a player as it is.
import type { Cargo } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { Memo } from "./memo.js";
import type { RngState } from "./rng.js";
import type { SoldierType } from "./soldier-type.js";
import type { Deployment } from "./deploy/zones.js";
import type { Devices } from "./systems/devices.js";
import type { Objectives, Result } from "./victory/objectives.js";
import type { Wreck } from "./wreck.js";

import type { Side } from "../sides/sides.js";
export { otherSide, SIDES, type Side } from "../sides/sides.js";

/**
 * A copy of a per-side record with one side's value replaced, in the order blue, yellow. Written
 * out, not `{ ...r, [side]: v }`: a computed key makes the engine take a slow path, and the open
 * table's knowledge is copied so after every step.
 */
export const withSide = <T>(r: Readonly<Record<Side, T>>, side: Side, value: T): Record<Side, T> =>
  side === "blue" ? { blue: value, yellow: r.yellow } : { blue: r.blue, yellow: value };

/**
 * What a side sees of the enemy's markers. `open`, the rule book's: every marker of both sides is on
 * both maps with its number, and every move, stack, split, placement and removal is seen by both;
 * secret are the identities behind the numbers. `fog`, a variant: enemy markers only along lines of
 * sight, and what they do out of it unseen too (docs/RULES.md, section 6).
 */
export const VISIBILITIES = ["open", "fog"] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** The visibility of a scenario that says none, and of quick scenarios. */
export const DEFAULT_VISIBILITY: Visibility = "open";

/** Where a piece is: on a hex, inside an air lock, waiting outside one, or gone. */
export type Place =
  | { readonly at: "cell"; readonly cell: number }
  | { readonly at: "lock"; readonly lock: number }
  | { readonly at: "outside"; readonly lock: number }
  /** Not yet placed: waits to be deployed in its zone (an index into `deployment.zones`). */
  | { readonly at: "zone"; readonly zone: number }
  | { readonly at: "gone" };

/** A real soldier's own state; dummies have none. */
export interface Soldier {
  readonly type: SoldierType;
  /** A short name for its own side's track sheet, e.g. "Marine 3". */
  readonly name: string;
  readonly wounded: boolean;
  readonly dead: boolean;
  /** Failed a morale check and has not rallied (src/engine/combat/morale.ts); undefined when steady. */
  readonly broken?: Broken;
  /** His own dice (morale, rallies, a Medic's tries): no other marker's secrets shift them. */
  readonly dice: RngState;
}

/** A broken soldier runs from `from`, the cell of the last enemy it saw, until it rallies. */
export interface Broken {
  readonly run: "running" | "stopped" | "frozen";
  readonly from: number;
}

/** A question marker on the board: a soldier or a dummy, under a number. */
export interface Piece {
  readonly id: number;
  readonly side: Side;
  /** The marker number the enemy sees; changes when a soldier hides again. */
  readonly number: number;
  readonly place: Place;
  /** Undefined for a dummy. */
  readonly soldier?: Soldier;
  /** Shown to the enemy as its soldier (an encounter is going on). */
  readonly revealed: boolean;
  /** Move units left this turn. */
  readonly mu: number;
  /** Hexes stepped within belowdecks passages this turn (at most one). */
  readonly crampedSteps: number;
  readonly attacked: boolean;
  /** Moved a container in zero gravity this turn: it may not attack. */
  readonly movedCargo: boolean;
  /** Entered an air lock this turn: it cannot leave before the next. */
  readonly boardedThisTurn: boolean;
  /** Lies in ambush: fires at the first enemy to come into its sight in the enemy's turn. */
  readonly ambush?: boolean;
  /** A wounded friend it carries (piece id), and whether it has made its one step this turn. */
  readonly carrying?: { readonly piece: number; readonly stepped: boolean };
  /** The piece carrying this one. */
  readonly carriedBy?: number;
}

export interface Container {
  readonly id: number;
  readonly kind: Cargo;
  readonly cell: number;
  /** Pushed out of the ship through an air lock (cell: the lock hex it went by); out of play. */
  readonly out?: { readonly side: Side; readonly lock: number };
}

export interface LockState {
  /** Pieces inside, in the order they came in. */
  readonly inside: readonly number[];
  readonly leftThisTurn: number;
  /** The side-turn (tick) in which it last became empty; it takes in no one during that one. */
  readonly emptiedAt: number;
  /** The side-turn (tick) in which its present batch came in; more may join only then. */
  readonly filledAt: number;
}

export interface Systems {
  readonly power: boolean;
  readonly lights: boolean;
  readonly gravity: boolean;
  /** The rec deck of module 91 has gravity of its own. */
  readonly recDeckGravity: boolean;
  readonly airPurification: boolean;
  /** The main engines run (the engine room shuts them down and starts them). */
  readonly engines: boolean;
  /** The ship is under way (the bridge starts it; shutting the engines stops it). */
  readonly moving: boolean;
  /** The side whose course the ship follows, once the bridge has set one. */
  readonly course: Side | null;
  /** Turns until the air is unbreathable, while air purification is off. */
  readonly airTurnsLeft: number | null;
}

/** What a side has learned of things that change: kept so its view can show them. */
export interface Knowledge {
  /** Door cell -> open, as last seen. */
  readonly doors: Readonly<Record<number, boolean>>;
  /** Container id -> cell, as last seen. */
  readonly cargo: Readonly<Record<number, number>>;
  /** Enemies last seen, by the cell they were seen on. */
  readonly sightings: readonly Sighting[];
  /**
   * Every enemy marker number this side has been shown, in any way (in sight, glimpsed, taken
   * off, revealed), in the order first seen. The enemy never gives one of them to a new or
   * re-hidden marker (src/engine/new-piece.ts).
   */
  readonly numbers: readonly number[];
  /**
   * Open visibility only: what the side has watched each enemy marker do, by its number, since it
   * came (src/engine/table.ts). Empty in fog.
   */
  readonly tracks: Readonly<Record<number, Track>>;
}

/** An enemy marker's story as the side watched it across the table (open visibility). */
export interface Track {
  /** How it came: on the map at the start, put down there (a dummy, a woken sleeper), or a revealed soldier hiding again under it. */
  readonly came: "start" | "placed" | "hid";
  /** The turn it came, and where (a hex, "lock 3", "outside lock 3"). */
  readonly turn: number;
  readonly at: string;
  /** Steps it has made since: onto a hex, out of an air lock, into one, through the transporter. */
  readonly steps: number;
  /** When and where it last parted from a marker it stood with, and last joined one. */
  readonly split?: { readonly turn: number; readonly at: string };
  readonly joined?: { readonly turn: number; readonly at: string };
}

export interface Sighting {
  readonly cell: number;
  readonly turn: number;
  /** What was seen: "?7" or the soldier type's name. */
  readonly label: string;
}

export interface RuleOptions {
  /** Marker numbers each side has (numbered 1..n; those in play at the start are a random few of them). */
  readonly markers: Readonly<Record<Side, number>>;
  readonly turnLimit: number;
  readonly first: Side;
  /** Ambush (opportunity fire) is allowed; undefined means yes. */
  readonly ambush?: boolean;
  /** Open (every marker on both maps) or fog (enemy markers only in sight). */
  readonly visibility: Visibility;
}

export interface GameState {
  readonly ship: Ship;
  readonly rules: RuleOptions;
  /** "deploy" while sides place their markers in their zones (src/engine/deploy/), then "play". */
  readonly phase: "deploy" | "play";
  /** Who still deploys where, during the deploy phase only. */
  readonly deployment?: Deployment;
  /** The turn (round) number from 1; in each turn both sides move, the first side first. */
  readonly turn: number;
  readonly side: Side;
  /** Side-turns played before this one: 0 in the first side's first turn. */
  readonly tick: number;
  readonly over: boolean;
  readonly pieces: readonly Piece[];
  /** Cells of open doors (all doors start closed). */
  readonly openDoors: Readonly<Record<number, true>>;
  readonly cargo: readonly Container[];
  readonly locks: readonly LockState[];
  readonly systems: Systems;
  /** Device state: stations, coolers, transporter, bridge roll, camera, pods, sleepers. */
  readonly devices: Devices;
  readonly known: Readonly<Record<Side, Knowledge>>;
  /** Public dice: every roll both sides may learn of. */
  readonly rng: RngState;
  /**
   * Each side's private draws (fresh marker numbers) come from a stream of its own, so
   * nothing a side does in secret can shift the public dice the other side sees.
   */
  readonly privateRng: Readonly<Record<Side, RngState>>;
  /** What each side came for (src/engine/victory/); judged by the referee, never shown whole. */
  readonly objectives?: Objectives;
  /** A derelict's lasting damage (src/engine/wreck.ts): debris, vacuum, jammed doors; public, never changed. */
  readonly wreck?: Wreck;
  /** Who won and why, once the game is decided. */
  readonly result?: Result;
  /**
   * Set only on a look-ahead's game (src/engine/look-ahead.ts): the same rules and dice, but its commonest
   * events carry no words and its open table keeps no tracks, since no one reads them. Never in a real game.
   */
  readonly lookAhead?: true;
  /** What the engine worked out from this game's pieces, for reuse (src/engine/memo.ts): no rule reads it. */
  readonly memo: Memo;
}
