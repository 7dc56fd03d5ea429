// One player's game over ssh: the terminal game at one seat (src/tui, single-seat), on the
// connection's terminal. This folder is the host's per-player code: it gets a seat and nothing
// else of a game (eslint.config.js holds its imports to src/seat and the screens).
import type { Briefing, RefereeHandle, Seat } from "../../seat/index.js";
import { runTui } from "../../tui/run-tui.js";
import type { OtherPlayer } from "../../tui/single-seat.js";

/** What a remote terminal is: its streams, TERM, and the variables its client sent (NO_COLOR). */
export interface RemoteTerminal {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  readonly term: string;
  readonly env: NodeJS.ProcessEnv;
  /** Aborted when the connection closes or another takes the seat. */
  readonly signal: AbortSignal;
}

export interface SeatGiven {
  readonly seat: Seat;
  readonly referee: RefereeHandle;
  readonly briefing?: Briefing;
  readonly notices?: readonly string[];
  /** Whether the other player is connected, when a person plays the other side. */
  readonly other?: OtherPlayer;
}

/**
 * Plays at the seat until the player leaves (Q, Ctrl-C) or the connection goes; resolves with the
 * exit code (70: an internal error, reported on the host's standard error; the game stays as saved).
 */
export function playAtSeat(terminal: RemoteTerminal, given: SeatGiven): Promise<number> {
  return runTui({
    input: terminal.input,
    output: terminal.output,
    terminal: terminal.term,
    env: terminal.env,
    guard: false,
    keysFile: false,
    signal: terminal.signal,
    single: { ...given, leave: "Leave the game? It goes on: connect again to come back to your seat." },
  });
}
