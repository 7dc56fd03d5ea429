// The commands of `legal` that differ only in a hex (`travel 7 HEX`, `dummy HEX`, `deploy 7 HEX`, a
// bridge order on a door): a form and the hexes the game takes it with now, since a trial per hex of
// the ship would be too many. Each hex is decided as the seat's check decides its command (its first
// action tried and dropped), from the cells the verb offers (src/play/verb.ts, `hexOffers`); so the
// list says no more than trying each command would (the non-interference property compares it).
import { dummyRefusal } from "../engine/actions/dummy.js";
import type { GameState } from "../engine/state.js";
import { findCell } from "../ship/find-cell.js";
import { placeName, type Ship } from "../ship/ship.js";
import { writeCommand, type Command } from "./command.js";
import { checkCommand, type Checked } from "./resolve.js";
import type { HexContext, HexOffer } from "./verb.js";
import { VERBS } from "./verbs/index.js";

/** What a pattern's form and command hold where the hex goes. */
export const HEX = "HEX";

/** Commands that differ only in their hex: the form with HEX in its place, and every hex the game takes it with. */
export interface LegalPattern {
  readonly verb: string;
  /** The command as a line with HEX where the hex goes: `travel 7 HEX`. */
  readonly form: string;
  /** The command as data with "HEX" where the hex goes. */
  readonly command: Command;
  /** The hexes it is taken with now, as the map names them, in the ship's order. */
  readonly hexes: readonly string[];
}

/** The patterns the verbs offer at AT (a marker, or the side), each with the hexes the game takes; none empty. */
export function legalPatterns(state: GameState, ship: Ship, at: HexContext, kept: Checked): LegalPattern[] {
  const offers = VERBS.flatMap((v) => (v.hexOffers?.(at as never) ?? []) as readonly HexOffer[]);
  return offers.flatMap((offer) => {
    const command = offer.command(HEX) as Command;
    const taken = takenCells(state, ship, offer as HexOffer<Command>, kept);
    if (taken.length === 0) return [];
    const hexes = taken.map((c) => placeName(ship.cells[c]!));
    return [{ verb: command.verb, form: writeCommand(command), command, hexes }];
  });
}

/**
 * By ship, by cell: whether the cell's name, as a command writes it, is read back to it (an air lock's
 * is not). A function of the ship alone, asked of every hex a travel offers: kept with the ship.
 */
const NAMED = new WeakMap<Ship, Map<number, boolean>>();

/** The cells of OFFER whose command the game takes now. */
function takenCells(state: GameState, ship: Ship, offer: HexOffer<Command>, kept: Checked): number[] {
  const tried = (cell: number) => checkCommand(state, offer.command(placeName(ship.cells[cell]!)), kept).ok;
  // A command names its hex as the map does, and the resolver reads it back (findCell): a hex whose
  // name it does not (an air lock's) is refused whatever the rest, so it is never listed.
  const named = (cell: number): boolean => {
    let names = NAMED.get(ship);
    if (!names) NAMED.set(ship, (names = new Map()));
    let back = names.get(cell);
    if (back === undefined) names.set(cell, (back = findCell(ship, placeName(ship.cells[cell]!)) === cell));
    return back;
  };
  if (offer.cells.length > 0 && offer.command(HEX).verb === "dummy" && state.phase === "play") {
    // In play a dummy's hex changes only the engine's dummyRefusal (placeDummy asks it first, the rest
    // hangs on no hex: numbers left, the camera): each hex asked of it, then one trial for the rest.
    const free = offer.cells.filter((c) => dummyRefusal(state, state.side, c) === undefined && named(c));
    return free.length > 0 && tried(free[0]!) ? free : [];
  }
  const byKey = new Map<number, boolean>();
  return offer.cells.filter((cell) => {
    const key = offer.key ? offer.key(cell) : cell;
    if (key === undefined || !named(cell)) return false;
    let ok = byKey.get(key);
    if (ok === undefined) byKey.set(key, (ok = tried(cell)));
    return ok;
  });
}
