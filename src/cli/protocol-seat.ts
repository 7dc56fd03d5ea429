// One side's end of the streaming protocol (`run --protocol jsonl`): its answers, worked out from its
// seat alone (eslint.config.js keeps this file to the seat), so they hold nothing the side could not know.
import type {
  Command,
  DeviceMenu,
  LegalActions,
  Odds,
  PlayerView,
  RefusalCode,
  Seat,
  SeatTurn,
  SeenEvent,
  ShipMap,
  StopReason,
} from "../seat/index.js";
import { placeName } from "../ship/ship.js";
import type { ProtocolHelp } from "./protocol-help.js";

/** The protocol's name and version in every message: the version goes up when a field changes meaning or goes away. */
export const PROTOCOL_FORMAT = "derelict-protocol";
export const PROTOCOL_VERSION = 1;

const head = { format: PROTOCOL_FORMAT, version: PROTOCOL_VERSION } as const;

/** Codes of the protocol's own refusals (a line that is no request), beside the engine's (docs/SCRIPTS.md). */
export const PROTOCOL_CODES = ["bad-json", "bad-request", "wrong-side", "line-too-long"] as const;
export type ProtocolCode = (typeof PROTOCOL_CODES)[number];

/** The protocol's queries (they change nothing), as its help lists them: each is answered in `SeatChannel`. */
export const QUERIES: readonly { readonly usage: string; readonly about: string }[] = [
  { usage: "view", about: "the side's view (as does any request with view: true)" },
  { usage: "map", about: "the ship's layout: cells and their joins, levels, areas, air locks, devices" },
  { usage: "reach WHO", about: "where the marker can get this turn: hex -> move units" },
  { usage: "devices [WHO]", about: "the device menu where the marker stands (none: the side's own)" },
  { usage: "legal [WHO]", about: "the commands the game takes from the side now, as lines and as data" },
  { usage: "odds fire|melee WHO at TARGET", about: "the attack's odds, or why it cannot be made" },
];

/** What a side asks: a line of the command language or a query, a command as data, or only its view and news. */
export interface SeatRequest {
  readonly command?: string | Command;
  readonly view?: boolean;
}

/** What the process decided for a request before the seat saw it (reset, help, a command as data refused), and what it adds. */
export interface Decided {
  readonly played: Played;
  readonly extra?: Partial<AnswerMessage>;
}

export interface AnswerMessage {
  readonly format: typeof PROTOCOL_FORMAT;
  readonly version: typeof PROTOCOL_VERSION;
  readonly type: "answer";
  readonly side: Seat["side"];
  /** In the first message to the side only. */
  readonly visibility?: PlayerView["visibility"];
  readonly command?: string | Command;
  readonly ok: boolean;
  readonly code?: RefusalCode | ProtocolCode;
  readonly reason?: string;
  /** How a played travel ended: in words, and as a stable word. */
  readonly note?: string;
  readonly stop?: StopReason;
  readonly turn: SeatTurn;
  readonly events: readonly SeenEvent[];
  readonly view?: PlayerView;
  readonly reach?: Readonly<Record<string, number>>;
  readonly devices?: DeviceMenu;
  readonly odds?: Odds;
  readonly legal?: LegalActions;
  readonly map?: ShipMap;
  /** `help`: the commands, queries and requests as data (src/cli/protocol-help.ts). */
  readonly help?: ProtocolHelp;
}

/** A side's seat at the protocol: it remembers how much of the side's log it has handed out. */
export class SeatChannel {
  readonly #seat: Seat;
  #told = 0;
  #greeted = false;

  constructor(seat: Seat) {
    this.#seat = seat;
  }

  get side(): Seat["side"] {
    return this.#seat.side;
  }

