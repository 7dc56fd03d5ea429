// The start menu: the bundled scenarios (the introduction first), the content folders', who the opponent is
// (a second player at this keyboard, or the computer: its side and strength), a scenario file of your own, help, quit.
import type { ScenarioEntry } from "../content/scenario-entries.js";
import { centred, type Line } from "./cover-text.js";
import { editLine } from "./line-edit.js";
import { cut, wrap } from "./text-fit.js";
import type { Opponent } from "./starter.js";
import { LOOKS, type Theme } from "./theme.js";
import { enemyOf } from "./sides.js";

export type MenuItem =
  | { readonly kind: "scenario"; readonly entry: ScenarioEntry }
  | { readonly kind: "opponent" }
  | { readonly kind: "resume"; readonly label: string }
  | { readonly kind: "file" }
  | { readonly kind: "help" }
  | { readonly kind: "quit" };

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

/** The opponent as the menu names it. */
export function opponentLabel(o: Opponent | undefined): string {
  if (!o) return "Opponent: a second player at this keyboard";
  const you = enemyOf(o.side);
  return `Opponent: the computer, playing ${o.side} at strength ${o.strength} (you play ${you})`;
}

export type MenuIntent =
  { readonly kind: "start"; readonly file: string } | { readonly kind: "resume" | "help" | "quit" };

/** The scenarios first (the introduction leads, so Enter starts it), then resume, the opponent, a file, help, quit. */
export function menuItems(entries: readonly ScenarioEntry[], resumable?: string): MenuItem[] {
  return [
    ...entries.map((entry) => ({ kind: "scenario" as const, entry })),
    ...(resumable ? [{ kind: "resume" as const, label: resumable }] : []),
    { kind: "opponent" },
    { kind: "file" },
    { kind: "help" },
    { kind: "quit" },
  ];
}

function label(item: MenuItem, state: MenuState): string {
  switch (item.kind) {
    case "opponent":
      return opponentLabel(state.opponent);
    case "scenario":
      // A content folder's scenario says where it comes from (src/content/content-folders.ts).
      return `${item.entry.name}${item.entry.intro ? "  (introduction)" : ""}${item.entry.content !== undefined ? `  [${item.entry.content}]` : ""}`;
    case "resume":
      return `Resume: ${item.label}`;
    case "file":
      return "Open a scenario file...";
    case "help":
      return "Help: keys and rules";
    case "quit":
      return "Quit";
  }
}

export function menuLines(
  items: readonly MenuItem[],
  state: MenuState,
  cols: number,
  rows: number,
  theme: Theme,
): string[] {
  const width = Math.min(cols - 4, 76);
  const chosen = items[state.index];
  const lines: Line[] = [
    { text: "D E R E L I C T", look: LOOKS.heading },
    { text: "boarding actions on a dead spaceship, for two players at one keyboard" },
    { text: "" },
    ...(items.some((i) => i.kind === "scenario")
      ? []
      : [{ text: "(no bundled scenarios found: open a scenario file)", look: LOOKS.faint }]),
    ...items.map((item, i) => {
      const text = pad(`${i === state.index ? "> " : "  "}${label(item, state)}`, width);
      return { text, look: i === state.index ? LOOKS.chosen : {} };
    }),
    { text: "" },
    // A problem takes the place of the summary: on a short screen both would not fit, and the problem is news.
    ...(state.problems.length > 0
      ? []
      : chosen?.kind === "scenario"
        ? wrap(chosen.entry.summary, width).map((text) => ({ text, look: LOOKS.faint }))
        : chosen?.kind === "opponent"
          ? wrap(
              "Enter or Right: the next choice, Left: the one before. Against the computer you play alone at this screen: no handovers; it thinks for up to 0.3, 0.3, 2 or 2 s a turn at strength 1 (a beginner), 2 (the simple bot), 3 or 4 (a deeper search). Then choose a scenario.",
              width,
            ).map((text) => ({ text, look: LOOKS.faint }))
          : [{ text: "" }]),
    { text: "" },
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
  return centred(lines, cols, rows, theme);
}

/** The keys line: Enter starts a scenario or a resume, but on the opponent it changes the choice, and so it says. */
function footer(chosen: MenuItem | undefined): string {
  const enter =
    chosen?.kind === "opponent"
      ? "Enter/Right next opponent"
      : chosen?.kind === "scenario" || chosen?.kind === "resume"
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
      if (file !== "") return { kind: "start", file };
    } else state.file = edited.text;
    return undefined;
  }
  state.problems = [];
  const count = items.length;
  const item = items[state.index];
  if (item?.kind === "opponent" && (key === "right" || key === "l" || key === "left" || key === "h")) {
    state.opponent = nextOpponent(state.opponent, key === "left" || key === "h" ? -1 : 1);
    return undefined;
  }
  if (key === "up" || key === "k" || key === "S-tab") state.index = (state.index + count - 1) % count;
  else if (key === "down" || key === "j" || key === "tab") state.index = (state.index + 1) % count;
  else if (key === "home" || key === "g") state.index = 0;
  else if (key === "end" || key === "G") state.index = Math.max(0, count - 1);
  else if (key === "?") return { kind: "help" };
  else if (key === "q" || key === "Q" || key === "escape") return { kind: "quit" };
  else if (key === "enter" || key === "space") {
    if (!item) return undefined;
    if (item.kind === "scenario") return { kind: "start", file: item.entry.file };
    if (item.kind === "opponent") state.opponent = nextOpponent(state.opponent, 1);
    else if (item.kind === "file") state.file = "";
    else return { kind: item.kind };
  }
  return undefined;
}
