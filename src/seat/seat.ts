// One side's seat at a game: the only way a screen, a bot, a side's output or a remote player reaches
// the game. Everything it gives is worked out from that side's knowledge alone and handed out as
// frozen plain data; the session it sits at stays in a private field (docs/SEAT.md).
import type { Refusal, RefusalCode } from "../engine/refusal.js";
import type { Side } from "../engine/state.js";
import { attackOdds, type Odds } from "../play/attack-odds.js";
import { parseCommand, type Command } from "../play/command.js";
import { markerNamed } from "../play/resolver.js";
import { deviceMenu, type DeviceMenu } from "../play/device-choices.js";
import { legalActions, type KeptReaches, type LegalActions } from "../play/legal-actions.js";
import { SideReplay, type ReplayStep } from "../play/replay-steps.js";
import type { Session } from "../play/session.js";
import type { StopReason } from "../play/verb.js";
import { ShipLookups } from "../ship/lookups.js";
import type { Ship } from "../ship/ship.js";
import { shipMap, type ShipMap } from "../ship/ship-map.js";
import type { PlayerView } from "../view/player-view.js";
import { reachView } from "../view/reach-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import { heardDevices } from "../play/heard-devices.js";
import { enemyForce, imaginedState, type Guess } from "../play/imagined-state.js";
import type { TravelGoals } from "../play/travel-goals.js";
import { deepFreeze, frozenCopy } from "./frozen.js";
import { KeptView } from "./kept-view.js";
import { Sandbox } from "./sandbox.js";

/** Whose turn it is: public to both sides. */
export interface SeatTurn {
  readonly turn: number;
  readonly toMove: Side;
  readonly over: boolean;
  readonly phase: "deploy" | "play";
}

/**
 * Whether a command was played (with a note when it stopped early and well: travel); a refusal says why
 * with a stable code (docs/SCRIPTS.md) and a line, in words that hang on nothing the side does not know.
 */
export type Played =
  | { readonly ok: true; readonly note?: string; readonly stop?: StopReason }
  | { readonly ok: false; readonly code: RefusalCode; readonly reason: string };

/** What a listener is told when something the side knows has changed. */
export interface SeatNote extends SeatTurn {
  /** What the side witnessed since the last note (its view may have changed too: ask for it). */
  readonly events: readonly SeenEvent[];
  /** How many events the side has witnessed in all: a mark for `witnessed(since)`. */
  readonly seen: number;
}

/** One frozen copy of a ship's layout, shared by the seats at its games: the game's own stays unreachable. */
const layouts = new WeakMap<Ship, Ship>();
function layoutOf(ship: Ship): Ship {
  const copy = layouts.get(ship);
  if (copy) return copy;
  // The look-ups are worked out as asked, so the copy gets its own (frozen: it keeps them in private fields).
  const { lookups: _own, ...layout } = ship;
  const lookups = new ShipLookups(() => made);
  Object.freeze(lookups);
  const made: Ship = Object.freeze({ ...frozenCopy(layout), lookups });
  layouts.set(ship, made);
  return made;
}

export class Seat {
  readonly side: Side;
  /** The ship's layout, public knowledge, for drawing: a frozen copy, never the game's own. */
  readonly ship: Ship;
  readonly #session: Session;
  readonly #replay: SideReplay;
  /** The side's log so far, and how many of the session's events have been read into it. */
  readonly #seen: SeenEvent[] = [];
  #read = 0;
  #view: { readonly actions: number; readonly view: PlayerView } | undefined;
  /** The view's parts, kept from action to action and built again as what each hangs on changes. */
  readonly #kept: KeptView;
  #reach: { readonly key: string; readonly reach: ReadonlyMap<number, number> } | undefined;
  #legal: { readonly actions: number; readonly legal: LegalActions } | undefined;
  #map: ShipMap | undefined;
  /** Plan reaches kept across `legal` calls by what each hangs on (src/play/legal-actions.ts). */
  readonly #reaches: KeptReaches = new Map();
  readonly #listeners: ((note: SeatNote) => void)[] = [];
  #unsubscribe: (() => void) | undefined;
  /** What the last note (or the first listener) found: the news is what differs from it. */
  #noted: { seen: number; turn: string; view: string } | undefined;

  constructor(session: Session, side: Side) {
    this.side = side;
    this.#session = session;
    this.ship = layoutOf(session.state().ship);
    this.#replay = new SideReplay(side);
    this.#kept = new KeptView(side);
    Object.freeze(this);
  }

  /** Whose turn it is, which turn, and whether the game is over. */
  turn(): SeatTurn {
    const s = this.#session.state();
    return Object.freeze({ turn: s.turn, toMove: s.side, over: s.over, phase: s.phase });
  }

