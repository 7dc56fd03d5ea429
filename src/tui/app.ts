// The terminal game: menu, handover, game screen and game over, driven by keys; it holds a Session and reads only views.
import type blessed from "blessed";
import type { ScenarioEntry } from "../play/new-game.js";
import type { Session } from "../play/session.js";
import { centred, gameOverLines, handoverLines, tooSmallLines } from "./cover-text.js";
import { targetLine } from "./combat-input.js";
import { helpLines } from "./help-text.js";
import { keyName, type Keymap } from "./keymap.js";
import { blankAll, hidePopup, LOG_ROWS, makeBoxes, MIN_COLS, MIN_ROWS, PANEL_COLS, placeBoxes, showCover, showMain, showPopup, type Boxes } from "./layout.js";
import { newGame, type Game } from "./game.js";
import { markerCell } from "./marks.js";
import { menuItems, menuKey, menuLines, type MenuState } from "./menu.js";
import { openOverlay, overlayKey, overlayPage, type Overlay } from "./overlay.js";
import { playKey, type PlayContext } from "./play-input.js";
import { playText } from "./play-screen.js";
import { selectedMarker } from "./play-state.js";
import { promptKey } from "./prompt-input.js";
import type { Side } from "./sides.js";
import { seenOfEnemy, summaryLines } from "./summary-text.js";
import { parkCursor, wipeScreen } from "./terminal.js";
import { LOOKS, type Theme } from "./theme.js";

export interface AppOptions {
  readonly screen: blessed.Widgets.Screen;
  readonly theme: Theme;
  readonly keymap: Keymap;
  /** Shown on the menu: what was wrong with the key bindings file. */
  readonly notes: readonly string[];
  readonly scenarios: readonly ScenarioEntry[];
  /** A new game, or the problems of the scenario file. */
  readonly newGame: (file: string) => Session | string[];
  /** Called once, when the player quits. */
  readonly onQuit: () => void;
}

type Mode = { kind: "menu" } | { kind: "handover"; side: Side; quitting: boolean } | { kind: "play" } | { kind: "over"; reasons: string[] };

export class App {
  readonly #o: AppOptions;
  readonly #boxes: Boxes;
  readonly #menu: MenuState;
  #mode: Mode = { kind: "menu" };
  #game: Game | undefined;
  #overlay: Overlay | undefined;
  #cursor: { row: number; col: number } | undefined;

