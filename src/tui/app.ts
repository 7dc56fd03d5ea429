// The terminal game: menu, passphrases, handover, game screen, game over and replay, driven by keys; reads only views.
import type blessed from "blessed";
import { centred, gameOverLines, handoverLines, tooSmallLines } from "./cover-text.js";
import { newGame, sideView, type Game } from "./game.js";
import { endReasons, turnStartPage } from "./turn-start.js";
import { helpLines } from "./help-text.js";
import { keyName, type Keymap } from "./keymap.js";
import { blankAll, makeBoxes, MIN_COLS, MIN_ROWS, placeBoxes, showCover, type Boxes } from "./layout.js";
import { menuItems, menuKey, menuLines, type MenuState } from "./menu.js";
import { isPopup, openOverlay, overlayKey, overlayPage, type Overlay } from "./overlay.js";
import { playKeyIn, renderPlay } from "./play-screen-box.js";
import { replayKey, replayOf, renderReplay, type Replay } from "./replay.js";
import { renderSeen, seenKey, seenReplayOf, type SeenReplay } from "./seen-replay.js";
import { newPassphrasePrompt, secretKey, secretLines, unlockPrompt, type SecretEntry } from "./secret-entry.js";
import type { Side } from "./sides.js";
import type { Passphrases, Started, Starter } from "./starter.js";
import { parkCursor, wipeScreen } from "./terminal.js";
import { LOOKS, type Theme } from "./theme.js";

export interface AppOptions {
  readonly screen: blessed.Widgets.Screen;
  readonly theme: Theme;
  readonly keymap: Keymap;
  /** Shown on the menu: what was wrong with the key bindings file. */
  readonly notes: readonly string[];
  readonly starter: Starter;
  /** Called once, when the player quits. */
  readonly onQuit: () => void;
}

