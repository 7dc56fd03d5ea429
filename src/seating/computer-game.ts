// A whole game headless between players of either kind, each at its own seat: today's heuristic bot
// or the searching computer at a strength. For `derelict run --blue computer`, the tournament and tests.
import { Bot } from "../ai/bot.js";
import { seededRandom } from "../ai/random.js";
import { Computer } from "../ai/search/computer.js";
import type { Strength } from "../ai/search/strength.js";
import type { Scenario } from "../content/scenario-load.js";
import { SIDES, type Side } from "../sides/sides.js";
import { Seat } from "../seat/index.js";
import { Session } from "../play/session.js";

/** A player of one's own (the tournament's exploit players): made at its seat with its seed. */
export interface TurnPlayer {
  playTurn(): void;
}

export type Player =
  | { readonly kind: "bot" }
  | { readonly kind: "computer"; readonly strength: 1 | 2 | 3 | 4 | Strength }
  | { readonly kind: "own"; readonly make: (seat: Seat, seed: number) => TurnPlayer };

export interface ComputerGame {
  readonly winner: Side | null;
  readonly reason: string;
  readonly turns: number;
  readonly session: Session;
  /** Simulations each computer ran. */
  readonly simulations: Readonly<Record<Side, number>>;
  /** The turns each computer played by each policy (how often its search changed its default turn). */
  readonly chosen: Readonly<Record<Side, Readonly<Record<string, number>>>>;
  /** Milliseconds each turn of each computer took, when a clock was given. */
  readonly thinkMs: Readonly<Record<Side, readonly number[]>>;
}

/**
 * Plays SCENARIO with SEED (a number, or the game's seed text and a number for the players' own
 * streams) to its end, PLAYERS at the seats.
 */
export function playGame(
  scenario: Scenario,
  seeds: number | { readonly game: string; readonly players: number },
  players: Readonly<Record<Side, Player>>,
  clock?: () => number,
  /** Told of the game's session as it is made (a tournament's measures watch it). */
  onSession?: (session: Session) => void,
): ComputerGame {
  const thinkMs: Record<Side, number[]> = { blue: [], yellow: [] };
  const seed = typeof seeds === "number" ? seeds : seeds.players;
  const session = new Session({ ...scenario, seed: typeof seeds === "number" ? String(seeds) : seeds.game });
  onSession?.(session);
  const made = SIDES.map((side, i) => {
    const seat = new Seat(session, side);
    const p = players[side];
    if (p.kind === "bot") return { bot: new Bot(seat, seededRandom(seed * 7919 + i)) };
    if (p.kind === "own") return { bot: p.make(seat, seed * 7919 + i) };
    return { computer: new Computer(seat, { strength: p.strength, seed: seed * 7919 + i }) };
  });
  const at = Object.fromEntries(SIDES.map((side, i) => [side, made[i]!])) as Record<Side, (typeof made)[number]>;
  for (let guard = 0; !session.over && guard < scenario.turnLimit * 2 + 4; guard++) {
    const side = session.toMove;
    const p = at[side];
    if (p.bot) p.bot.playTurn();
    else {
      const t0 = clock?.() ?? 0;
      p.computer!.playTurn();
      if (clock) thinkMs[side].push(clock() - t0);
    }
    if (!session.over && session.toMove === side) session.command("end");
  }
  const result = session.view("blue").result;
  return {
    winner: result?.winner ?? null,
    reason: result?.reason ?? "unfinished",
    turns: session.turn,
    session,
    simulations: {
      blue: at.blue.computer?.simulations ?? 0,
      yellow: at.yellow.computer?.simulations ?? 0,
    },
    chosen: {
      blue: Object.fromEntries(at.blue.computer?.chosen ?? []),
      yellow: Object.fromEntries(at.yellow.computer?.chosen ?? []),
    },
    thinkMs,
  };
}
