// What a side may do now, as data: every command its verbs offer (src/play/verbs/, `offers`, or the
// device menu's choices) for each of its markers and for the side, kept when the game takes it. Each
// is tried as the seat's `play` would play it, on a copy of the state that is then dropped: so the
// list says no more than the side would learn by trying each command itself, and refusals never
// hang on what the enemy hides (the non-interference property holds the seat's `legal` to it). The
// commands that differ only in a hex come as patterns, a form and its hexes (src/play/legal-hexes.ts).
import type { GameState, Side } from "../engine/state.js";
import { placeName, type Ship } from "../ship/ship.js";
import type { OwnMarker, PlayerView } from "../view/player-view.js";
import { writeCommand, type Command } from "./command.js";
import { planReachKeys, reachView } from "../view/reach-view.js";
import { legalPatterns, type LegalPattern } from "./legal-hexes.js";
import { checkCommand, type Checked } from "./resolve.js";
import { keptOnState } from "./resolver.js";
import type { OfferContext, StructuredCommand } from "./verb.js";
import { VERBS } from "./verbs/index.js";

/** One command the game takes now: its verb, the command as data and as a line, the hex it goes to or works. */
export interface LegalAction {
  readonly verb: string;
  readonly line: string;
  readonly command: Command;
  /** Where a step, a leave or a skip ends, or the door worked: a hex as the map names it. */
  readonly hex?: string;
}

export interface LegalMarker {
  readonly number: number;
  /** Its stable label: the soldier's name, or d1, d2... */
  readonly label: string;
  readonly actions: readonly LegalAction[];
  /** Its commands that differ only in a hex (travel, deploy): a form and the hexes taken (src/play/legal-hexes.ts). */
  readonly patterns: readonly LegalPattern[];
}

/** The side's legal commands now: per marker (in its view's order), then the side's own (end, ready, the bridge, dummies). */
export interface LegalActions {
  readonly markers: readonly LegalMarker[];
  readonly side: readonly LegalAction[];
  /** The side's own by hex: `dummy HEX`, a bridge order on a door. */
  readonly patterns: readonly LegalPattern[];
}

/** What each verb offers for MARKER (or the side): its `offers`, else its menu's commands. */
function offered(at: OfferContext): Command[] {
  const menu = { ...at, notes: [] };
  return VERBS.flatMap((v) => {
    if (v.offers) return v.offers(at as never) as readonly StructuredCommand[];
    return (v.menu?.(menu) ?? []).flatMap((c) => (c.command ? [c.command] : []));
  }) as Command[];
}

/**
 * The plan reaches a caller keeps from one call to the next (the seat, one side's), by what each hangs
 * on (src/view/reach-view.ts, planReachKeys): a step of one marker leaves the others' as they were.
 */
export type KeptReaches = Map<string, ReadonlyMap<number, number>>;

/** Reaches kept at most: a turn's worth of markers and door states; past it the keeping starts afresh. */
const MOST_KEPT = 512;

/**
 * The legal actions of SIDE in STATE, asked from its VIEW: none when it is not the side's turn. KEPT:
 * plan reaches from the side's calls before (taken by what they hang on, so the answer is the same).
 */
export function legalActions(
  state: GameState,
  side: Side,
  ship: Ship,
  view: PlayerView,
  kept?: KeptReaches,
): LegalActions {
  if (state.over || state.side !== side) return { markers: [], side: [], patterns: [] };
  const cellOf = (m: OwnMarker) => (m.where.at === "cell" ? m.where.cell : undefined);
  // The side's reach, worked out once per marker for this call, and each first action's answer: offers
  // and trials ask them again and again (a travel's first step is a `move` already tried).
  const reaches = new Map<string, ReadonlyMap<number, number>>();
  let keys: ReturnType<typeof planReachKeys> | undefined;
  const reach = (marker: number, plan: boolean, doors: "known" | "all" = "known"): ReadonlyMap<number, number> => {
    const key = `${marker}:${plan}:${doors}`;
    let r = reaches.get(key);
    if (r) return r;
    const lasting = plan && kept ? (keys ??= planReachKeys(state, side))(marker, doors) : undefined;
    r = lasting === undefined ? undefined : kept!.get(lasting);
    if (!r) {
      r = reachView(state, side, marker, plan, doors);
      if (lasting !== undefined) {
        if (kept!.size >= MOST_KEPT) kept!.clear();
        kept!.set(lasting, r);
      }
    }
    reaches.set(key, r);
    return r;
  };
  const checked: Checked = { ...keptOnState(state, reach), answers: new Map() };
  const tried = (commands: readonly Command[]): LegalAction[] => {
    const seen = new Set<string>();
    const kept: LegalAction[] = [];
    for (const command of commands) {
      const line = writeCommand(command);
      if (seen.has(line)) continue;
      seen.add(line);
      const took = trial(state, command, checked);
      if (took === undefined) continue;
      const hex = took.cell === undefined ? undefined : placeName(ship.cells[took.cell]!);
      kept.push({ verb: command.verb, line, command, ...(hex !== undefined ? { hex } : {}) });
    }
    return kept;
  };
  const markers = view.own.map((m) => {
    const at = { ship, view, marker: m, cell: cellOf(m) };
    return {
      number: m.number,
      label: m.label,
      actions: tried(offered(at)),
      patterns: legalPatterns(state, ship, { ...at, reach }, checked),
    };
  });
  const at = { ship, view, marker: undefined, cell: undefined };
  return { markers, side: tried(offered(at)), patterns: legalPatterns(state, ship, { ...at, reach }, checked) };
}

/**
 * Whether the game takes COMMAND from STATE, as the seat's check asks it (its first action tried on
 * STATE and dropped: later steps hang on what the first shows): undefined if refused, else the cell
 * that first action goes to or works (a step's, a leave's, a door's), if any.
 */
function trial(state: GameState, command: Command, kept: Checked): { cell?: number } | undefined {
  const done = checkCommand(state, command, kept);
  if (!done.ok) return undefined;
  const a = done.first as { to?: unknown; door?: unknown } | undefined;
  const cell = typeof a?.to === "number" ? a.to : typeof a?.door === "number" ? a.door : undefined;
  return cell === undefined ? {} : { cell };
}
