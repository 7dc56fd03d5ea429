// A side's turn: the game screen's keys, what the side saw of the enemy's turn step by step (from
// the turn's summary or later with its key), and what follows when the turn ends.
import { atScreen, isOver, toMove, uiOf, type Game } from "./game.js";
import { handover } from "./handover-screen.js";
import { gameOver } from "./game-over-screen.js";
import { playClickIn, playKeyIn, showLines, type PlayHooks } from "./play-screen-box.js";
import { logRows, panelCols } from "./layout.js";
import type { Mouse } from "./terminal/mouse.js";
import { seenKey, seenReplayOf } from "./seen-replay.js";
import { cols, openPage, quitQuestion, rows, type AppState, type ModeOf } from "./app-state.js";

function hooksOf(s: AppState, game: Game): PlayHooks {
  return {
    show: (kind, lines) => openPage(s, kind, lines),
    seen: () => stepThrough(s, game),
    quit: () => s.o.onQuit(),
    hintsOff: () => {
      // Both sides of a game for two at this screen lose theirs: the choice is the keyboard's.
      for (const ui of Object.values(game.ui)) delete ui?.guide;
      return s.o.hints?.off();
    },
    quitQuestion: quitQuestion(s),
    cols: cols(s),
  };
}

export function playScreenKey(s: AppState, game: Game, name: string): void {
  const ended = playKeyIn(game, name, s.o.keymap, hooksOf(s, game), logRows(rows(s)) - 1);
  // A side may win in the middle of its turn (the last enemy shot or gone): the end shows at once.
  if (ended || isOver(game)) afterTurn(s, game);
}

/** The turn's summary page: its step key opens the same, step by step on the map. */
export function summaryKey(s: AppState, name: string): boolean {
  const step = name === "s" || name === "S" || s.o.keymap.command(name) === "what-you-saw";
  if (!step || s.overlay?.kind !== "summary" || s.mode.kind !== "play" || !s.game) return false;
  stepThrough(s, s.game);
  return true;
}

export function seenScreenKey(s: AppState, mode: ModeOf<"seen">, game: Game, name: string): void {
  if (seenKey(mode.seen, name, s.o.keymap, game) === "quit") s.mode = { kind: "play" };
}

/** What the side saw of the enemy's last turn, step by step on the map; false when there is nothing. */
function stepThrough(s: AppState, game: Game): boolean {
  const seen = seenReplayOf(game, atScreen(game));
  s.overlay = undefined;
  if (seen) s.mode = { kind: "seen", seen };
  return seen !== undefined;
}

/** After a turn ends: the next side's handover (none in a single-seat game: the enemy moves), or the end of the game. */
function afterTurn(s: AppState, game: Game): void {
  if (isOver(game)) return gameOver(s, game);
  if (!game.single) handover(s, toMove(game));
}

/** The mouse on the game screen: a click on a map hex (src/tui/mouse-input.ts), the wheel up opens the message history. */
export function playScreenMouse(s: AppState, game: Game, m: Mouse): void {
  if (m.kind === "wheel-up") return openPage(s, "messages", showLines(game, "messages", s.o.keymap, cols(s)));
  if (m.kind !== "click") return;
  const ui = uiOf(game, atScreen(game));
  const top = 1;
  const width = cols(s) - panelCols(cols(s)) - 1;
  const height = rows(s) - 2 - logRows(rows(s));
  if (m.row < top || m.row >= top + height || m.col < 0 || m.col >= width) return;
  const level = game.sub.kind === "cursor" ? game.sub.level : ui.level;
  const grid = game.grids.get(level);
  const x = ui.origin.x + m.col;
  const y = ui.origin.y + m.row - top;
  // Hexes stand every other column: a click on the gap after one (where its number runs on) means it.
  const cell = grid?.at(x, y) ?? grid?.at(x - 1, y);
  if (!cell) return;
  const ended = playClickIn(game, cell.id, s.o.keymap, hooksOf(s, game));
  if (ended || isOver(game)) afterTurn(s, game);
}
