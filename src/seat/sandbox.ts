// A side's sandbox for imagining (Seat.imagine): a game built only from what the side knows and a
// guess at the enemy's secrets, with dice of its own seed, that a computer player may play out as
// often as it likes. Opaque: it gives seats at the imagined game, commands, copies and the outcome,
// never the engine's state. What is in it is the imaginer's own guess, so nothing in it is secret.
import type { GameState, Side } from "../engine/state.js";
import type { Command } from "../play/command.js";
import { parseCommand } from "../play/command.js";
import { rollout, type GamePlan } from "../play/rollout.js";
import { Session, type Acted } from "../play/session.js";
import type { Played, Seat, SeatTurn } from "./seat.js";

/** A session that keeps the commands played through it, so a plan can be read back and replayed. */
class RecordingSession extends Session {
  readonly commands: Command[] = [];

  override play(command: Command): Acted {
    const done = super.play(command);
    if (done.ok) this.commands.push(command);
    return done;
  }
}

/** How a side stands in an imagined game: what a computer player scores a line of play by. */
export interface SandboxSide {
  /** Soldiers not dead and still aboard or waiting to board; how many of them wounded. */
  readonly soldiers: number;
  readonly wounded: number;
  /** Soldiers gone out of the ship alive (pods, air locks). */
  readonly escaped: number;
  /** Markers of the side in play (soldiers and dummies). */
  readonly markers: number;
  /** Cells of its living soldiers on the map. */
  readonly cells: readonly number[];
}

export interface SandboxOutcome {
  readonly over: boolean;
  /** The winner once over (null for a draw). */
  readonly winner: Side | null;
  readonly reason: string;
  readonly turn: number;
  readonly sides: Readonly<Record<Side, SandboxSide>>;
  /** The ship's systems now (engines, course, lights...). */
  readonly systems: GameState["systems"];
  /** Containers: where each is, and whether (for whom) it went out. */
  readonly cargo: readonly { readonly cell: number; readonly out?: Side }[];
}

export class Sandbox {
  readonly #session: RecordingSession;
  /** Seats are made by the seat module (which makes sandboxes: passed in, so no import goes round). */
  readonly #seatAt: (session: Session, side: Side) => Seat;

  constructor(state: GameState, seatAt: (session: Session, side: Side) => Seat) {
    this.#session = new RecordingSession(undefined, [], state);
    this.#seatAt = seatAt;
    Object.freeze(this);
  }

  /** Whose turn it is in the imagined game. */
  turn(): SeatTurn {
    const s = this.#session.state();
    return { turn: s.turn, toMove: s.side, over: s.over, phase: s.phase };
  }

  /** A seat at the imagined game, for a player that plays through seats (the heuristic bot in a rollout). */
  seat(side: Side): Seat {
    return this.#seatAt(this.#session, side);
  }

  /** Plays a command (a line or parsed) for the side to move. */
  play(command: string | Command): Played {
    const parsed = typeof command === "string" ? parseCommand(command) : command;
    const done = "verb" in parsed ? this.#session.play(parsed) : parsed;
    return done.ok ? { ok: true } : { ok: false, code: done.code, reason: done.reason };
  }

  /** How many commands have been played in this sandbox: a mark for `commands(since)`. */
  mark(): number {
    return this.#session.commands.length;
  }

  /** The commands played so far from the `since`-th: a line of play to replay elsewhere. */
  commands(since = 0): readonly Command[] {
    return this.#session.commands.slice(since);
  }

  /** How many engine actions were applied (a simulated-actions count for the bench). */
  actions(): number {
    return this.#session.actions.length;
  }

  /** An independent copy from the game as it is now (states never change: this costs nothing). */
  copy(): Sandbox {
    return new Sandbox(this.#session.state(), this.#seatAt);
  }

  /**
   * How the imagined game would stand after SIDE_TURNS more side-turns of a plain quick policy
   * (src/play/rollout.ts: no seats or views, so a search affords many; CAREFUL: both sides fight from
   * cover, firing and staying, lying in wait when the enemy is near; PLAN: one side keeps a whole-game
   * plan on its side-turns), its choices drawn with RANDOM; the sandbox itself stays where it is. Also
   * how many engine actions the look-ahead applied.
   */
  rollout(
    sideTurns: number,
    random: () => number,
    careful = false,
    plan?: { readonly side: Side; readonly plan: GamePlan },
  ): { readonly outcome: SandboxOutcome; readonly actions: number } {
    const { state, actions } = rollout(this.#session.state(), sideTurns, random, careful, plan);
    return { outcome: outcomeOf(state), actions };
  }

  /** How the imagined game stands: over or not, who won, each side's soldiers. */
  outcome(): SandboxOutcome {
    return outcomeOf(this.#session.state());
  }
}

/** How a game stands, as a sandbox tells it. */
function outcomeOf(s: GameState): SandboxOutcome {
  const side = (who: Side): SandboxSide => {
    const mine = s.pieces.filter((p) => p.side === who);
    const alive = mine.filter((p) => p.soldier && !p.soldier.dead && p.place.at !== "gone");
    return {
      soldiers: alive.length,
      wounded: alive.filter((p) => p.soldier!.wounded).length,
      escaped: s.devices.escaped.filter((id) => s.pieces[id]?.side === who).length,
      markers: mine.filter((p) => p.place.at !== "gone").length,
      cells: alive.flatMap((p) => (p.place.at === "cell" ? [p.place.cell] : [])),
    };
  };
  return {
    over: s.over,
    winner: s.result?.winner ?? null,
    reason: s.result?.reason ?? "",
    turn: s.turn,
    sides: { blue: side("blue"), yellow: side("yellow") },
    systems: s.systems,
    cargo: s.cargo.map((c) => ({ cell: c.cell, ...(c.out ? { out: c.out.side } : {}) })),
  };
}