  /**
   * Answers one request: plays or asks (or takes what the process DECIDED), runs `then`, and adds what
   * the side witnessed since its last message.
   */
  answer(request: SeatRequest, then: () => void = () => {}, decided?: Decided): AnswerMessage {
    const { command } = request;
    const words = typeof command === "string" ? command.trim().split(/\s+/) : [];
    const query = decided ?? (typeof command === "string" ? this.#query(words) : undefined);
    const played = query
      ? query.played
      : command === undefined
        ? ok
        : typeof command === "string"
          ? this.#seat.play(command)
          : this.#seat.act(command);
    const wantView = request.view === true || words[0] === "view";
    // What follows the play (the other side's bot taking its turn) is news in this same answer.
    then();
    return {
      ...head,
      type: "answer",
      side: this.#seat.side,
      ...this.greeting(),
      ...(command !== undefined ? { command } : {}),
      ...played,
      turn: this.#seat.turn(),
      events: this.news(),
      ...(query?.extra ?? {}),
      ...(wantView ? { view: this.#seat.view() } : {}),
    };
  }

  /** In the first message to the side only (an answer, or its end): the visibility played, public as the scenario is. */
  greeting(): { visibility?: PlayerView["visibility"] } {
    if (this.#greeted) return {};
    this.#greeted = true;
    return { visibility: this.#seat.view().visibility };
  }

  /** The events the side witnessed since its last message (and marks them told). */
  news(): readonly SeenEvent[] {
    const events = this.#seat.witnessed(this.#told);
    this.#told += events.length;
    return events;
  }

  /** The protocol's queries, which change nothing: `view`, `map`, `reach WHO`, `devices [WHO]`, `legal [WHO]`, `odds fire|melee ...`. */
  #query(words: readonly string[]): Decided | undefined {
    const [word, ...rest] = words;
    if (word === "view") return rest.length === 0 ? { played: ok } : usage("view takes no words");
    if (word === "map")
      return rest.length === 0 ? { played: ok, extra: { map: this.#seat.map() } } : usage("map takes no words");
    if (word === "reach" || word === "devices" || word === "legal") {
      if (rest.length === 0 && word === "devices") return { played: ok, extra: { devices: this.#seat.devices() } };
      if (rest.length === 0 && word === "legal") return { played: ok, extra: { legal: this.#seat.legal() } };
      if (rest.length !== 1) return usage(`${word} takes one of your markers: ${word} WHO`);
      const named = this.#seat.marker(rest[0]!);
      if (!named.ok) return { played: named };
      const number = named.number;
      if (word === "devices") return { played: ok, extra: { devices: this.#seat.devices(number) } };
      if (word === "legal") return { played: ok, extra: { legal: this.#seat.legal(number) } };
      const reach: Record<string, number> = {};
      for (const [cell, mu] of this.#seat.reach(number)) reach[placeName(this.#seat.ship.cells[cell]!)] = mu;
      return { played: ok, extra: { reach } };
    }
    if (word === "odds") {
      const odds = this.#seat.odds(rest.join(" "));
      return odds
        ? { played: ok, extra: { odds } }
        : usage("odds takes a fire or melee command: odds fire WHO at TARGET");
    }
    return undefined;
  }
}

export type Played =
  { readonly ok: true } | { readonly ok: false; readonly code: RefusalCode; readonly reason: string };
const ok: Played = { ok: true };
const usage = (reason: string) => ({ played: { ok: false, code: "usage", reason } as Played });

/** A line the protocol could not read as a request: it names no side, and tells no news. */
export function malformed(code: ProtocolCode, reason: string) {
  return { ...head, type: "answer" as const, ok: false, code, reason };
}

/** The last message: the game's state when the input ended, and the side's last news. */
export function endMessage(channel: SeatChannel, seat: Seat) {
  const t = seat.turn();
  const result = seat.view().result;
  return {
    ...head,
    type: "end" as const,
    side: seat.side,
    ...channel.greeting(),
    turn: t,
    over: t.over,
    result: t.over && result ? result : null,
    events: channel.news(),
  };
}
