// Colours of the map glyphs: a chalk style for every kind of terrain and for cargo.
import { Chalk, supportsColor, type ChalkInstance } from "chalk";
import type { Terrain } from "../map/terrain.js";
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
  const device = c.cyan;
  const furniture = c.white;
  return {
    chalk: c,
    terrain: {
      floor: c.gray,
      wall: c.dim,
      door: c.yellow.bold,
      "hall-end": c.green,
      chair: c.blue,
      "captain-chair": c.blueBright.bold,
      console: device,
      "central-console": device.bold,
      panel: device,
      ladder: c.magenta,
      stairs: c.magenta,
      tread: c.magenta.dim,
      generator: c.red.bold,
      cooler: device,
      purifier: device,
      "gravity-machinery": device,
      "cryo-cell": device,
      booth: c.cyanBright,
      "escape-pod": c.greenBright,
      bed: device,
      cabinet: furniture,
      furniture,
      "cargo-lock": c.green.bold,
      airlock: c.green.bold,
    },
    cargo: c.rgb(181, 101, 29),
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
