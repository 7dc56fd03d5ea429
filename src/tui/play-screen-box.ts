// The game screen in its boxes: keys turned into actions for the side at the screen, and the screen drawn from its view.
import type { Command, Odds, Played, PlayerView } from "../seat/index.js";
import type { Keymap } from "./keymap.js";
import { targetCommand } from "./combat-input.js";
import { deployKeyIn, deployParts } from "./deploy-input.js";
import { devicesLines } from "./device-menu.js";
import { renderDeploy } from "./deploy-screen.js";
import { atScreen, seatAtScreen, seatOf, sideReach, sideView, uiOf, type Game } from "./game.js";
import { helpLines } from "./help-text.js";
import { hidePopup, setText, showMain, showPopup, type Boxes } from "./layout.js";
import { markerCell } from "./marks.js";
import { clickCell } from "./mouse-input.js";
import { historyLines, keepNote, keepRefusal, moreKey } from "./message-log.js";
import { objectiveLines } from "./objectives-text.js";
import { overlayPage, type Overlay } from "./overlay.js";
import type { PlayContext } from "./play-context.js";
import { playKey } from "./play-input.js";
import { playText } from "./play-screen.js";
import { noteSelectionGone, selectedMarker } from "./play-state.js";
import { promptKey } from "./prompt-input.js";
import type { Theme } from "./theme.js";

export interface PlayHooks {
  show(kind: "help" | "messages" | "objectives", lines: readonly string[]): void;
  /** Opens the step-through of what the side saw; false when it saw nothing of the enemy yet. */
  seen(): boolean;
  quit(): void;
  /** The hints of a guided game turned off (and remembered); a line saying why they could not be remembered. */
  hintsOff?(): string | undefined;
  readonly quitQuestion: string;
  readonly cols: number;
}

/** Handles a key on the game screen (PAGE: the log's lines a --more-- page shows); true when it ended the turn. */
export function playKeyIn(game: Game, name: string, keymap: Keymap, hooks: PlayHooks, page: number): boolean {
  const side = atScreen(game);
  const seat = seatOf(game, side);
  // Before play the side to move deploys: its own screen (src/tui/deploy-input.ts).
  if (deploying(sideView(game, side)))
    return deployKeyIn(game, name, sideContext(game, keymap, hooks, deployParts(game)));
  if (moreKey(uiOf(game, side), name, page, seat.mark())) return false;
  return withPlayContext(game, keymap, hooks, (ctx) => {
    if (game.sub.kind === "normal") playKey(ctx, name);
    else promptKey(ctx, name, game.grids);
  });
}

/** A click on a hex of the map, while the side to move plays (src/tui/mouse-input.ts); true when it ended the turn. */
export function playClickIn(game: Game, cell: number, keymap: Keymap, hooks: PlayHooks): boolean {
  if (deploying(sideView(game, atScreen(game)))) return false;
  return withPlayContext(game, keymap, hooks, (ctx) => clickCell(ctx, cell));
}

/** Runs `act` in the side to move's context, then keeps what it left: the prompt, the level it acted on. */
function withPlayContext(game: Game, keymap: Keymap, hooks: PlayHooks, act: (ctx: PlayContext) => void): boolean {
  const side = atScreen(game);
  const seat = seatOf(game, side);
  const ui = uiOf(game, side);
  const ctx = sideContext(game, keymap, hooks, {
    afterCommand: () => noteSelectionGone(sideView(game, side), ui),
    odds: (command) => seat.odds(command),
    endTurn: (c) => {
      // Asked only when it would be played (the camera may wait for the side's answer first).
      if (!c.check({ verb: "end" })) return;
      c.sub = {
        kind: "confirm",
        question: `End ${side}'s turn ${seat.turn().turn}? Unspent move units are lost.`,
        onYes: () => {
          const done = seat.act({ verb: "end" });
          if (!done.ok) return void (ui.message = { text: done.reason, warn: true });
          delete ui.message;
          // The confirm may be answered in a later key's context: the game carries the news.
          game.turnEnded = true;
        },
      };
    },
    seen: () => {
      if (!hooks.seen()) ui.message = { text: "you have seen nothing of an enemy turn yet", warn: true };
    },
  });
  act(ctx);
  const ended = game.turnEnded === true;
  delete game.turnEnded;
  game.sub = ended ? { kind: "normal" } : ctx.sub;
  if (ui.followMarker && !ended) {
    delete ui.followMarker;
    const m = selectedMarker(sideView(game, side), ui);
    const cell = m ? markerCell(game.ship, m) : undefined;
    if (cell !== undefined) ui.level = game.ship.cells[cell]!.level;
  }
  return ended;
}

/** What the play and deploy screens do differently; the rest of their context is the same. */
export interface ContextParts {
  /** After a command the seat took. */
  afterCommand?(): void;
  odds?(command: Command): Odds | undefined;
  endTurn(ctx: PlayContext): void;
  seen(ctx: PlayContext): void;
}

/** Whether the side of VIEW is placing its markers now (in a single-seat game the enemy may be the one deploying). */
const deploying = (view: PlayerView): boolean => view.phase === "deploy" && view.toMove === view.side;

