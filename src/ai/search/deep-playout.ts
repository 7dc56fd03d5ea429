// Strength 4's deep play-outs (a trial, `4+deep`): after a candidate turn, the imagined enemy replies as
// strength 3 would, with its tactics and objective play, through his own seat in the sandbox (he sees
// only what his side would see there, and believes of the side's markers only what that seat tells him);
// then the side's own next turn by its tactics too (or the quick policy), then the quick policy to the
// horizon. Dearer than the quick play-outs by tens of times, but their enemy is the one the side meets.
import type { Sandbox, SandboxOutcome, Side } from "../../seat/index.js";
import { otherSide } from "../../sides/sides.js";
import { Bot } from "../bot.js";
import { answerCamera } from "../decoys.js";
import { seededRandom } from "../random.js";
import { believe, odds } from "./belief.js";
import { tacticsTurn, type TacticsMemory } from "./tactics-turn.js";

/** How a deep play-out goes on after the candidate turn. */
export interface DeepOptions {
  /** Side-turns in all after the candidate turn (the enemy's reply first). */
  readonly horizon: number;
  /** The side's own next side-turn by its tactics (else by the quick policy, as the rest). */
  readonly ownTactics: boolean;
  /** The quick policy fights from cover (src/play/rollout.ts). */
  readonly careful: boolean;
}

/** One side-turn of strength 3's tactics for the side to move in BOX, through its own seat there. */
function tacticsSideTurn(
  box: Sandbox,
  side: Side,
  soldierOdds: ((label: string) => number) | undefined,
  random: () => number,
  fields: Map<string, Float64Array>,
  memory: TacticsMemory,
): void {
  const seat = box.seat(side);
  answerCamera(seat);
  // The imagined enemy's odds of the side's markers: what his seat in the sandbox tells him, never the side's own.
  tacticsTurn(seat, "tactics", soldierOdds ?? odds(believe(seat)), random, fields, memory);
  const t = box.turn();
  if (!t.over && t.toMove === side && !seat.play("end").ok) new Bot(seat, random, fields).playTurn();
}

/**
 * Plays BOX on from just after SIDE's candidate turn ended: the enemy's reply by the tactics through his
 * seat there, the side's own next turn by the tactics with SOLDIER_ODDS (its belief of the real enemy) if
 * OPTIONS say so, then the quick policy to the horizon. SEED draws every choice; FIELDS keeps the bots'
 * distance fields (of the ship alone: both sides' players share them). The outcome reached, and the engine
 * actions applied since the candidate turn.
 */
export function deepPlayOut(
  box: Sandbox,
  side: Side,
  soldierOdds: (label: string) => number,
  seed: number,
  fields: Map<string, Float64Array>,
  options: DeepOptions,
  memory: TacticsMemory,
): { readonly outcome: SandboxOutcome; readonly actions: number } {
  const random = seededRandom(seed);
  const enemy = otherSide(side);
  const before = box.actions();
  let played = 0;
  const on = (who: Side) => !box.turn().over && box.turn().toMove === who && played < options.horizon;
  if (on(enemy)) {
    // The imagined enemy came aboard from outside if a marker of his waits outside or in a lock now.
    const boarding = box
      .seat(enemy)
      .view()
      .own.some((m) => m.where.at === "outside" || m.where.at === "lock");
    tacticsSideTurn(box, enemy, undefined, random, fields, { boarding });
    played++;
  }
  if (options.ownTactics && on(side)) {
    tacticsSideTurn(box, side, soldierOdds, random, fields, memory);
    played++;
  }
  const rest = box.turn().over ? 0 : options.horizon - played;
  const ahead = rest > 0 ? box.rollout(rest, random, options.careful) : { outcome: box.outcome(), actions: 0 };
  return { outcome: ahead.outcome, actions: box.actions() - before + ahead.actions };
}
