// What a logged-in player is served: the seat its code or key opened, or the lobby and then the seat
// chosen there. Composition code: it finds the game and hands the player's screen that game's seat
// for its side, nothing more (src/host/player/).
import type { ScenarioEntry } from "../content/scenario-entries.js";
import type { Visibility } from "../engine/state.js";
import type { Side } from "../seat/index.js";
import type { GameRegistry, SeatRef } from "./game-registry.js";
import type { Way } from "./gate.js";
import { looksLikeCode } from "./join-code.js";
import { runLobby, type LobbyService, type Ticket } from "./player/lobby-screen.js";
import { playAtSeat } from "./player/seat-screen.js";
import type { FailureLimit } from "./rate-limit.js";
import type { PlayerConnection } from "./ssh-host.js";

export interface Serving {
  readonly registry: GameRegistry;
  /** The scenarios the lobby offers (bundled and content folders'), read when a player opens it. */
  readonly scenarios: () => Promise<readonly ScenarioEntry[]>;
  /** Join codes tried in the lobby count as failed logins. */
  readonly limit: FailureLimit;
  readonly log: (line: string) => void;
  /** The lobby's first choice of visibility for new games (`host --visibility`); none: the scenario's own. */
  readonly visibility?: Visibility;
}

const other = (side: Side): Side => (side === "blue" ? "yellow" : "blue");

/** Serves the connection until the player leaves; then ends it. */
export async function servePlayer(c: PlayerConnection, s: Serving): Promise<void> {
  try {
    const admission = c.admission;
    const chosen = admission.kind === "seat" ? admission : await lobby(c, s);
    if (chosen) await atSeat(c, s, chosen.ref, chosen.by);
    if (!c.signal.aborted) c.end();
  } catch (error) {
    // A bug: this player's connection ends; the game stays as saved, the host and other games go on.
    s.log(`internal error serving ${c.address}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    c.end("derelict: internal error; the game is saved up to its last action.");
  }
}

/** Plays at the seat of REF, come to BY its code or key, until the player leaves or another connection takes the seat. */
async function atSeat(c: PlayerConnection, s: Serving, ref: SeatRef, by: Way): Promise<void> {
  const { record, side } = ref;
  // The gate and the lobby open no such seat; should one ever, it stays the computer's.
  if (record.computer === side) return c.end(`derelict: the computer plays ${side} in that game`);
  const game = s.registry.game(record);
  if (typeof game === "string") return c.end(`derelict: ${game}`);
  const visit = new AbortController();
  const away = (): void => visit.abort();
  c.signal.addEventListener("abort", away);
  let ended: string | undefined;
  const presence = {
    end: (reason: string) => {
      ended = reason;
      visit.abort();
    },
  };
  game.take(side, presence, by);
  s.log(`${side} of game ${record.id} (${record.name}) from ${c.address}`);
  const seat = game.seats[side];
  const first = seat.turn().turn === 1 && !record.over;
  const saved = game.saved?.problem;
  try {
    const code = await playAtSeat(
      { ...c.terminal.streams(), term: c.terminal.term, env: c.env, signal: visit.signal },
      {
        seat,
        referee: game.referee,
        ...(first && record.briefing ? { briefing: record.briefing } : {}),
        ...(saved ? { notices: [saved] } : {}),
        // Two players: each hears when the other leaves and comes back (the computer never leaves).
        ...(record.computer === undefined
          ? { other: { here: () => game.here(other(side)), onChange: (l: () => void) => game.onPresence(l) } }
          : {}),
      },
    );
    if (code === 70) ended = "derelict: internal error; the game is saved up to its last action.";
  } finally {
    c.signal.removeEventListener("abort", away);
    game.leave(side, presence);
    s.registry.release(game);
    s.log(`${side} of game ${record.id} left`);
  }
  if (ended !== undefined && !c.signal.aborted) c.end(ended);
}

/** The lobby; the seat the player chose there and how it came to it, or none when it left. */
async function lobby(c: PlayerConnection, s: Serving): Promise<{ ref: SeatRef; by: Way } | undefined> {
  const scenarios = await s.scenarios();
  const key = c.admission.key;
  const yours = key ? s.registry.ofKey(key) : [];
  const chosen = new WeakMap<Ticket, { ref: SeatRef; by: Way }>();
  const ticket = (ref: SeatRef, by: Way, lines: readonly string[]): Ticket => {
    const t = { lines };
    chosen.set(t, { ref, by });
    return t;
  };
  const connect = `ssh -p ${c.reached.port} ${c.reached.address}`;
  const service: LobbyService = {
    scenarios: scenarios.map((e) => ({ label: e.name, about: e.summary })),
    yours: yours.map(({ record, side }) => ({
      label: `${record.name}, ${side}${record.over ? " (over: replay)" : ""}`,
      about: "",
    })),
    ...(s.visibility ? { visibility: s.visibility } : {}),
    async create(index, side, computer, visibility) {
      const entry = scenarios[index];
      if (!entry) return "no such scenario";
      // The player's key takes its seat in the record as it is first written (no second write).
      const made = await s.registry.create(entry.file, {
        ...(computer ? { computer: other(side), strength: computer } : {}),
        ...(visibility ? { visibility } : {}),
        ...(key ? { keys: { [side]: key } } : {}),
        // A key is one player wherever it comes from; without one, its address.
        maker: key ?? c.address,
      });
      if (Array.isArray(made)) {
        const why = made[0] ?? `${entry.name}: cannot be started`;
        s.log(`a game of ${entry.name} was not made in the lobby by ${c.address}: ${why}`);
        return why;
      }
      const { record } = made;
      s.log(
        `game ${record.id} (${record.name}) made in the lobby by ${c.address}${computer ? `, against the computer at strength ${computer}` : ""}`,
      );
      const seen = made.session.state().rules.visibility;
      return ticket({ record, side }, key ? "key" : "code", [
        `${record.name}: you play ${side}, in ${seen} visibility${visibility ? "" : " (the scenario's)"}.`,
        "",
        `Your code, to come back to your seat: ${record.codes[side]}`,
        `(${connect}, and the code when asked for it)`,
        "",
        ...(computer
          ? [`The computer plays ${other(side)} at strength ${computer}.`]
          : [
              `The other player's code, for ${other(side)}: ${record.codes[other(side)]}`,
              `They connect with ${connect} and type it when asked.`,
            ]),
      ]);
    },
    async join(code) {
      if (!s.limit.allowed(c.address)) return "too many wrong codes: wait a minute";
      const ref = looksLikeCode(code) ? s.registry.byCode(code) : undefined;
      if (!ref) {
        s.limit.failed(c.address);
        return "no game has that code";
      }
      // The code opens the seat whatever; a key takes a free seat too (to come back without the code),
      // once on the disk; a seat another came to by code stays the code's.
      const claim = key ? await s.registry.claim(ref.record, ref.side, key) : undefined;
      if (claim !== "yours") s.registry.heldByCode(ref);
      return ticket(ref, "code", [`${ref.record.name}: you play ${ref.side}.`]);
    },
    back(index) {
      const ref = yours[index];
      return ref ? ticket(ref, "key", [`${ref.record.name}: you play ${ref.side}.`]) : "no such game";
    },
  };
  const got = await runLobby({ ...c.terminal.streams(), term: c.terminal.term, env: c.env, signal: c.signal }, service);
  return got && chosen.get(got);
}
