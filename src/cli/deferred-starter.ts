// The start menu without the engine: the menu needs only the scenarios' names, so it is drawn at
// once and the engine, the loaders and the saves (the games to resume) load behind it. The
// terminal holds the player's keys until they are in (src/tui/run-tui.ts), so no choice can reach
// a starter that is not there yet.
import type { PlayStarter } from "./play-starter.js";

export interface DeferredStarter extends PlayStarter {
  /** Loads the games' starter (once; later calls wait for the same load). */
  load(): Promise<void>;
}

/** A starter whose menu part is at hand now and whose games come from LOAD once it is called and done. */
export function deferredStarter(
  menu: Pick<PlayStarter, "scenarios" | "saves" | "opponent" | "rememberOpponent">,
  load: () => Promise<PlayStarter>,
): DeferredStarter {
  let loaded: PlayStarter | undefined;
  let loading: Promise<void> | undefined;
  const games = (): PlayStarter => {
    if (!loaded) throw new Error("a game was asked for before the engine was loaded");
    return loaded;
  };
  return {
    ...menu,
    load: () =>
      (loading ??= load().then((starter) => {
        loaded = starter;
      })),
    check: (file) => games().check?.(file),
    newGame: (file, passphrases, computer) => games().newGame(file, passphrases, computer),
    // The saves are read once the loaders are in: keys wait until then, and the menu is drawn again.
    savedGames: () => loaded?.savedGames?.() ?? [],
    resume: (passphrases, path) => games().resume(passphrases, path),
    finished: () => loaded?.finished?.(),
    close: () => loaded?.close(),
    farewell: () => loaded?.farewell(),
  };
}
