// What the engine works out from a game's pieces and asks for again and again (who stands where,
// what a dummy may do), kept with the game in its state so the engine holds nothing between
// calls. States never change once made, so a pieces array stands for one set of pieces.
import type { Abilities } from "./abilities.js";
import type { Scene } from "./eyes.js";
import type { Piece, Side } from "./state.js";
import type { Objectives } from "./victory/objectives.js";
import type { VerdictTiers } from "./victory/decide.js";

type Pieces = readonly Piece[];

/** The last few values worked out, each by the pieces array it was worked out from. */
export class Recent<T> {
  readonly #keys: (Pieces | undefined)[];
  readonly #values: (T | undefined)[];
  #next = 0;

  constructor(size: number) {
    this.#keys = new Array<Pieces | undefined>(size).fill(undefined);
    this.#values = new Array<T | undefined>(size).fill(undefined);
  }

  get(pieces: Pieces): T | undefined {
    for (let i = 0; i < this.#keys.length; i++) if (this.#keys[i] === pieces) return this.#values[i];
    return undefined;
  }

  /** The value kept last and its pieces. */
  last(): { readonly pieces: Pieces; readonly value: T } | undefined {
    const i = (this.#next + this.#keys.length - 1) % this.#keys.length;
    const pieces = this.#keys[i];
    return pieces ? { pieces, value: this.#values[i]! } : undefined;
  }

  put(pieces: Pieces, value: T): T {
    this.#keys[this.#next] = pieces;
    this.#values[this.#next] = value;
    this.#next = (this.#next + 1) % this.#keys.length;
    return value;
  }
}

/**
 * Whether hexes are still in the lines of one side's markers (src/engine/hidden.ts, a revealed soldier
 * hiding again), for one list of that side's cells and one set of open doors: after an enemy's step
 * neither changed, and every revealed soldier of the side that stepped was asked about already.
 */
export class Lines {
  #eyes: readonly number[] | undefined;
  #doors: object | undefined;
  readonly #cells = new Map<number, boolean>();

  /** The answer for `cell` kept for these eyes and doors, if any (other eyes or doors: all forgotten). */
  get(eyes: readonly number[], doors: object, cell: number): boolean | undefined {
    if (eyes !== this.#eyes || doors !== this.#doors) {
      this.#eyes = eyes;
      this.#doors = doors;
      this.#cells.clear();
      return undefined;
    }
    return this.#cells.get(cell);
  }

  /** Keeps the answer for `cell` (for the eyes and doors of the last `get`). */
  put(cell: number, shown: boolean): void {
    this.#cells.set(cell, shown);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#cells.size;
  }
}

/** The one value last worked out, by the object it was worked out from. */
export class Last<K extends object, V> {
  #key: K | undefined;
  #value: V | undefined;

  get(key: K): V | undefined {
    return key === this.#key ? this.#value : undefined;
  }

  put(key: K, value: V): V {
    this.#key = key;
    this.#value = value;
    return value;
  }
}

export interface Memo {
  /**
   * Settling sight asks about the same few states several times (the state before an action was
   * the last one's result): the last few scenes (src/engine/eyes.ts).
   */
  readonly scenes: Recent<Scene>;
  /** What any dummy of a side may do (src/engine/abilities.ts). */
  readonly dummies: Readonly<Record<Side, Recent<Abilities>>>;
  /** Still-shown answers by the side whose markers' lines they are in. */
  readonly lines: Readonly<Record<Side, Lines>>;
  /** The game's objectives sorted into the verdict's tiers (src/engine/victory/decide.ts). */
  readonly tiers: Last<Objectives, VerdictTiers>;
}

/** An empty memo for a new game: every state made from its first shares it. */
export function newMemo(): Memo {
  return {
    scenes: new Recent(4),
    dummies: { blue: new Recent(1), yellow: new Recent(1) },
    lines: { blue: new Lines(), yellow: new Lines() },
    tiers: new Last(),
  };
}
