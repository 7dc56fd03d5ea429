// Colours or their monochrome stand-ins: every screen describes a look, the theme turns it into blessed tags.
import type { Side } from "./sides.js";

/** How a character should look; colour names are blessed's. */
export interface Look {
  readonly fg?: string;
  readonly bg?: string;
  readonly bold?: boolean;
  readonly underline?: boolean;
  readonly inverse?: boolean;
}

export interface Theme {
  readonly colour: boolean;
  /** 256 colours: a subtle background shows. With fewer blessed turns it black: looks use a line instead. */
  readonly shades: boolean;
  /** Opening tags for a look ("" when plain); close with `{/}`. */
  tags(look: Look): string;
  /** Text in a look, escaped for blessed tags. */
  paint(look: Look, text: string): string;
}

export function makeTheme(colour: boolean, shades = true): Theme {
  // Looks are mostly shared constants, and the map asks for one per character each frame.
  const made = new WeakMap<Look, string>();
  const tags = (look: Look): string => {
    let t = made.get(look);
    if (t === undefined) made.set(look, (t = tagsOf(look)));
    return t;
  };
  const tagsOf = (look: Look): string => {
    let t = "";
    if (colour) {
      if (look.fg) t += `{${look.fg}-fg}`;
      if (look.bg) t += `{${look.bg}-bg}`;
    } else if (look.bg) {
      // Without colour a background becomes reverse video, so markers still stand out.
      t += "{inverse}";
    }
    if (look.bold) t += "{bold}";
    if (look.underline) t += "{underline}";
    if (look.inverse && !(look.bg && !colour)) t += "{inverse}";
    return t;
  };
  return {
    colour,
    shades: colour && shades,
    tags,
    paint: (look, text) => {
      const open = tags(look);
      return open === "" ? escapeTags(text) : `${open}${escapeTags(text)}{/}`;
    },
  };
}

/** Colour when the terminal and the player allow it: not with --no-color, NO_COLOR, or TERM=dumb. */
export function wantsColour(env: NodeJS.ProcessEnv, flag = true): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return env.TERM !== "dumb";
}

/** Blessed reads `{...}` as tags: braces in text become its escapes. */
export function escapeTags(text: string): string {
  return text.replace(/[{}]/g, (c) => (c === "{" ? "{open}" : "{close}"));
}

export const SIDE_LOOK: Readonly<Record<Side, Look>> = {
  blue: { fg: "white", bg: "blue", bold: true },
  yellow: { fg: "black", bg: "yellow", bold: true },
};

/** A side's name in its colour, for titles and messages. */
export const SIDE_TEXT: Readonly<Record<Side, Look>> = {
  blue: { fg: "light-blue", bold: true },
  yellow: { fg: "yellow", bold: true },
};

export const LOOKS = {
  heading: { bold: true },
  faint: { fg: "grey" },
  warning: { fg: "light-red", bold: true },
  good: { fg: "green" },
  key: { fg: "cyan", bold: true },
  chosen: { inverse: true },
} as const satisfies Record<string, Look>;
