// The terminal given back on every way out of the program: blessed installs signal handlers of its
// own, and a crash or a signal must not leave the player's terminal raw or on the alternate screen.
import { closeScreen, type Screen } from "./screen.js";

/**
 * Gives the terminal back on every way out: a normal exit, a crash and the signals a
 * terminal sends. Returns the function that removes these handlers again.
 */
export function guardTerminal(screen: Screen, onCrash: (error: unknown) => void): () => void {
  const restore = (): void => closeScreen(screen);
  const crash = (error: unknown): void => {
    restore();
    onCrash(error);
  };
  const signal = (name: NodeJS.Signals) => (): void => {
    restore();
    process.exit(name === "SIGINT" ? 130 : 143);
  };
  const handlers: [string, (...args: never[]) => void][] = [
    ["exit", restore],
    ["uncaughtException", crash],
    ["unhandledRejection", crash],
    ["SIGTERM", signal("SIGTERM")],
    ["SIGHUP", signal("SIGHUP")],
    ["SIGINT", signal("SIGINT")],
  ];
  for (const [event, handler] of handlers) process.on(event as "exit", handler as () => void);
  return () => {
    for (const [event, handler] of handlers) process.removeListener(event as "exit", handler as () => void);
  };
}
