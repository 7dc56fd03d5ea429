// The terminal game: keys sent to the screen it is on (menu, passphrases, handover, the turn, what
// the side saw, game over, replay) and that screen drawn; every screen reads only views.
import { centred, gameOverLines, tooSmallLines, type Line } from "./cover-text.js";
import { makeBoxes, MIN_COLS, MIN_ROWS, placeBoxes, showCover } from "./layout.js";
import { isPopup, overlayKey, overlayPage } from "./overlay.js";
import { renderPlay } from "./play-screen-box.js";
import { renderReplay } from "./replay.js";
import { renderSeen } from "./seen-replay.js";
import { onKeys } from "./terminal/keys.js";
import { parkCursor } from "./terminal/screen.js";
import { LOOKS } from "./theme.js";
import {
  closePage,
  cols,
  overlayHeight,
  rows,
  tooSmall,
  type AppOptions,
  type AppState,
  type Mode,
} from "./app-state.js";
import { overScreenKey, replayScreenKey } from "./game-over-screen.js";
import { handoverCover, handoverScreenKey } from "./handover-screen.js";
import { askPassphrases, menuScreenKey, resume, secretScreenKey, startLines } from "./start-screens.js";
import { playScreenKey, playScreenMouse, seenScreenKey, summaryKey } from "./turn-screens.js";
import { onMouse, type Mouse } from "./terminal/mouse.js";
import { atScreen, turnNow, uiOf } from "./game.js";
import { beginSingle } from "./single-seat.js";

export type { AppOptions } from "./app-state.js";

export class App {
  readonly #s: AppState;
  #cursor: { row: number; col: number } | undefined;
  /** A frame is asked for and not drawn yet; none is drawn once the screen closes. */
  #due = false;
  #closed = false;

  constructor(options: AppOptions) {
    this.#s = {
      o: options,
      boxes: makeBoxes(options.screen),
      menu: { index: 0, problems: [...options.notes] },
      mode: { kind: "menu" },
      game: undefined,
      overlay: undefined,
      render: () => this.render(),
    };
    onKeys(options.screen, (name) => {
      try {
        this.key(name);
      } catch (error) {
        // An internal error, never a refusal: the save holds every action that applied, and no more.
        if (!options.onCrash) throw error;
        options.onCrash(error);
      }
    });
    if (options.mouse !== false)
      onMouse(options.screen, (m) => {
        try {
          this.mouse(m);
        } catch (error) {
          if (!options.onCrash) throw error;
          options.onCrash(error);
        }
      });
    options.screen.on("resize", () => this.render());
    options.screen.on("render", () => parkCursor(options.screen, this.#cursor));
  }

  get mode(): Mode["kind"] {
    return this.#s.mode.kind;
  }

  /** Starts a scenario or the saved game at once (derelict play SCENARIO, --resume), else shows the menu; or the one seat given. */
  start(how: { file?: string; resume?: boolean } = {}): void {
    if (this.#s.o.single) this.#s.leaveSingle = beginSingle(this.#s, this.#s.o.single);
    // A scenario named on the command line: each side may set a passphrase first, as from the menu.
    else if (how.file !== undefined) askPassphrases(this.#s, how.file);
    else if (how.resume) resume(this.#s);
    else this.render();
    // The first screen is drawn at once.
    this.#flush();
  }

  /** Stops listening to the game (the screen is closing). */
  close(): void {
    this.#closed = true;
    this.#s.leaveSingle?.();
    this.#s.leaveSingle = undefined;
  }

  /** A line for whoever is at the keyboard (a failed save); shown on the game screen or the menu. */
  notify(text: string): void {
    const game = this.#s.game;
    if (game && this.#s.mode.kind === "play") uiOf(game, atScreen(game)).message = { text, warn: true };
    else this.#s.menu.problems = [text];
    this.render();
  }

  key(name: string): void {
    const s = this.#s;
    if (name === "C-c") return s.o.onQuit();
    if (tooSmall(s)) return;
    const { mode, game } = s;
    if (s.overlay) {
      if (!summaryKey(s, name) && !overlayKey(s.overlay, name, overlayHeight(s))) closePage(s);
    } else if (mode.kind === "menu") menuScreenKey(s, name);
    else if (mode.kind === "secret") secretScreenKey(s, mode, name);
    else if (mode.kind === "handover") handoverScreenKey(s, mode, name);
    else if (mode.kind === "over") overScreenKey(s, mode, name);
    else if (mode.kind === "replay") replayScreenKey(s, mode, name);
    else if (mode.kind === "seen" && game) seenScreenKey(s, mode, game, name);
    else if (mode.kind === "play" && game) playScreenKey(s, game, name);
    this.render();
  }

  /** A click or the wheel: pages scroll with the wheel, the game screen takes clicks on the map. */
  mouse(m: Mouse): void {
    const s = this.#s;
    if (tooSmall(s)) return;
    if (s.overlay) {
      if (m.kind !== "click") overlayKey(s.overlay, m.kind === "wheel-up" ? "up" : "down", overlayHeight(s));
    } else if (s.mode.kind === "play" && s.game) playScreenMouse(s, s.game, m);
    else return;
    this.render();
  }

  /**
   * Asks for a frame: drawn once at the end of this turn of the event loop, however many keys and
   * game changes asked for one in it (keys come several a slice over ssh, and a key's action also
   * tells the seat's listener, which asks on the same turn: one frame for all of them, not one each).
   */
  render(): void {
    if (this.#due || this.#closed) return;
    this.#due = true;
    setImmediate(() => {
      try {
        this.#flush();
      } catch (error) {
        if (!this.#s.o.onCrash) throw error;
        this.#s.o.onCrash(error);
      }
    });
  }

  /** Draws the frame asked for, now. */
  #flush(): void {
    if (!this.#due || this.#closed) return;
    this.#due = false;
    this.#draw();
  }

  #draw(): void {
    const s = this.#s;
    const [width, height, theme] = [cols(s), rows(s), s.o.theme];
    const areas = placeBoxes(s.boxes, width, height);
    const cover = (lines: readonly Line[]) => showCover(s.boxes, centred(lines, width, height, theme));
    this.#cursor = undefined;
    const { mode, game, overlay } = s;
    if (tooSmall(s)) cover(tooSmallLines(width, height, MIN_COLS, MIN_ROWS));
    else if (overlay && !isPopup(overlay)) {
      showCover(
        s.boxes,
        overlayPage(overlay, overlayHeight(s)).map((l, i) =>
          theme.paint(i === 0 && overlay.scroll === 0 ? LOOKS.heading : {}, l),
        ),
      );
    } else if (mode.kind === "menu" || mode.kind === "secret") showCover(s.boxes, startLines(s, mode));
    else if (mode.kind === "handover") cover(handoverCover(s, mode));
    else if (mode.kind === "over")
      cover(gameOverLines(mode.reasons, game ? turnNow(game).turn : 0, s.o.single !== undefined, width));
    else if (mode.kind === "replay") renderReplay(s.boxes, mode.replay, { cols: width, rows: height, ...areas, theme });
    else if (mode.kind === "seen" && game) renderSeen(s.boxes, game, mode.seen, { cols: width, ...areas, theme });
    else if (game)
      this.#cursor = renderPlay(s.boxes, game, overlay, {
        cols: width,
        rows: height,
        ...areas,
        theme,
        keymap: s.o.keymap,
        overlayHeight: overlayHeight(s),
      });
    s.o.screen.render();
  }
}
