// Colours of the map glyphs: a chalk style for every kind of terrain and for cargo.
import { Chalk, supportsColor, type ChalkInstance } from "chalk";
import { glyphMeaning, type Terrain } from "../map/terrain.js";

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

/** The style a standard glyph is drawn in; other characters stay plain. */
export function glyphStyle(glyph: string, p: Palette): Style | undefined {
  const meaning = glyphMeaning(glyph);
  if (!meaning) return undefined;
  return "terrain" in meaning ? p.terrain[meaning.terrain] : p.cargo;
}

/** A drawn row with each glyph coloured by its kind (runs of one kind share one escape). */
export function paintRow(row: string, p: Palette): string {
  if (p.chalk.level === 0) return row;
  let out = "";
  let run = "";
  let runStyle: Style | undefined;
  const flush = (): void => {
    out += runStyle ? runStyle(run) : run;
    run = "";
  };
  for (const ch of row) {
    const style = ch === " " ? runStyle : glyphStyle(ch, p);
    if (style !== runStyle) {
      flush();
      runStyle = style;
    }
    run += ch;
  }
  flush();
  return out;
}
