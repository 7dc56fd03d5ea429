// A saved game as its side-turns: each one's actions and what each side saw in it, and the block lines they make.
import type { Action } from "../engine/rules.js";
import { SIDES, type Side } from "../engine/state.js";
import type { ReplayStep } from "../play/replay-steps.js";
import { Session } from "../play/session.js";
import type { Setup } from "../engine/setup.js";
import type { PlayerView } from "../view/player-view.js";
import { blockBytes, blockLine, setupLine, type BlockContent } from "./blocks.js";
import type { Header, JournalPart, SetupRef, Status } from "./format.js";
import type { SidesGoals } from "../play/travel-goals.js";
import type { SaveKeys } from "./sealing.js";
import { stepRecord, type StepRecord } from "./side-log.js";
import { SideSteps } from "./side-steps.js";

/** A side-turn: how it shows in clear, its actions, and what each side saw in it (a protected save's logs). */
interface SideTurn {
  status: Status;
  readonly actions: Action[];
  readonly steps: Record<Side, StepRecord[]>;
  /** Its block line once the side-turn is over (kept: it does not change while the parts' sizes do not). */
  line?: string;
}

export class TurnBook {
  /** The game played again action by action, for the side-turns' bounds and each side's steps. */
  readonly #game: Session;
  readonly #steps: Record<Side, SideSteps> | undefined;
  readonly #views: Record<Side, PlayerView | undefined> = { blue: undefined, yellow: undefined };
  readonly #turns: SideTurn[] = [];
  readonly #keys: SaveKeys;
  readonly #setup: SetupRef;
  #header: Header;
  /** Both sides' travel goals as they stand: written in the side-turn in play's journal part only. */
  #goals: SidesGoals = {};
  /** Writes of the side-turn in play so far: tells the newer of its two copies when no action parts them. */
  #rev = 0;
  /** The write count of the copy of the side-turn in play last written whole to disk (`wrote`): the next one follows it. */
  #after: number | undefined;

  constructor(setup: Setup, ref: SetupRef, header: Header, keys: SaveKeys) {
    this.#game = new Session(setup);
    this.#setup = ref;
    this.#header = header;
    this.#keys = keys;
    this.#steps = keys.sides
      ? { blue: new SideSteps(this.#game, "blue"), yellow: new SideSteps(this.#game, "yellow") }
      : undefined;
    this.#turns.push(this.#newTurn());
    if (this.#steps) for (const side of SIDES) this.#record(side, this.#steps[side].first);
  }

  /** The actions taken in so far. */
  get actions(): readonly Action[] {
    return this.#game.actions;
  }

  get header(): Header {
    return this.#header;
  }

  /** Files ACTION under its side-turn with what each side saw of it; true when it ended the side-turn. */
  take(action: Action): boolean {
    const game = this.#game;
    const before = { turn: game.turn, side: game.toMove };
    const done = game.act(action);
    if (!done.ok) throw new Error(`internal: the saved game refuses an action the game took (${done.reason})`);
    const turn = this.#turns.at(-1)!;
    turn.actions.push(action);
    if (this.#steps)
      for (const side of SIDES) for (const step of this.#steps[side].after(game)) this.#record(side, step);
    if (!game.over && game.turn === before.turn && game.toMove === before.side) return false;
    turn.status = { ...turn.status, over: game.over };
    this.#turns.push(this.#newTurn());
    return true;
  }

  /**
   * The whole file but for the side-turn in play, and that side-turn's two copies (the second written
   * after the first); "overflow" if a part outgrew its box. Once written, `wrote(second)`.
   */
  whole(): { head: string; live: readonly [string, string] } | "overflow" {
    const lines: string[] = [];
    let seq = 0;
    for (let k = 0; k < this.#turns.length; k++) {
      seq += this.#turns[k]!.actions.length;
      const line = this.#line(k, seq);
      if (line === "overflow") return line;
      lines.push(line);
    }
    lines.pop();
    this.#after = undefined;
    const first = this.live();
    if (first === "overflow") return first;
    this.#after = this.#rev - 1;
    const second = this.live();
    if (second === "overflow") return second;
    const head = `${JSON.stringify(this.#header)}\n${setupLine(this.#header, this.#keys, this.#setup)}${lines.join("")}`;
    return { head, live: [first, second] };
  }

  /** The line of the side-turn in play; "overflow" if a part outgrew its box. Once written, `wrote()`. */
  live(): string | "overflow" {
    return this.#line(this.#turns.length - 1, this.#game.actions.length);
  }

  /** The last line `live` gave is on disk whole: the next copy is written after it (a failed write is not). */
  wrote(): void {
    this.#after = this.#rev - 1;
  }

  /** The travel goals to write from now on (the line of the side-turn in play must be written again). */
  setGoals(goals: SidesGoals): void {
    this.#goals = goals;
  }

  get goals(): SidesGoals {
    return this.#goals;
  }

  /** Every part twice as big; the file must be written anew. */
  grow(): void {
    const c = this.#header.capacity;
    const capacity = { journal: c.journal * 2, side: c.side * 2 };
    this.#header = { ...this.#header, capacity, blockBytes: blockBytes(capacity, this.#keys) };
    for (const turn of this.#turns) delete turn.line;
  }

  #record(side: Side, step: ReplayStep): void {
    this.#turns.at(-1)!.steps[side].push(stepRecord(step, this.#views[side]));
    this.#views[side] = step.view as PlayerView;
  }

  #newTurn(): SideTurn {
    const g = this.#game;
    return { status: { turn: g.turn, turnOf: g.toMove, over: g.over }, actions: [], steps: { blue: [], yellow: [] } };
  }

  #content(turn: SideTurn, seq: number, live: boolean): BlockContent {
    const journal: JournalPart = live
      ? {
          seq,
          actions: turn.actions,
          goals: this.#goals,
          rev: this.#rev++,
          ...(this.#after === undefined ? {} : { after: this.#after }),
        }
      : { seq, actions: turn.actions };
    if (!this.#keys.sides) return { journal };
    return { journal, sides: { blue: { seq, steps: turn.steps.blue }, yellow: { seq, steps: turn.steps.yellow } } };
  }

  #line(k: number, seq: number): string | "overflow" {
    const turn = this.#turns[k]!;
    const ended = k < this.#turns.length - 1;
    if (ended && turn.line) return turn.line;
    const line = blockLine(this.#header, this.#keys, k, turn.status, this.#content(turn, seq, !ended));
    if (ended && line !== "overflow") turn.line = line;
    return line;
  }
}
