// A ship module as loaded from its file: levels of hexes, cargo, named areas.
import type { Hex } from "../hex/coords.js";
import type { Cargo, Level, Terrain } from "./terrain.js";

export interface ModuleHex extends Hex {
  readonly terrain: Terrain;
  /** The module's own glyph for it, when its legend draws this terrain otherwise than the standard one. */
  readonly glyph?: string | undefined;
}

export interface ModuleLevel {
  readonly name: Level;
  /** Hexes by `hexKey(x, y)`. */
  readonly hexes: ReadonlyMap<number, ModuleHex>;
}

export interface PlacedCargo extends Hex {
  readonly kind: Cargo;
  readonly level: Level;
  /** The module's own glyph for it, when its legend draws this cargo otherwise than the standard one. */
  readonly glyph?: string | undefined;
}

export interface Area {
  readonly level: Level;
  readonly hexes: readonly Hex[];
  readonly note?: string;
}

export interface ModuleMap {
  readonly id: number;
  readonly name: string;
  readonly summary: string;
  /** The file it was read from, for messages. */
  readonly file: string;
  /** Columns and rows of the art (doubled x: width counts character columns). */
  readonly width: number;
  readonly height: number;
  /** The main level first. */
  readonly levels: readonly ModuleLevel[];
  readonly cargo: readonly PlacedCargo[];
  readonly areas: ReadonlyMap<string, Area>;
  /** Spare drawn pieces (module 99's air locks), by name. */
  readonly pieces: ReadonlyMap<string, string>;
}

/** A number standing for a position within one level; x and y below 4096. */
export function hexKey(x: number, y: number): number {
  return y * 4096 + x;
}

export function levelOf(module: ModuleMap, name: Level): ModuleLevel | undefined {
  return module.levels.find((l) => l.name === name);
}

export function hexCount(module: ModuleMap): number {
  return module.levels.reduce((n, l) => n + l.hexes.size, 0);
}
