// A single-seat game: one side at this screen (a player over ssh, one against the computer). No
// handover and no blank screen: while the enemy moves, its moves are drawn as the seat witnesses
// them, and the side's own turn opens with what it saw, as after a handover.
import type { Briefing, RefereeHandle, Seat, SeatTurn } from "../seat/index.js";
import { newGame, type Game } from "./game.js";
import { gameOver } from "./game-over-screen.js";
import { storyLines } from "./story-lines.js";
import { turnStartPage, turnStartSub } from "./turn-pages.js";
import { openPage, type AppState } from "./app-state.js";
import { keepNote } from "./message-log.js";
import { guideGame } from "./guide.js";

/** Whether the player at the other side is connected (over ssh, two players): not game state, the host's. */
export interface OtherPlayer {
  here(): boolean;
  /** LISTENER is called when someone comes or goes; returns the function that stops it. */
  onChange(listener: () => void): () => void;
}

export interface SingleSeat {
  readonly seat: Seat;
  /** The game revealed once it is over: the replay after the end. */
  readonly referee: RefereeHandle;
  /** A new game's story, shown first. */
  readonly briefing?: Briefing;
  /** A line for the message line at the start (the game resumed, saved where). */
  readonly notices?: readonly string[];
  /** The question before leaving, saying how to come back ("Leave? ssh in again to go on."). */
  readonly leave?: string;
  /** The other player, when a person plays the other side: the screen says when they leave and come back. */
  readonly other?: OtherPlayer;
}

/** Starts the game at its one seat; returns the function that stops listening to it. */
export function beginSingle(s: AppState, single: SingleSeat): () => void {
  const { seat } = single;
  const side = seat.side;
  const game = newGame({ [side]: seat }, single.referee, {}, single.notices ?? [], side);
  s.game = game;
  s.mode = { kind: "play" };
  if (single.briefing?.intro) guideGame(s, game);
  const notice = single.notices?.[0];
  const ui = game.ui[side]!;
  // A guided game's key line is its first hint's: the notice goes to the log instead.
  if (notice !== undefined && ui.guide) keepNote(ui, seat.mark(), seat.turn().turn, notice);
  else if (notice !== undefined) ui.message = { text: notice, warn: false };
  let last = seat.turn();
  if (last.over) {
    gameOver(s, game);
    return () => {};
  }
  if (ourTurn(last, side)) game.sub = turnStartSub(game, side);
  const page = ourTurn(last, side) ? turnStartPage(game, side) : undefined;
  // The story is a page of its own; the turn's first page waits behind it, whenever the turn comes.
  if (single.briefing) {
    openPage(s, "briefing", [...storyLines(single.briefing), "Enter: on to the game."]);
    s.overlay!.next = page;
  } else if (page) openPage(s, page.kind, page.lines);
  s.render();
  // Notes come one per action the side saw: a computer's whole turn is drawn once, not once per step.
  let due = false;
  const settle = (): void => {
    due = false;
    if (s.game !== game) return;
    const now = seat.turn();
    const was = last;
    last = now;
    if (now.over) {
      if (s.mode.kind === "play" || s.mode.kind === "seen") gameOver(s, game);
      return;
    }
    if (ourTurn(now, side) && (!ourTurn(was, side) || was.phase !== now.phase)) startTurn(s, game);
    s.render();
  };
  const stopSeat = seat.onChange(() => {
    if (due) return;
    due = true;
    setImmediate(settle);
  });
  const stopOther = single.other ? hearOther(s, game, single.other) : () => {};
  return () => {
    stopSeat();
    stopOther();
  };
}

/** The other player's comings and goings: a note in the side's messages, and the waiting line says so while away. */
function hearOther(s: AppState, game: Game, other: OtherPlayer): () => void {
  const side = game.single!;
  const enemy = side === "blue" ? "yellow" : "blue";
  // Not yet come since this screen opened, the other player is not missed: the line says who moves.
  let seen = other.here();
  const ui = game.ui[side]!;
  return other.onChange(() => {
    const away = !other.here();
    if (!seen) seen = !away;
    else if (s.game === game && away !== (ui.away ?? false)) tell(away);
  });

  function tell(away: boolean): void {
    ui.away = away;
    const text = away
      ? `${enemy} has left the game: it waits for them to connect again`
      : `${enemy} is back at the game`;
    const seat = game.seats[side]!;
    keepNote(ui, seat.mark(), seat.turn().turn, text);
    ui.message = { text, warn: away };
    s.render();
  }
}

const ourTurn = (t: SeatTurn, side: Seat["side"]): boolean => !t.over && t.toMove === side;

/** The side's turn begins: what it saw of the enemy's (or its objectives) over the map, as after a handover. */
function startTurn(s: AppState, game: Game): void {
  if (s.mode.kind !== "play" && s.mode.kind !== "seen") return;
  s.mode = { kind: "play" };
  game.sub = turnStartSub(game, game.single!);
  const page = turnStartPage(game, game.single!);
  // A story still being read is not taken away: the turn's page opens when it is closed.
  if (s.overlay?.kind === "briefing") s.overlay.next = page;
  else if (page) openPage(s, page.kind, page.lines);
  else s.overlay = undefined;
}
