// `derelict run --protocol jsonl`: a game played over standard input and output, one request a line
// answered at once by one JSON line from the asking side's seat (src/cli/protocol-seat.ts). With
// --as SIDE the process is that side's and today's bot plays the other from its own seat (with
// --strength N, the computer at that strength, its turn held to its whole think time as in play).
import { Bot } from "../ai/bot.js";
import { seededRandom } from "../ai/random.js";
import { Computer } from "../ai/search/computer.js";
import { THINK_MS, type Level } from "../ai/search/strength.js";
import { holdLeft } from "../play/think-pace.js";
import { SIDES, type Side } from "../engine/state.js";
import { playerSeed } from "../play/player-seed.js";
import { randomSeed } from "../play/new-game.js";
import { seating } from "../seating/seats.js";
import type { Session } from "../play/session.js";
import { readCommand } from "./command-schema.js";
import { protocolHelp } from "./protocol-help.js";
import { endMessage, malformed, SeatChannel, type Decided, type SeatRequest } from "./protocol-seat.js";
import { requestLines } from "./request-lines.js";

/** A request line read: the side it names (if any) and what it asks (or why its command as data is refused), or why it is no request. */
type Parsed =
  { side?: Side; request: SeatRequest; refused?: Decided["played"] } | { error: ReturnType<typeof malformed> };

export function parseRequest(line: string): Parsed {
  const text = line.trim();
  if (!text.startsWith("{")) return { request: { command: line } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { error: malformed("bad-json", `the line is not JSON: ${(e as Error).message}`) };
  }
  const bad = (why: string) => ({ error: malformed("bad-request", why) });
  if (typeof data !== "object" || data === null || Array.isArray(data)) return bad("a request is a JSON object");
  const { side, command, view, ...rest } = data as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return bad(`a request has side, command and view, not '${unknown[0]}'`);
  if (side !== undefined && side !== "blue" && side !== "yellow") return bad("side is blue or yellow");
  const asData = typeof command === "object" && command !== null && !Array.isArray(command);
  if (command !== undefined && typeof command !== "string" && !asData)
    return bad("command is a string, or a command as data: an object with its verb");
  if (view !== undefined && typeof view !== "boolean") return bad("view is true or false");
  if (command === undefined && view === undefined) return bad("a request has a command, or view: true");
  const sided = side !== undefined ? { side: side as Side } : {};
  const viewed = view !== undefined ? { view: view as boolean } : {};
  if (!asData) return { ...sided, request: { ...(typeof command === "string" ? { command } : {}), ...viewed } };
  // A command as data is read here, refused with the code its line would get (usage, unknown-command).
  const read = readCommand(command);
  if ("code" in read) return { ...sided, request: viewed, refused: { ok: false, ...read } };
  return { ...sided, request: { command: read.command, ...viewed } };
}

/** Sleeps the thread MS milliseconds (the protocol answers in order: nothing else waits on it). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The other side's player: today's bot, or the computer at STRENGTH, whose turn always takes its
 * whole think time (src/play/think-pace.ts: how long a search runs hangs on its own hidden markers).
 */
function player(seat: ConstructorParameters<typeof Bot>[0], seed: number, strength?: Level): { playTurn(): void } {
  if (strength === undefined) return new Bot(seat, seededRandom(seed));
  const budget = THINK_MS[strength];
  let started = 0;
  const computer = new Computer(seat, { strength, seed, timeUp: () => performance.now() - started > budget });
  return {
    playTurn: () => {
      started = performance.now();
      computer.playTurn();
      sleep(holdLeft(started, budget, performance.now()));
    },
  };
}

/** A game at the protocol: its session, a channel per side, and the other side's player (with --as). */
interface Table {
  readonly session: Session;
  readonly seats: ReturnType<typeof seating>["seats"];
  readonly channels: Readonly<Record<Side, SeatChannel>>;
  readonly botTurns: () => void;
}

