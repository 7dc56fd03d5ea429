// Hex positions on rot-js's doubled coordinates: pointy-top hexes in rows, x + y even.

export interface Hex {
  readonly x: number;
  readonly y: number;
}

/** The six directions in rot-js order: NW, NE, E, SE, SW, W. */
export const DIRECTIONS = ["nw", "ne", "e", "se", "sw", "w"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * rot-js's DIRS[6], written out so hex geometry loads without the whole rot-js bundle
 * (the start menu needs it, and rot-js costs more to load than the menu); a test holds the two equal.
 */
const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [1, -1],
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
];

export function isHexPosition(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && ((x + y) & 1) === 0;
}

export function step(hex: Hex, direction: Direction): Hex {
  const [dx, dy] = STEPS[DIRECTIONS.indexOf(direction)]!;
  return { x: hex.x + dx, y: hex.y + dy };
}

export function neighbours(hex: Hex): Hex[] {
  return STEPS.map(([dx, dy]) => ({ x: hex.x + dx, y: hex.y + dy }));
}

/** The direction from a hex to an adjacent one, or undefined when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): Direction | undefined {
  const i = STEPS.findIndex(([dx, dy]) => from.x + dx === to.x && from.y + dy === to.y);
  return i < 0 ? undefined : DIRECTIONS[i];
}

export function distance(a: Hex, b: Hex): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return dy + Math.max(0, (dx - dy) / 2);
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.x === b.x && a.y === b.y;
}

/** Printed-map name of a hex inside its module: column (x div 2) then row, two digits each. */
export function hexName(hex: Hex): string {
  return pad2(Math.floor(hex.x / 2)) + pad2(hex.y);
}

/** The hex a `CCRR` name stands for, or undefined when the name is malformed. */
export function parseHexName(name: string): Hex | undefined {
  const m = /^(\d{2})(\d{2})$/.exec(name);
  if (!m) return undefined;
  const column = Number(m[1]);
  const y = Number(m[2]);
  return { x: column * 2 + (y & 1), y };
}

function pad2(n: number): string {
  return n < 10 && n >= 0 ? `0${n}` : String(n);
}