  constructor(options: AppOptions) {
    this.#o = options;
    this.#boxes = makeBoxes(options.screen);
    this.#menu = { index: 0, problems: [...options.notes] };
    options.screen.on("keypress", (ch: string | undefined, key: { name?: string; full?: string }) => {
      const name = keyName(ch, key);
      if (name !== undefined) this.key(name);
    });
    options.screen.on("resize", () => this.render());
    options.screen.on("render", () => parkCursor(options.screen, this.#cursor));
  }

  get mode(): Mode["kind"] {
    return this.#mode.kind;
  }

  /** Starts a game at once (derelict play SCENARIO); on a bad file the menu shows why. */
  start(file?: string): void {
    if (file === undefined) this.render();
    else this.#startGame(file);
  }

  key(name: string): void {
    if (name === "C-c") return this.#o.onQuit();
    if (this.#tooSmall()) return;
    const mode = this.#mode;
    if (this.#overlay) {
      if (!overlayKey(this.#overlay, name, this.#overlayHeight())) this.#overlay = undefined;
    } else if (mode.kind === "menu") this.#menuKey(name);
    else if (mode.kind === "handover") this.#handoverKey(mode, name);
    else if (mode.kind === "over") {
      if (name === "Q" || name === "q") return this.#o.onQuit();
      if (name === "enter") this.#toMenu();
    } else if (mode.kind === "play") this.#playKey(name);
    this.render();
  }

  #menuKey(name: string): void {
    const items = menuItems(this.#o.scenarios);
    const intent = menuKey(items, this.#menu, name);
    if (intent?.kind === "quit") this.#o.onQuit();
    else if (intent?.kind === "help") this.#overlay = openOverlay("help", helpLines(this.#o.keymap, this.#cols()), this.#overlayHeight());
    else if (intent?.kind === "start") this.#startGame(intent.file);
  }

  #startGame(file: string): void {
    const made = this.#o.newGame(file);
    if (Array.isArray(made)) {
      this.#menu.problems = made.length > 0 ? made : [`${file}: cannot start this scenario`];
      this.#mode = { kind: "menu" };
      return this.render();
    }
    delete this.#menu.file;
    this.#game = newGame(made);
    this.#handover(made.toMove);
  }

  #handover(side: Side): void {
    this.#overlay = undefined;
    this.#mode = { kind: "handover", side, quitting: false };
    blankAll(this.#boxes);
    wipeScreen(this.#o.screen);
    this.render();
  }

  #handoverKey(mode: Extract<Mode, { kind: "handover" }>, name: string): void {
    const game = this.#game;
    if (!game) return;
    if (mode.quitting) {
      if (name === "y" || name === "Y") return this.#o.onQuit();
      if (name === "n" || name === "N" || name === "escape") mode.quitting = false;
      return;
    }
    if (name === "Q") mode.quitting = true;
    if (name !== "enter") return;
    this.#mode = { kind: "play" };
    game.sub = { kind: "normal" };
    const seen = game.session.witnessed(mode.side, game.since[mode.side]);
    if (seen.some((e) => e.kind === "turn-ended")) {
      this.#overlay = openOverlay("summary", summaryLines(mode.side, seenOfEnemy(seen)), this.#overlayHeight());
    }
  }

  #playKey(name: string): void {
    const game = this.#game!;
    const side = game.session.toMove;
    const ctx = this.#context(game, side);
    if (game.sub.kind === "normal") playKey(ctx, name);
    else promptKey(ctx, name, game.grids);
    game.sub = ctx.sub;
    const ui = game.ui[side];
    if (ui.followMarker && this.#mode.kind === "play") {
      delete ui.followMarker;
      const view = game.session.view(side);
      const m = selectedMarker(view, ui);
      const cell = m ? markerCell(game.ship, m) : undefined;
      if (cell !== undefined) ui.level = game.ship.cells[cell]!.level;
    }
  }

  #context(game: Game, side: Side): PlayContext {
    const ui = game.ui[side];
    const ctx: PlayContext = {
      ship: game.ship,
      view: game.session.view(side),
      ui,
      sub: game.sub,
      keymap: this.#o.keymap,
      levels: game.levels,
      run: (line) => {
        const done = game.session.command(line);
        if (!done.ok) ui.message = { text: done.reason, warn: true };
        return done.ok;
      },
      endTurn: () => {
        ctx.sub = { kind: "confirm", question: `End ${side}'s turn ${game.session.turn}? Unspent move units are lost.`, onYes: () => this.#endTurn(game, side) };
      },
      show: (kind) => {
        const lines = kind === "help" ? helpLines(this.#o.keymap, this.#cols()) : ["Message history (Esc closes)", "", ...game.session.witnessed(side).map((e) => `T${e.turn} ${e.text}`)];
        this.#overlay = openOverlay(kind, lines, this.#overlayHeight());
      },
      quit: () => {
        ctx.sub = { kind: "confirm", question: "Quit the game? It is not saved.", onYes: () => this.#o.onQuit() };
      },
    };
    return ctx;
  }

  #endTurn(game: Game, side: Side): void {
    const done = game.session.command("end");
    if (!done.ok) {
      game.ui[side].message = { text: done.reason, warn: true };
      return;
    }
    // The end-turn confirm reassigned sub inside the context; this resets it for the next side.
    game.sub = { kind: "normal" };
    game.since[side] = game.session.eventCount;
    delete game.ui[side].message;
    if (game.session.over) {
      const reasons = game.session.witnessed(side).filter((e) => /over|win|won|victor/.test(e.kind)).map((e) => e.text);
      this.#overlay = undefined;
      this.#mode = { kind: "over", reasons };
      blankAll(this.#boxes);
      wipeScreen(this.#o.screen);
      return;
    }
    this.#handover(game.session.toMove);
  }

  #toMenu(): void {
    this.#game = undefined;
    this.#mode = { kind: "menu" };
    blankAll(this.#boxes);
    wipeScreen(this.#o.screen);
  }

  #cols(): number {
    return this.#o.screen.width as number;
  }

  #rows(): number {
    return this.#o.screen.height as number;
  }

  #tooSmall(): boolean {
    return this.#cols() < MIN_COLS || this.#rows() < MIN_ROWS;
  }

  #overlayHeight(): number {
    return this.#overlay?.kind === "summary" ? Math.max(1, Math.min(this.#rows() - 6, 16)) : Math.max(1, this.#rows() - 1);
  }

  render(): void {
    const screen = this.#o.screen;
    const cols = this.#cols();
    const rows = this.#rows();
    const theme = this.#o.theme;
    const areas = placeBoxes(this.#boxes, cols, rows);
    this.#cursor = undefined;
    const mode = this.#mode;
    const game = this.#game;
    if (this.#tooSmall()) {
      showCover(this.#boxes, centred(tooSmallLines(cols, rows, MIN_COLS, MIN_ROWS), cols, rows, theme));
    } else if (this.#overlay && this.#overlay.kind !== "summary") {
      const o = this.#overlay;
      showCover(this.#boxes, overlayPage(o, this.#overlayHeight()).map((l, i) => theme.paint(i === 0 && o.scroll === 0 ? LOOKS.heading : {}, l)));
    } else if (mode.kind === "menu") {
      showCover(this.#boxes, menuLines(menuItems(this.#o.scenarios), this.#menu, cols, rows, theme));
    } else if (mode.kind === "handover") {
      const view = game!.session.view(mode.side);
      showCover(this.#boxes, centred(handoverLines(mode.side, view.turn, view.turnLimit, mode.quitting), cols, rows, theme));
    } else if (mode.kind === "over") {
      showCover(this.#boxes, centred(gameOverLines(mode.reasons, game?.session.turn ?? 0), cols, rows, theme));
    } else if (game) {
      this.#renderPlay(game, areas.map, cols, rows);
    }
    screen.render();
  }

  #renderPlay(game: Game, map: { top: number; left: number; width: number; height: number }, cols: number, rows: number): void {
    const side = game.session.toMove;
    const b = this.#boxes;
    const view = game.session.view(side);
    const aim = game.sub.kind === "target" ? targetLine({ view, ui: game.ui[side] }, game.sub) : undefined;
    const odds = aim ? game.session.odds(aim) : undefined;
    const t = playText({
      ...(odds ? { odds } : {}),
      ship: game.ship,
      grids: game.grids,
      view,
      events: game.session.witnessed(side),
      ui: game.ui[side],
      sub: game.sub,
      keymap: this.#o.keymap,
      theme: this.#o.theme,
      cols,
      map,
      logRows: LOG_ROWS,
      panelCols: PANEL_COLS,
    });
    showMain(b);
    b.status.setContent(t.status);
    b.map.setContent(t.map);
    b.panel.setContent(t.panel);
    b.log.setContent(t.log);
    b.message.setContent(t.message);
    const o = this.#overlay;
    if (o) showPopup(b, [...overlayPage(o, this.#overlayHeight()), "", "Enter: close"], o.scroll === 0, cols, rows, this.#o.theme);
    else {
      hidePopup(b);
      this.#cursor = t.cursor;
    }
  }
}
