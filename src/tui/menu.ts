// The start menu: the campaign and "Play alone" first, then the scenarios (for two at one keyboard, or
// against the computer chosen as the opponent), the saved game, a scenario file of your own, help, quit.
// The list scrolls when the terminal is too short for it all, so the keys line is never cut.
import { centred, type Line } from "./cover-text.js";
import { editLine } from "./line-edit.js";
import { cut, wrap } from "./text-fit.js";
import type { Opponent } from "./starter.js";
import { LOOKS, type Theme } from "./theme.js";
import {
  itemLabel,
  itemSummary,
  scenariosHeading,
  soloOpponent,
  subtitle,
  type HintKeys,
  type MenuItem,
} from "./menu-items.js";

export { menuItems, opponentLabel, type MenuItem } from "./menu-items.js";

export interface MenuState {
  index: number;
  /** The path being typed, while the player names a scenario file. */
  file?: string;
  /** Why the last choice did not start a game. */
  problems: string[];
  /** The computer as the opponent of the games started here; none: a second player at this keyboard. */
  opponent?: Opponent;
}

/** The opponents the menu goes round, in order: a second player, then the computer on each side, strongest first. */
export const OPPONENTS: readonly (Opponent | undefined)[] = [
  undefined,
  ...(["yellow", "blue"] as const).flatMap((side) => ([4, 3, 2, 1] as const).map((strength) => ({ side, strength }))),
];

/** The next opponent round the list (STEP 1) or the one before (-1). */
export function nextOpponent(now: Opponent | undefined, step: 1 | -1): Opponent | undefined {
  const i = OPPONENTS.findIndex((o) => o?.side === now?.side && o?.strength === now?.strength);
  return OPPONENTS[(i + step + OPPONENTS.length) % OPPONENTS.length];
}

export type MenuIntent =
  | { readonly kind: "start"; readonly file: string; readonly computer?: Opponent }
  | { readonly kind: "opponent"; readonly opponent: Opponent | undefined }
  | { readonly kind: "resume"; readonly path: string }
  | { readonly kind: "campaign" | "help" | "quit" };

export function menuLines(
  items: readonly MenuItem[],
  state: MenuState,
  cols: number,
  rows: number,
  theme: Theme,
  hints?: HintKeys,
): string[] {
  const width = Math.min(cols - 4, 76);
  const chosen = items[state.index];
  const head: Line[] = [
    { text: "D E R E L I C T", look: LOOKS.heading },
    { text: subtitle(state.opponent) },
    { text: "" },
    ...(items.some((i) => i.kind === "scenario")
      ? []
      : [{ text: "(no bundled scenarios found: open a scenario file)", look: LOOKS.faint }]),
  ];
  // A problem takes the place of the summary: on a short screen both would not fit, and the problem is news.
  const summary = state.problems.length > 0 ? [] : wrap(itemSummary(chosen, state.opponent, hints), width).slice(0, 4);
  const tail: Line[] = [
    { text: "" },
    ...summary.map((text) => ({ text: pad(text, width), look: LOOKS.faint })),
    ...(state.file !== undefined
      ? [
          { text: pad(`scenario file: ${state.file}_`, width), look: LOOKS.key },
          { text: "Enter: start   Esc: back", look: LOOKS.faint },
        ]
      : [{ text: footer(chosen), look: LOOKS.faint }]),
    // A problem (a save that no longer loads names its file first) is wrapped whole, never cut: its end says why.
    ...state.problems
      .slice(0, 6)
      .flatMap((p) => wrap(p, width, "  "))
      .map((text) => ({ text, look: LOOKS.warning })),
  ];
  const list = listLines(items, state, width, Math.max(3, rows - head.length - tail.length));
  return centred([...head, ...list, ...tail], cols, rows, theme);
}

