// Between turns: the screen blanked but for whose turn it is, the passphrase if the side set one,
// and the turn's first page once the player to move is at the keyboard.
import { handoverLines, type Line } from "./cover-text.js";
import { sideView } from "./game.js";
import { blankAll } from "./layout.js";
import { secretKey, secretLines } from "./secret-entry.js";
import type { Side } from "./sides.js";
import { wipeScreen } from "./terminal/screen.js";
import { wrap } from "./text-fit.js";
import { LOOKS } from "./theme.js";
import { turnStartPage, turnStartSub } from "./turn-pages.js";
import { cols, openPage, quitQuestion, type AppState, type ModeOf } from "./app-state.js";

/** The screen between turns; TRUSTED: the side has just typed its passphrase (to open the save), so Enter alone goes on. */
export function handover(s: AppState, side: Side, trusted = false): void {
  s.overlay = undefined;
  const guarded = !trusted && s.game?.passphrases[side] !== undefined;
  s.mode = { kind: "handover", side, quitting: false, ...(guarded ? { entry: { typed: "" } } : {}) };
  blankAll(s.boxes);
  wipeScreen(s.o.screen);
  s.render();
}

export function handoverScreenKey(s: AppState, mode: ModeOf<"handover">, name: string): void {
  const game = s.game;
  if (!game) return;
  if (mode.quitting) {
    if (name === "y" || name === "Y") return s.o.onQuit();
    if (name === "n" || name === "N" || name === "escape") mode.quitting = false;
    return;
  }
  if (mode.entry) {
    if (secretKey(mode.entry, name) !== "enter") return;
    if (mode.entry.typed !== game.passphrases[mode.side]) {
      mode.entry = { typed: "", error: "That is not the passphrase. Try again." };
      return;
    }
  } else if (name === "Q") mode.quitting = true;
  if (name !== "enter") return;
  s.mode = { kind: "play" };
  game.notices = [];
  game.sub = turnStartSub(game, mode.side);
  const page = turnStartPage(game, mode.side);
  if (page) openPage(s, page.kind, page.lines);
}

/** Whose turn it is and nothing of the last side's screen; the game's notices (where it is saved) once. */
export function handoverCover(s: AppState, mode: ModeOf<"handover">): Line[] {
  const game = s.game;
  if (!game) return [];
  const view = sideView(game, mode.side);
  const lines = handoverLines(
    mode.side,
    view.turn,
    view.turnLimit,
    mode.quitting ? quitQuestion(s) : undefined,
    mode.entry !== undefined,
    view.phase === "deploy",
  );
  const notices = game.notices.flatMap((n) => wrap(n, cols(s))).map((text) => ({ text, look: LOOKS.faint }));
  return [...(mode.entry ? secretLines(lines, mode.entry) : lines), ...notices];
}
