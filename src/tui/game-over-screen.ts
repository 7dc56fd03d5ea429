// The end of the game: who won and why, then the game replayed fully revealed, or back to the menu.
import type { Game } from "./game.js";
import { blankAll } from "./layout.js";
import { replayKey, replayOf } from "./replay.js";
import { wipeScreen } from "./terminal/screen.js";
import { endReasons } from "./turn-pages.js";
import type { AppState, ModeOf } from "./app-state.js";

export function gameOver(s: AppState, game: Game): void {
  // A campaign's boarding is the campaign's to settle and record (src/tui/campaign-app.ts), not the starter's.
  const note = s.boarding ? undefined : s.o.starter.finished?.();
  const reasons = [...endReasons(game), ...(note ? [note] : [])];
  s.overlay = undefined;
  s.mode = { kind: "over", reasons };
  blankAll(s.boxes);
  wipeScreen(s.o.screen);
  // Drawn now: a finished save resumed at start-up has no key press to draw it after.
  s.render();
}

/** r replays the game, Enter (Esc) goes back to the menu, q quits. */
export function overScreenKey(s: AppState, mode: ModeOf<"over">, name: string): void {
  if (name === "Q" || name === "q" || (s.o.single && (name === "enter" || name === "escape"))) return s.o.onQuit();
  const replay = (name === "r" || name === "R") && s.game ? replayOf(s.game) : undefined;
  if (replay) {
    s.mode = { kind: "replay", replay, reasons: mode.reasons };
    wipeScreen(s.o.screen);
  } else if ((name === "enter" || name === "escape") && s.boarding) s.boarding();
  else if (name === "enter" || name === "escape") {
    s.leaveSingle?.();
    s.leaveSingle = undefined;
    s.game = undefined;
    s.mode = { kind: "menu" };
    blankAll(s.boxes);
    wipeScreen(s.o.screen);
  }
}

export function replayScreenKey(s: AppState, mode: ModeOf<"replay">, name: string): void {
  if (replayKey(mode.replay, name, s.o.keymap) === "quit") s.mode = { kind: "over", reasons: mode.reasons };
}
