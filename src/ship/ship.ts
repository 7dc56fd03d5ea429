// An assembled ship: every hex of every placed module as one numbered cell, joined up.
import type { Hex } from "../hex/coords.js";
import type { ModuleMap } from "../map/module.js";
import type { Cargo, Level, Terrain } from "../map/terrain.js";
import type { ShipLookups } from "./lookups.js";

/** One hex of one level of the ship. Cells are numbered 0..n-1; the engine speaks in cell ids. */
export interface Cell extends Hex {
  readonly id: number;
  readonly level: Level;
  readonly terrain: Terrain;
  /** The id of the module it belongs to (air locks belong to the module whose hall they close). */
  readonly module: number;
  /** Printed name across the ship: "91:0600". */
  readonly name: string;
  /** Its module's own glyph, when the module's legend draws the terrain otherwise than the standard one. */
  readonly glyph?: string | undefined;
}

export interface PlacedModule {
  readonly module: ModuleMap;
  /** Ship position of the module's hex 0000. */
  readonly at: Hex;
}

export interface Airlock {
  readonly id: number;
  readonly name: string;
  /** The lock's own hexes: the drawn air-lock hexes, or the cargo hatch in the hold floor. */
  readonly cells: readonly number[];
  /** Where a soldier stands after leaving the lock. */
  readonly exits: readonly number[];
  /** Soldiers it holds: two per hex, six for the cargo lock. */
  readonly capacity: number;
  /** Soldiers that may leave it in one turn: one, three for the cargo lock. */
  readonly leavePerTurn: number;
  readonly kind: "hull" | "cargo";
}

export interface ShipCargo {
  readonly kind: Cargo;
  readonly cell: number;
  /** Its module's own glyph for it, if the module's legend gives one. */
  readonly glyph?: string | undefined;
}

export interface Ship {
  readonly name: string;
  readonly file: string;
  /** One line for `derelict ships list`. */
  readonly summary?: string;
  /** Where the ship file's hex "0000" lies in cell coordinates (cells are shifted so none is negative). */
  readonly origin?: Hex;
  readonly modules: readonly PlacedModule[];
  readonly cells: readonly Cell[];
  /** Same-level adjacent cells of each cell, by cell id. */
  readonly neighbours: readonly (readonly number[])[];
  /** Cells on other levels joined to each cell by a ladder or stairs. */
  readonly links: readonly (readonly number[])[];
  readonly airlocks: readonly Airlock[];
  readonly cargo: readonly ShipCargo[];
  /** Named areas as "MODULE:area" (e.g. "91:rec-deck"), by cell ids. */
  readonly areas: ReadonlyMap<string, readonly number[]>;
  /** Size of the whole drawing in character columns and rows. */
  readonly width: number;
  readonly height: number;
  /** Indexes of the cells, devices and sight lines, made as first asked for. */
  readonly lookups: ShipLookups;
}

/** A cell as players and scripts write it: "89:0603" on the main level, "90:0305@floor" off it. */
export function placeName(cell: Cell): string {
  return cell.level === "main" ? cell.name : `${cell.name}@${cell.level}`;
}

/** A cell as the player reads it on screen: "89:0603", or "90:0305 (floor)" off the main level. */
export function shownHex(cell: Cell): string {
  return cell.level === "main" ? cell.name : `${cell.name} (${cell.level})`;
}