/** The entries (a heading over the scenarios), a window of them around the chosen one when they do not all fit. */
function listLines(items: readonly MenuItem[], state: MenuState, width: number, room: number): Line[] {
  const rows: { line: Line; item?: number }[] = [];
  items.forEach((item, i) => {
    if (item.kind === "scenario" && items[i - 1]?.kind !== "scenario")
      rows.push({ line: { text: pad(scenariosHeading(state.opponent), width), look: LOOKS.faint } });
    const text = pad(`${i === state.index ? "> " : "  "}${itemLabel(item, state.opponent)}`, width);
    rows.push({ line: { text, look: i === state.index ? LOOKS.chosen : {} }, item: i });
  });
  if (rows.length <= room) return rows.map((r) => r.line);
  // One line each end says there is more; the chosen entry stays in the middle of what is left.
  const inner = Math.max(1, room - 2);
  const at = rows.findIndex((r) => r.item === state.index);
  const start = Math.max(0, Math.min(rows.length - inner, at - Math.floor(inner / 2)));
  const more = (n: number, where: string): Line => ({
    text: pad(n > 0 ? `  ... ${n} more ${where}` : "", width),
    look: LOOKS.faint,
  });
  return [
    more(start, "above"),
    ...rows.slice(start, start + inner).map((r) => r.line),
    more(rows.length - start - inner, "below"),
  ];
}

/** The keys line: Enter starts a scenario or a resume, but on the opponent it changes the choice, and so it says. */
function footer(chosen: MenuItem | undefined): string {
  const enter =
    chosen?.kind === "opponent"
      ? "Enter/Right next opponent"
      : chosen?.kind === "scenario" || chosen?.kind === "resume" || chosen?.kind === "alone"
        ? "Enter start"
        : "Enter choose";
  return `Up/Down choose   ${enter}   ? help   q quit`;
}

function pad(text: string, width: number): string {
  return cut(text, width).padEnd(width);
}

/** What a key does in the menu: moves the choice, edits the file name, or asks the app to act. */
export function menuKey(items: readonly MenuItem[], state: MenuState, key: string): MenuIntent | undefined {
  if (state.file !== undefined) {
    const edited = editLine(state.file, key);
    if (edited.done === "cancel") delete state.file;
    else if (edited.done === "enter") {
      const file = edited.text.trim();
      if (file !== "") return { kind: "start", file, ...(state.opponent ? { computer: state.opponent } : {}) };
    } else state.file = edited.text;
    return undefined;
  }
  state.problems = [];
  const count = items.length;
  const item = items[state.index];
  const turn = (step: 1 | -1): MenuIntent => {
    const opponent = nextOpponent(state.opponent, step);
    if (opponent) state.opponent = opponent;
    else delete state.opponent;
    return { kind: "opponent", opponent };
  };
  if (item?.kind === "opponent" && (key === "right" || key === "l" || key === "left" || key === "h"))
    return turn(key === "left" || key === "h" ? -1 : 1);
  if (key === "up" || key === "k" || key === "S-tab") state.index = (state.index + count - 1) % count;
  else if (key === "down" || key === "j" || key === "tab") state.index = (state.index + 1) % count;
  else if (key === "home" || key === "g") state.index = 0;
  else if (key === "end" || key === "G") state.index = Math.max(0, count - 1);
  else if (key === "?") return { kind: "help" };
  else if (key === "q" || key === "Q" || key === "escape") return { kind: "quit" };
  else if (key === "enter" || key === "space") {
    if (!item) return undefined;
    if (item.kind === "scenario")
      return { kind: "start", file: item.entry.file, ...(state.opponent ? { computer: state.opponent } : {}) };
    if (item.kind === "alone") return { kind: "start", file: item.entry.file, computer: soloOpponent(state.opponent) };
    if (item.kind === "opponent") return turn(1);
    if (item.kind === "file") state.file = "";
    else if (item.kind === "resume") return { kind: "resume", path: item.save.path };
    else return { kind: item.kind };
  }
  return undefined;
}