/** The context for a key of the side at the screen: its view and screen state, commands through its seat. */
export function sideContext(game: Game, keymap: Keymap, hooks: PlayHooks, parts: ContextParts): PlayContext {
  const seat = seatAtScreen(game);
  const ui = uiOf(game, seat.side);
  // A refusal is the message, and kept for the side's history (with the line, when one was typed); so
  // is a command's note (how a travel ended).
  const told = (done: Played, line?: string): boolean => {
    if (!done.ok) {
      ui.message = { text: done.reason, warn: true };
      keepRefusal(ui, seat.mark(), seat.turn().turn, line === undefined ? done.reason : `${line}: ${done.reason}`);
    } else {
      if (done.note !== undefined) {
        ui.message = { text: done.note, warn: false };
        keepNote(ui, seat.mark(), seat.turn().turn, line === undefined ? done.note : `${line}: ${done.note}`);
      }
      parts.afterCommand?.();
    }
    return done.ok;
  };
  const ctx: PlayContext = {
    ship: game.ship,
    view: seat.view(),
    ui,
    sub: game.sub,
    keymap,
    levels: game.levels,
    viewNow: () => seat.view(),
    reachOf: (marker) => seat.reach(marker),
    run: (command) => told(seat.act(command)),
    probe: (command) => seat.check(command),
    goals: () => seat.travelGoals(),
    setGoals: (goals) => seat.setTravelGoals(goals),
    check: (command) => {
      const done = seat.check(command);
      return done.ok || told(done);
    },
    type: (line) => told(seat.play(line), line),
    ...(parts.odds ? { odds: parts.odds } : {}),
    devices: (marker) => seat.devices(marker),
    endTurn: () => parts.endTurn(ctx),
    show: (kind) => hooks.show(kind, showLines(game, kind, keymap, hooks.cols)),
    seen: () => parts.seen(ctx),
    quit: () => {
      ctx.sub = { kind: "confirm", question: hooks.quitQuestion, onYes: () => hooks.quit() };
    },
    ...(hooks.hintsOff ? { hintsOff: hooks.hintsOff } : {}),
  };
  return ctx;
}

export function showLines(
  game: Game,
  kind: "help" | "messages" | "objectives",
  keymap: Keymap,
  cols: number,
): string[] {
  const side = atScreen(game);
  if (kind === "help") return helpLines(keymap, cols);
  if (kind === "messages")
    return ["Message history (Esc closes)", "", ...historyLines(game.ui[side]!, side, seatOf(game, side).witnessed())];
  const lines = objectiveLines(sideView(game, side), keymap);
  return lines.length ? lines : ["Your objectives", "", "This scenario sets none: the game ends at its turn limit."];
}

/** The move highlight of the side to move's selected marker, unless the player hid it or the marker is off the map. */
function reachShown(game: Game, view: PlayerView): ReadonlyMap<number, number> | undefined {
  const ui = uiOf(game, view.side);
  const chosen = selectedMarker(view, ui);
  if (ui.hideReach || view.side !== view.toMove || !chosen || chosen.where.at !== "cell") return undefined;
  return sideReach(game, view.side, chosen.number);
}

export interface PlayLayout {
  readonly cols: number;
  readonly rows: number;
  readonly map: { top: number; left: number; width: number; height: number };
  readonly panelCols: number;
  readonly logRows: number;
  readonly theme: Theme;
  readonly keymap: Keymap;
  readonly overlayHeight: number;
}

/** Draws the screen of the side at it, with what it saw in a pop-up; returns where the terminal cursor rests. */
export function renderPlay(
  b: Boxes,
  game: Game,
  overlay: Overlay | undefined,
  l: PlayLayout,
): { row: number; col: number } | undefined {
  const side = atScreen(game);
  const seat = seatOf(game, side);
  const view = seat.view();
  if (deploying(view)) return renderDeploy(b, game, overlay, l);
  const ui = uiOf(game, side);
  const aim = game.sub.kind === "target" ? targetCommand({ view, ui }, game.sub) : undefined;
  // The answer was asked once, as the choice began (src/tui/combat-input.ts).
  const chosen = game.sub.kind === "target" ? game.sub.targets[game.sub.index] : undefined;
  const odds = chosen?.odds ?? (aim ? seat.odds(aim) : undefined);
  const reach = reachShown(game, view);
  const t = playText({
    ...(odds ? { odds } : {}),
    ...(reach ? { reach } : {}),
    ship: game.ship,
    grids: game.grids,
    view,
    events: seat.witnessed(),
    devices: (marker) => seat.devices(marker),
    goals: seat.travelGoals(),
    ui,
    sub: game.sub,
    keymap: l.keymap,
    theme: l.theme,
    cols: l.cols,
    map: l.map,
    logRows: l.logRows,
    panelCols: l.panelCols,
  });
  showMain(b);
  setText(b.status, t.status);
  setText(b.map, t.map);
  setText(b.panel, t.panel);
  setText(b.log, t.log);
  setText(b.message, t.message);
  if (overlay) {
    showPopup(
      b,
      [...overlayPage(overlay, l.overlayHeight), "", "Enter: close"],
      overlay.scroll === 0,
      l.cols,
      l.rows,
      l.theme,
    );
    return undefined;
  }
  if (game.sub.kind === "devices") {
    const menu = devicesLines(game.sub.menu, game.sub.index, Math.min(l.cols - 4, 76), l.rows - 2);
    showPopup(b, menu.lines, true, l.cols, l.rows, l.theme, menu.chosen);
    return undefined;
  }
  hidePopup(b);
  return t.cursor;
}
