// Starting the terminal game: the screen, colours, keys from the player's file, and a clean exit on every path.
import { App } from "./app.js";
import { buildKeymap } from "./keymap.js";
import { keysFilePath, loadKeyBindings } from "./keys-file.js";
import { guardTerminal } from "./terminal/guard.js";
import { hintsChoice, hintsFilePath } from "./hints-file.js";
import { holdKeys } from "./terminal/keys.js";
import { closeScreen, colourCount, openScreen, type Screen, type TerminalOptions } from "./terminal/screen.js";
import type { SingleSeat } from "./single-seat.js";
import type { CampaignDriver } from "./campaign-driver.js";
import type { Starter } from "./starter.js";
import { makeTheme, wantsColour } from "./theme.js";

export interface TuiOptions extends TerminalOptions {
  /** Where games come from (the menu, new games, saves); none for a single-seat game. */
  readonly starter?: Starter;
  /** One side's seat alone: no menu, no handovers, the enemy's moves drawn as its seat sees them. */
  readonly single?: SingleSeat;
  /** Aborted: the game at this screen ends as if quit (a remote player's connection closed). */
  readonly signal?: AbortSignal;
  /** False: the default keys, not the key bindings file (a remote player's own is not on this machine). */
  readonly keysFile?: boolean;
  /** Start this scenario file, the saved game, or the campaign (a new run, or the run under way), at once instead of showing the menu. */
  readonly start?: { readonly file?: string; readonly resume?: boolean; readonly campaign?: "new" | "go on" };
  /** The campaign, offered on the menu (src/tui/campaign/campaign-driver.ts). */
  readonly campaign?: CampaignDriver;
  /** False with --no-mouse: the terminal's own selection and scrolling stay the player's. */
  readonly mouse?: boolean;
  /** False with --no-color. */
  readonly colour?: boolean;
  readonly env?: NodeJS.ProcessEnv;
  /** Off in in-process tests: no process-wide exit and signal handlers. */
  readonly guard?: boolean;
  /**
   * Loads what games need (the engine), called once the first screen is drawn: the player's
   * keys wait in the terminal until it is done, and are read in order once it is in.
   */
  readonly load?: () => Promise<unknown>;
  /** Lines for the start menu (a config file that could not be read). */
  readonly notes?: readonly string[];
  /** Told of the App and its screen once they run (tests read the screen). */
  readonly onStart?: (app: App, screen: Screen) => void;
}

/** Runs the game until the player quits; resolves with the exit code. */
export async function runTui(options: TuiOptions): Promise<number> {
  const env = options.env ?? process.env;
  const bindings =
    options.keysFile === false ? { overrides: {}, problems: [] } : await loadKeyBindings(keysFilePath(env));
  const starter: Starter = options.starter ?? { scenarios: [], newGame: () => ["no new game at this screen"] };
  const screen = openScreen(options);
  return new Promise((resolve) => {
    let finished = false;
    const finish = (code: number): void => {
      if (finished) return;
      finished = true;
      options.signal?.removeEventListener("abort", abort);
      app.close();
      unguard();
      closeScreen(screen);
      resolve(code);
    };
    /** One line for a bug (the stack too with DERELICT_DEBUG=1); a saved game is kept up to its last applied action. */
    const report = (error: unknown): void => {
      const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      const kept = starter.saves ? " The game is saved up to its last action: derelict play --resume goes on." : "";
      const stack = env.DERELICT_DEBUG === "1" ? "" : " DERELICT_DEBUG=1 shows the stack.";
      process.stderr.write(
        `derelict: internal error, a bug in derelict and not your mistake: ${message}.${kept}${stack}\n`,
      );
      if (env.DERELICT_DEBUG === "1" && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    };
    const unguard =
      options.guard === false
        ? () => {}
        : guardTerminal(screen, (error) => {
            report(error);
            process.exit(70);
          });
    const app = new App({
      screen,
      theme: makeTheme(wantsColour(env, options.colour ?? true), colourCount(screen) >= 256),
      keymap: buildKeymap(bindings.overrides),
      notes: [...bindings.problems, ...(options.notes ?? [])],
      starter,
      ...(options.single ? { single: options.single } : {}),
      ...(options.campaign ? { campaign: options.campaign } : {}),
      // A remote player's choice is not kept: the config folder here is the host's, not theirs.
      hints: hintsChoice(hintsFilePath(env), options.keysFile !== false),
      mouse: options.mouse ?? true,
      onQuit: () => finish(0),
      // A bug while playing: the terminal given back first, then the one line, then exit 70 (EX_SOFTWARE).
      onCrash: (error) => {
        finish(70);
        report(error);
      },
    });
    const abort = (): void => finish(0);
    options.signal?.addEventListener("abort", abort);
    options.onStart?.(app, screen);
    if (options.signal?.aborted) return finish(0);
    app.start(options.start);
    // Drawn again once loaded: the menu's saved games are listed by the loaders.
    if (options.load)
      holdKeys(
        screen,
        options.load().then(() => app.render()),
      );
  });
}