  /** The side's view now (src/view/player-view.ts), worked out once per action from the parts kept (kept-view.ts). */
  view(): PlayerView {
    const actions = this.#session.actions.length;
    if (this.#view?.actions !== actions) this.#view = { actions, view: this.#kept.view(this.#session.state()) };
    return this.#view.view;
  }

  /** The ship's map (src/ship/ship-map.ts): its layout alone, public, the same for both sides. */
  map(): ShipMap {
    return (this.#map ??= deepFreeze(shipMap(this.ship)));
  }

  /** The events the side witnessed, in order, from the `since`-th on (a mark: `mark()`, a note's `seen`). */
  witnessed(since = 0): readonly SeenEvent[] {
    this.#readEvents();
    return Object.freeze(this.#seen.slice(since));
  }

  /** How many events the side has witnessed so far. */
  mark(): number {
    this.#readEvents();
    return this.#seen.length;
  }

  /**
   * What the side saw from the moment its last turn ended (after the "ends turn" line) to the start
   * of its present turn: the enemy's turn, and what came as the side's own turn began (a broken
   * soldier's run, a bridge roll). Before its turn begins, up to now.
   */
  summary(): readonly SeenEvent[] {
    const h = this.#session.history();
    const n = h.actions.length;
    let from = 0;
    for (let k = n; k >= 1; k--) {
      if (h.actions[k - 1]!.type !== "end" || h.states[k - 1]!.side !== this.side) continue;
      // The turn's end says so first; the next turn's beginning follows in the same action (stages).
      from = h.stages[k]!.length > 0 ? h.ends[k - 1]! + 1 : h.ends[k]!;
      break;
    }
    let to = h.events.length;
    if (h.states[n]!.side === this.side) {
      // Up to the end of the enemy's action that made it the side's turn; after it, the side's own doings.
      to = h.ends[0]!;
      for (let k = n; k >= 1; k--)
        if (h.states[k - 1]!.side !== this.side) {
          to = h.ends[k]!;
          break;
        }
    }
    return deepFreeze(witnessed(h.events.slice(from, Math.max(from, to)), this.side));
  }

  /**
   * The number of the side's own marker WHO names (its number, `?7`, a soldier's name or a dummy's label in
   * any case, or the hex it stands on), read as every command reads it, or why none: the one reading of a
   * marker reference, so a query (reach, legal, devices) takes what a command takes.
   */
  marker(who: string | number): { readonly ok: true; readonly number: number } | Extract<Played, { ok: false }> {
    const found = markerNamed(this.#session.state(), this.side, typeof who === "string" ? who.trim() : who);
    if (typeof found === "number") return Object.freeze({ ok: true, number: found });
    return played(found) as Extract<Played, { ok: false }>;
  }

  /** Where the side's own marker `marker` can get this turn, as the side knows the ship: cell -> move units. */
  reach(marker: number): Map<number, number> {
    const key = `${this.#session.actions.length}:${marker}`;
    if (this.#reach?.key !== key) this.#reach = { key, reach: reachView(this.#session.state(), this.side, marker) };
    return new Map(this.#reach.reach);
  }

  /** The odds of a `fire` or `melee` command (a line or parsed), or why it cannot be made; undefined for others. */
  odds(command: string | Command): Odds | undefined {
    const parsed = typeof command === "string" ? parseCommand(command) : command;
    if (!("verb" in parsed) || (parsed.verb !== "fire" && parsed.verb !== "melee")) return undefined;
    const notMine = this.#notMine();
    if (notMine) return deepFreeze(played(notMine) as Odds);
    return deepFreeze(attackOdds(this.#session.state(), parsed));
  }

  /** What the device menu offers the side's marker `marker` (none: only the bridge's order), from its view. */
  devices(marker?: number): DeviceMenu {
    const v = this.view();
    const own = marker === undefined ? undefined : v.own.find((m) => m.number === marker);
    return deepFreeze(deviceMenu(this.#session.state().ship, v, own));
  }

  /**
   * The commands the game would take from the side now (src/play/legal-actions.ts): for each of its
   * markers (or only `marker`, by number) and for the side; none outside its turn.
   */
  legal(marker?: number): LegalActions {
    const actions = this.#session.actions.length;
    if (this.#legal?.actions !== actions)
      this.#legal = {
        actions,
        legal: deepFreeze(legalActions(this.#session.state(), this.side, this.ship, this.view(), this.#reaches)),
      };
    const all = this.#legal.legal;
    // One marker's: the same list cut to it (the side's own commands go with the whole list only).
    return marker === undefined
      ? all
      : deepFreeze({ markers: all.markers.filter((m) => m.number === marker), side: [], patterns: [] });
  }

  /** The game so far step by step as the side saw it (src/play/replay-steps.ts). */
  replay(): readonly ReplayStep[] {
    return Object.freeze(this.#replay.steps(this.#session.history()).map(deepFreeze));
  }

  /** Plays a line of the command language; stops at the first refusal. */
  play(line: string): Played {
    const parsed = parseCommand(line);
    return "verb" in parsed ? this.act(parsed) : played(parsed);
  }

  /**
   * Whether a command (a line or parsed) would be refused now, and why, before the player is asked to
   * confirm it: its first action tried and dropped, nothing played (src/play/resolve.ts, checkCommand).
   */
  check(command: string | Command): Played {
    const parsed = typeof command === "string" ? parseCommand(command) : command;
    if (!("verb" in parsed)) return played(parsed);
    return played(this.#notMine() ?? this.#session.check(parsed));
  }

  /** Plays a structured command (the command language parsed: markers by number, name or hex). */
  act(command: Command): Played {
    const notMine = this.#notMine();
    if (notMine) return played(notMine);
    return played(this.#session.play(command));
  }

  /**
   * The side's travel goals: the hexes its markers were sent to beyond a turn's reach (src/play/travel-goals.ts).
   * Its own intentions, kept in the save for its later turns; never the enemy's.
   */
  travelGoals(): TravelGoals {
    return frozenCopy(this.#session.travelGoals(this.side));
  }

  /** Sets the side's travel goals (its own only; no rule reads them, so at any moment). */
  setTravelGoals(goals: TravelGoals): void {
    this.#session.setTravelGoals(this.side, frozenCopy(goals));
  }

  /**
   * The enemy's whole force as it came aboard, one soldier type's name per soldier, sorted: public,
   * as the scenario lists it (which marker is which stays the enemy's secret), and each sleeper the side
   * heard the enemy wake (one woken out of its sight it does not know of).
   */
  enemyForce(): readonly string[] {
    return Object.freeze(enemyForce(this.#session.state(), this.side, heardDevices(this.ship, this.witnessed())));
  }

  /**
   * A sandbox for imagining (src/seat/sandbox.ts): the game as this side knows it (coolers and sleepers
   * as its log told them), the enemy's markers as GUESS says, dice from SEED (never the game's). Refused before play begins and for a
   * guess that names a soldier type the enemy does not have.
   */
  imagine(guess: Guess, seed: string): Sandbox | string {
    const heard = heardDevices(this.ship, this.witnessed());
    const state = imaginedState(this.#session.state(), this.side, guess, seed, heard);
    return typeof state === "string" ? state : new Sandbox(state, (session, side) => new Seat(session, side));
  }

  /**
   * Calls LISTENER whenever something the side knows changes: its turn, its view, an event it
   * witnessed. Nothing else calls it, so it never ticks for what the enemy does unseen. Returns the
   * unsubscribe.
   */
  onChange(listener: (note: SeatNote) => void): () => void {
    if (this.#listeners.length === 0) {
      this.#noted = this.#now();
      this.#unsubscribe = this.#session.onAction(() => this.#tell());
    }
    this.#listeners.push(listener);
    return () => {
      const i = this.#listeners.indexOf(listener);
      if (i >= 0) this.#listeners.splice(i, 1);
      if (this.#listeners.length === 0) this.#unsubscribe?.();
    };
  }

  #notMine(): Refusal | undefined {
    const t = this.turn();
    if (t.over) return { ok: false, code: "game-over", reason: "the game is over" };
    return t.toMove === this.side
      ? undefined
      : { ok: false, code: "not-your-turn", reason: `it is ${t.toMove}'s turn` };
  }

  #readEvents(): void {
    const events = this.#session.history().events;
    if (this.#read === events.length) return;
    for (const e of witnessed(events.slice(this.#read), this.side)) this.#seen.push(deepFreeze(e));
    this.#read = events.length;
  }

  #now(): { seen: number; turn: string; view: string } {
    return { seen: this.mark(), turn: JSON.stringify(this.turn()), view: JSON.stringify(this.view()) };
  }

  #tell(): void {
    const was = this.#noted!;
    const now = this.#now();
    if (now.seen === was.seen && now.turn === was.turn && now.view === was.view) return;
    this.#noted = now;
    const note: SeatNote = deepFreeze({ ...this.turn(), events: this.#seen.slice(was.seen), seen: now.seen });
    // Each listener gets the same frozen note: none can change what the next one is told.
    for (const listener of [...this.#listeners]) listener(note);
  }
}

/** What a seat answers for a command: the refusal's code and line only (never the engine's parts, which hold piece ids). */
function played(done: { readonly ok: true; readonly note?: string; readonly stop?: StopReason } | Refusal): Played {
  if (!done.ok) return Object.freeze({ ok: false, code: done.code, reason: done.reason });
  if (done.note === undefined) return Object.freeze({ ok: true });
  return Object.freeze(done.stop ? { ok: true, note: done.note, stop: done.stop } : { ok: true, note: done.note });
}