/** Options of the protocol besides its game: the side this process plays, the computer's strength, a new game from a seed. */
export interface ProtocolOptions {
  readonly as?: Side;
  readonly strength?: Level;
  /** A new game of the same scenario and options from SEED (`reset`); none: reset is refused (--save). */
  readonly restart?: (seed: string) => Session;
  /** Fresh random bits, for `reset` with no seed. */
  readonly freshSeed?: () => string;
}

function seatAt(session: Session, seed: string, as: Side | undefined, strength: Level | undefined): Table {
  const { seats } = seating(session);
  const channels = { blue: new SeatChannel(seats.blue), yellow: new SeatChannel(seats.yellow) };
  const opponent = as === undefined ? undefined : SIDES.find((s) => s !== as)!;
  const bot = opponent && player(seats[opponent], playerSeed(seed, opponent), strength);
  // The bot plays its turns from its own seat whenever it is to move (at the start too).
  const botTurns = () => {
    for (let guard = 0; bot && opponent && !session.over && session.toMove === opponent && guard < 8; guard++) {
      bot.playTurn();
      if (!session.over && session.toMove === opponent) session.command("end");
    }
  };
  return { session, seats, channels, botTurns };
}

/**
 * Plays the protocol on the session until its input ends (standard input; `as` the one side this
 * process plays); `tooLong` (its line number) when a line went past the limit and the input was closed there.
 */
export async function runProtocol(
  session: Session,
  seed: string,
  input: AsyncIterable<Buffer | string> = process.stdin,
  options: ProtocolOptions = {},
): Promise<{ tooLong?: number }> {
  const { as, strength } = options;
  const out = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);
  let table = seatAt(session, seed, as, strength);
  table.botTurns();
  let ending: { tooLong?: number } = {};
  for await (const read of requestLines(input)) {
    if ("tooLong" in read) {
      // One line says why; the input is read no further (the peer may still be sending the rest).
      out(malformed("line-too-long", `a request line is at most ${read.tooLong} bytes: no more input is read`));
      ending = { tooLong: read.lineNumber };
      break;
    }
    const parsed = parseRequest(read.line);
    if ("error" in parsed) {
      out(parsed.error);
      continue;
    }
    if (as !== undefined && parsed.side !== undefined && parsed.side !== as) {
      out(malformed("wrong-side", `this process plays ${as}, not ${parsed.side}`));
      continue;
    }
    const { command } = parsed.request;
    const words = typeof command === "string" ? command.trim().split(/\s+/) : [];
    let decided: Decided | undefined = parsed.refused ? { played: parsed.refused } : undefined;
    if (words[0] === "help")
      decided =
        words.length === 1 ? { played: { ok: true }, extra: { help: protocolHelp() } } : usage("help takes no words");
    else if (words[0] === "reset") {
      const made = reset(command as string, options);
      if ("session" in made) {
        table = seatAt(made.session, made.seed, as, strength);
        table.botTurns();
        decided = { played: { ok: true } };
      } else decided = made;
    }
    // Both sides: a line names its side, or is the side to move's (whose turn it is is public).
    const side = as ?? parsed.side ?? table.session.toMove;
    out(table.channels[side].answer(parsed.request, table.botTurns, decided));
  }
  for (const side of as ? [as] : SIDES) out(endMessage(table.channels[side], table.seats[side]));
  return ending;
}

const usage = (reason: string): Decided => ({ played: { ok: false, code: "usage", reason } });

/** `reset [SEED]`: a new game from the seed given (the rest of the line) or fresh bits, or why not. */
function reset(line: string, options: ProtocolOptions): { session: Session; seed: string } | Decided {
  if (!options.restart) return usage("reset starts a game the save does not hold: not with --save");
  const given = line.trim().slice("reset".length).trim();
  const seed = given === "" ? (options.freshSeed ?? randomSeed)() : given;
  return { session: options.restart(seed), seed };
}
