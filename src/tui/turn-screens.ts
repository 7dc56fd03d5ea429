// A side's turn: the game screen's keys, what the side saw of the enemy's turn step by step (from
// the turn's summary or later with its key), and what follows when the turn ends.
import { atScreen, isOver, toMove, type Game } from "./game.js";
import { handover } from "./handover-screen.js";
import { gameOver } from "./game-over-screen.js";
import { playKeyIn } from "./play-screen-box.js";
import { seenKey, seenReplayOf } from "./seen-replay.js";
import { cols, openPage, quitQuestion, type AppState, type ModeOf } from "./app-state.js";

export function playScreenKey(s: AppState, game: Game, name: string): void {
  const ended = playKeyIn(game, name, s.o.keymap, {
    show: (kind, lines) => openPage(s, kind, lines),
    seen: () => stepThrough(s, game),
    quit: () => s.o.onQuit(),
    quitQuestion: quitQuestion(s),
    cols: cols(s),
  });
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
