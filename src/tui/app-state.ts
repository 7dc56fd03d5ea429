// What every screen of the terminal game shares: the app's options, its boxes and game, the screen
// (mode) it is on, the page over it, and the terminal's size.
import type { CampaignDriver } from "./campaign-driver.js";
import type { CampaignScreen } from "./campaign-state.js";
import type { Game } from "./game.js";
import type { Keymap } from "./keymap.js";
import { MIN_COLS, MIN_ROWS, type Boxes } from "./layout.js";
import type { MenuState } from "./menu.js";
import { isPopup, openOverlay, type Overlay } from "./overlay.js";
import type { Replay } from "./replay.js";
import type { SecretEntry } from "./secret-entry.js";
import type { SeenReplay } from "./seen-replay.js";
import type { Screen } from "./terminal/screen.js";
import type { Side } from "./sides.js";
import type { SingleSeat } from "./single-seat.js";
import type { Passphrases, Starter } from "./starter.js";
import { fold } from "./text-fit.js";
import type { Theme } from "./theme.js";
import type { HintsChoice } from "./hints-file.js";

export interface AppOptions {
  readonly screen: Screen;
  readonly theme: Theme;
  readonly keymap: Keymap;
  /** Shown on the menu: what was wrong with the key bindings file. */
  readonly notes: readonly string[];
  readonly starter: Starter;
  /** Clicks and the wheel (on unless --no-mouse). */
  readonly mouse?: boolean;
  /** Called once, when the player quits. */
  readonly onQuit: () => void;
  /** A bug (an exception from the game while handling a key): the screen is closed and the game left as saved. */
  readonly onCrash?: (error: unknown) => void;
  /** One side's seat and nothing else: no menu, no handovers; the enemy's moves drawn as they are seen (src/tui/single-seat.ts). */
  readonly single?: SingleSeat;
  /** The campaign (a run of generated derelicts): offered on the menu when given (src/tui/campaign/). */
  readonly campaign?: CampaignDriver;
  /** The guided first game's hints: whether they are wanted, and turning them off for good (src/tui/hints-file.ts). */
  readonly hints?: HintsChoice;
}

export type Mode =
  | { kind: "menu" }
  | {
      kind: "secret";
      /** A side setting its passphrase for a new game (FILE), or giving it to open the saved game. */
      purpose: "set" | "unlock";
      side: Side;
      entry: SecretEntry;
      file: string;
      /** The passphrases given so far. */
      set: Passphrases;
      /** A new passphrase typed once, waiting to be typed again the same. */
      first?: string;
      why: string;
    }
  | { kind: "handover"; side: Side; quitting: boolean; entry?: SecretEntry }
  | { kind: "play" }
  /** What the side saw of the enemy's turn, step by step on the map (src/tui/seen-replay.ts). */
  | { kind: "seen"; seen: SeenReplay }
  | { kind: "over"; reasons: string[] }
  | { kind: "replay"; replay: Replay; reasons: string[] }
  /** The campaign's screens between boardings (src/tui/campaign/campaign-app.ts). */
  | { kind: "campaign"; screen: CampaignScreen };

export type ModeOf<K extends Mode["kind"]> = Extract<Mode, { kind: K }>;

export interface AppState {
  readonly o: AppOptions;
  readonly boxes: Boxes;
  readonly menu: MenuState;
  mode: Mode;
  game: Game | undefined;
  /** A page over the screen: help, history, objectives, what the side saw. */
  overlay: Overlay | undefined;
  /** Asks for a frame, drawn once at the end of this turn of the event loop (so before the next key is read). */
  render(): void;
  /** Stops listening to the single-seat game on screen (one against the computer, or the options' one seat). */
  leaveSingle?: (() => void) | undefined;
  /** The game on screen is a campaign's boarding: this leads from its end back to the campaign. */
  boarding?: (() => void) | undefined;
}

export const cols = (s: AppState): number => s.o.screen.width as number;

export const rows = (s: AppState): number => s.o.screen.height as number;

export const tooSmall = (s: AppState): boolean => cols(s) < MIN_COLS || rows(s) < MIN_ROWS;

/** Lines a page shows: a pop-up over the map a few, a page of its own the whole screen but a line. */
export function overlayHeight(s: AppState): number {
  return s.overlay && isPopup(s.overlay) ? Math.max(1, Math.min(rows(s) - 6, 16)) : Math.max(1, rows(s) - 1);
}

/** Opens a page, its long lines wrapped to the page (a pop-up's frame takes 8 columns), not cut. */
export function openPage(s: AppState, kind: Overlay["kind"], lines: readonly string[]): void {
  const width = isPopup({ kind, lines: [], scroll: 0 }) ? cols(s) - 8 : cols(s);
  // A briefing is prose: its paragraphs wrap flush; other pages' entries hang their later lines.
  const indent = kind === "briefing" ? "" : undefined;
  s.overlay = openOverlay(
    kind,
    lines.flatMap((l) => fold(l, width, indent)),
    overlayHeight(s),
  );
}

/** Closes the page on screen; the page queued after it, if any, opens in its place. */
export function closePage(s: AppState): void {
  const next = s.overlay?.next;
  s.overlay = undefined;
  if (next) openPage(s, next.kind, next.lines);
}

export function quitQuestion(s: AppState): string {
  if (s.boarding)
    return "Quit? The boarding is saved: Campaign on the start menu (or derelict campaign) goes on with it.";
  if (s.o.single) return `${s.o.single.leave ?? "Leave the game? It goes on without you."}`;
  return s.o.starter.saves
    ? "Quit the game? It is saved: derelict play --resume goes on."
    : "Quit the game? It is not saved.";
}