type Mode =
  | { kind: "menu" }
  | { kind: "secret"; purpose: "blue" | "yellow" | "unlock"; entry: SecretEntry; file: string; set: Passphrases; why: string }
  | { kind: "handover"; side: Side; quitting: boolean; entry?: SecretEntry }
  | { kind: "play" }
  /** What the side saw of the enemy's turn, step by step on the map (src/tui/seen-replay.ts). */
  | { kind: "seen"; seen: SeenReplay }
  | { kind: "over"; reasons: string[] }
  | { kind: "replay"; replay: Replay; reasons: string[] };

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

  /** Starts a scenario or the saved game at once (derelict play SCENARIO, --resume), else shows the menu. */
  start(how: { file?: string; resume?: boolean } = {}): void {
    if (how.file !== undefined) this.#begin(this.#o.starter.newGame(how.file, {}), how.file);
    else if (how.resume) this.#resume();
    else this.render();
  }

  /** A line for whoever is at the keyboard (a failed save); shown on the game screen or the menu. */
  notify(text: string): void {
    const game = this.#game;
    if (game && this.#mode.kind === "play") game.ui[game.session.toMove].message = { text, warn: true };
    else this.#menu.problems = [text];
    this.render();
  }

  key(name: string): void {
    if (name === "C-c") return this.#o.onQuit();
    if (this.#tooSmall()) return;
    const mode = this.#mode;
    if (this.#overlay) {
      const stepKey = name === "s" || name === "S" || this.#o.keymap.command(name) === "what-you-saw";
      if (this.#overlay.kind === "summary" && stepKey && mode.kind === "play" && this.#game) this.#stepThrough(this.#game);
      else if (!overlayKey(this.#overlay, name, this.#overlayHeight())) this.#overlay = undefined;
    } else if (mode.kind === "menu") this.#menuKey(name);
    else if (mode.kind === "secret") this.#secretKey(mode, name);
    else if (mode.kind === "handover") this.#handoverKey(mode, name);
    else if (mode.kind === "over") this.#overKey(mode, name);
    else if (mode.kind === "replay") {
      if (replayKey(mode.replay, name, this.#o.keymap) === "quit") this.#mode = { kind: "over", reasons: mode.reasons };
    } else if (mode.kind === "seen" && this.#game) {
      if (seenKey(mode.seen, name, this.#o.keymap, this.#game) === "quit") this.#mode = { kind: "play" };
    } else if (mode.kind === "play" && this.#game) {
      const game = this.#game;
      const ended = playKeyIn(game, name, this.#o.keymap, {
        show: (kind, lines) => (this.#overlay = openOverlay(kind, lines, this.#overlayHeight())),
        seen: () => this.#stepThrough(game),
        quit: () => this.#o.onQuit(),
        quitQuestion: this.#quitQuestion(),
        cols: this.#cols(),
      });
      if (ended) this.#afterTurn(this.#game);
    }
    this.render();
  }

  #menuKey(name: string): void {
    const intent = menuKey(this.#items(), this.#menu, name);
    if (intent?.kind === "quit") this.#o.onQuit();
    else if (intent?.kind === "help") this.#overlay = openOverlay("help", helpLines(this.#o.keymap, this.#cols()), this.#overlayHeight());
    else if (intent?.kind === "resume") this.#resume();
    else if (intent?.kind === "start") {
      const problems = this.#o.starter.check?.(intent.file);
      if (problems) return void (this.#menu.problems = problems.length ? [...problems] : [`${intent.file}: cannot start it`]);
      delete this.#menu.file;
      this.#mode = { kind: "secret", purpose: "blue", entry: { typed: "" }, file: intent.file, set: {}, why: "" };
    }
  }

  #items() {
    return menuItems(this.#o.starter.scenarios, this.#o.starter.resumable?.());
  }

  #secretKey(mode: Extract<Mode, { kind: "secret" }>, name: string): void {
    const done = secretKey(mode.entry, name);
    if (done === "cancel") this.#mode = { kind: "menu" };
    if (done !== "enter") return;
    const typed = mode.entry.typed;
    if (mode.purpose === "unlock") return this.#resume(typed);
    if (typed !== "") mode.set[mode.purpose] = typed;
    if (mode.purpose === "blue") {
      this.#mode = { ...mode, purpose: "yellow", entry: { typed: "" } };
      wipeScreen(this.#o.screen);
    } else this.#begin(this.#o.starter.newGame(mode.file, mode.set), mode.file);
  }

  #resume(passphrase?: string): void {
    const resumed = this.#o.starter.resume?.(passphrase);
    if (!resumed) return;
    if ("locked" in resumed) {
      const entry = { typed: "", ...(passphrase !== undefined ? { error: resumed.locked } : {}) };
      this.#mode = { kind: "secret", purpose: "unlock", entry, file: "", set: {}, why: resumed.locked };
      return;
    }
    this.#begin(resumed, "the saved game");
  }

  #begin(made: Started | readonly string[], what: string): void {
    if (!("session" in made)) {
      this.#menu.problems = made.length > 0 ? [...made] : [`${what}: cannot start it`];
      this.#mode = { kind: "menu" };
      return this.render();
    }
    this.#game = newGame(made.session, made.passphrases ?? {}, made.notices ?? []);
    if (made.session.over) return this.#gameOver(this.#game);
    this.#handover(made.session.toMove);
  }

  #handover(side: Side): void {
    this.#overlay = undefined;
    const guarded = this.#game?.passphrases[side] !== undefined;
    this.#mode = { kind: "handover", side, quitting: false, ...(guarded ? { entry: { typed: "" } } : {}) };
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
    if (mode.entry) {
      if (secretKey(mode.entry, name) !== "enter") return;
      if (mode.entry.typed !== game.passphrases[mode.side]) {
        mode.entry = { typed: "", error: "That is not the passphrase. Try again." };
        return;
      }
    } else if (name === "Q") mode.quitting = true;
    if (name !== "enter") return;
    this.#mode = { kind: "play" };
    game.notices = [];
    game.sub = { kind: "normal" };
    const page = turnStartPage(game, mode.side);
    if (page) this.#overlay = openOverlay(page.kind, page.lines, this.#overlayHeight());
  }

  /** From the summary of what the side saw, or later in its turn: the same, step by step on the map. */
  #stepThrough(game: Game): boolean {
    const seen = seenReplayOf(game, game.session.toMove);
    this.#overlay = undefined;
    if (seen) this.#mode = { kind: "seen", seen };
    return seen !== undefined;
  }

  /** After a turn ends: the next side's handover, or the end of the game. */
  #afterTurn(game: Game): void {
    if (game.session.over) return this.#gameOver(game);
    this.#handover(game.session.toMove);
  }

  #gameOver(game: Game): void {
    const reasons = endReasons(game);
    this.#overlay = undefined;
    this.#mode = { kind: "over", reasons };
    this.#o.starter.finished?.();
    blankAll(this.#boxes);
    wipeScreen(this.#o.screen);
  }

  #overKey(mode: Extract<Mode, { kind: "over" }>, name: string): void {
    if (name === "Q" || name === "q") return this.#o.onQuit();
    if ((name === "r" || name === "R") && this.#game) {
      this.#mode = { kind: "replay", replay: replayOf(this.#game), reasons: mode.reasons };
      wipeScreen(this.#o.screen);
    } else if (name === "enter" || name === "escape") {
      this.#game = undefined;
      this.#mode = { kind: "menu" };
      blankAll(this.#boxes);
      wipeScreen(this.#o.screen);
    }
  }

  #quitQuestion(): string {
    return this.#o.starter.saves ? "Quit the game? It is saved: derelict play --resume goes on." : "Quit the game? It is not saved.";
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
    return this.#overlay && isPopup(this.#overlay) ? Math.max(1, Math.min(this.#rows() - 6, 16)) : Math.max(1, this.#rows() - 1);
  }

  render(): void {
    const cols = this.#cols();
    const rows = this.#rows();
    const theme = this.#o.theme;
    const areas = placeBoxes(this.#boxes, cols, rows);
    const cover = (lines: Parameters<typeof centred>[0]) => showCover(this.#boxes, centred(lines, cols, rows, theme));
    this.#cursor = undefined;
    const mode = this.#mode;
    const game = this.#game;
    if (this.#tooSmall()) cover(tooSmallLines(cols, rows, MIN_COLS, MIN_ROWS));
    else if (this.#overlay && !isPopup(this.#overlay)) {
      const o = this.#overlay;
      showCover(this.#boxes, overlayPage(o, this.#overlayHeight()).map((l, i) => theme.paint(i === 0 && o.scroll === 0 ? LOOKS.heading : {}, l)));
    } else if (mode.kind === "menu") showCover(this.#boxes, menuLines(this.#items(), this.#menu, cols, rows, theme));
    else if (mode.kind === "secret") cover(secretLines(mode.purpose === "unlock" ? unlockPrompt(mode.why) : newPassphrasePrompt(mode.purpose), mode.entry));
    else if (mode.kind === "handover" && game) {
      const view = sideView(game, mode.side);
      const lines = handoverLines(mode.side, view.turn, view.turnLimit, mode.quitting ? this.#quitQuestion() : undefined, mode.entry !== undefined, view.phase === "deploy");
      const notices = game.notices.flatMap((n) => chunks(n, cols)).map((text) => ({ text, look: LOOKS.faint }));
      cover([...(mode.entry ? secretLines(lines, mode.entry) : lines), ...notices]);
    } else if (mode.kind === "over") cover(gameOverLines(mode.reasons, game?.session.turn ?? 0));
    else if (mode.kind === "replay") renderReplay(this.#boxes, mode.replay, { cols, rows, map: areas.map, theme });
    else if (mode.kind === "seen" && game) renderSeen(this.#boxes, game, mode.seen, { cols, map: areas.map, theme });
    else if (game) this.#cursor = renderPlay(this.#boxes, game, this.#overlay, { cols, rows, map: areas.map, theme, keymap: this.#o.keymap, overlayHeight: this.#overlayHeight() });
    this.#o.screen.render();
  }
}

/** A long line (a file path) in pieces that fit the screen. */
function chunks(text: string, cols: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += cols) out.push(text.slice(i, i + cols));
  return out;
}
