// Colours of the map glyphs as chalk styles: every kind of terrain and cargo (src/map/terrain-colours.ts).
import { Chalk, supportsColor, type ChalkInstance } from "chalk";
import type { Terrain } from "../map/terrain.js";
import { CARGO_RGB, TERRAIN_COLOURS, type Colour } from "../map/terrain-colours.js";
import type { GlyphKind } from "../ship/draw.js";

type Style = (text: string) => string;

/** Chalk's level for stdout: 0 (plain) with --no-color, NO_COLOR set, or stdout not a terminal. */
export function colourLevel(wanted: boolean, env: NodeJS.ProcessEnv = process.env): 0 | 1 | 2 | 3 {
  if (!wanted || (env.NO_COLOR !== undefined && env.NO_COLOR !== "")) return 0;
  // supportsColor already answers 0 for a pipe unless FORCE_COLOR asks otherwise.
  return supportsColor ? supportsColor.level : 0;
}

export interface Palette {
  readonly chalk: ChalkInstance;
  readonly terrain: Readonly<Record<Terrain, Style>>;
  readonly cargo: Style;
  readonly heading: Style;
  readonly faint: Style;
}

export function palette(level: 0 | 1 | 2 | 3): Palette {
  const c = new Chalk({ level });
  // The map's colours (src/map/terrain-colours.ts) as chalk styles.
  const style = (colour: Colour): Style => {
    const hue = c[colour.bright ? (`${colour.hue}Bright` as const) : colour.hue];
    return colour.bold ? hue.bold : hue;
  };
  return {
    chalk: c,
    terrain: Object.fromEntries(Object.entries(TERRAIN_COLOURS).map(([t, colour]) => [t, style(colour)])) as Record<
      Terrain,
      Style
    >,
    cargo: c.rgb(...CARGO_RGB),
    heading: c.bold,
    faint: c.dim,
  };
}

/** The style of a drawn kind of hex or cargo. */
export function kindStyle(kind: GlyphKind, p: Palette): Style {
  return Object.hasOwn(p.terrain, kind) ? p.terrain[kind as Terrain] : p.cargo;
}

/** A drawn line with each character coloured by its kind (a run of one kind shares one escape). */
export function paintLine(line: string, kinds: readonly (GlyphKind | null)[], p: Palette): string {
  if (p.chalk.level === 0) return line;
  let out = "";
  let run = "";
  let runKind: GlyphKind | null = null;
  const flush = (): void => {
    out += runKind === null ? run : kindStyle(runKind, p)(run);
    run = "";
  };
  [...line].forEach((ch, x) => {
    const kind = ch === " " ? runKind : (kinds[x] ?? null);
    if (kind !== runKind) {
      flush();
      runKind = kind;
    }
    run += ch;
  });
  flush();
  return out;
}
