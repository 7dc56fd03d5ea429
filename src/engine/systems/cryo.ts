// Cryogenic sleep cells (module 93): only a Leader or a Hero works their controls. A scenario
// may put a sleeper in a cell; woken, he steps out next to it under a fresh question marker
// and joins the waker's side, moving from its next turn. Without a sleeper the cell is empty.
import { drawNumber, newPiece } from "../new-piece.js";
import { placeName } from "../../ship/ship.js";
import { TERRAIN } from "../../map/terrain.js";
import { isOpenDoor, piecesOn } from "../board.js";
import { enemyRef, ownRef, told } from "../events.js";
import type { SleeperWokenFacts } from "../facts/machines.js";
import { settleSight } from "../settle-sight.js";
import { watchedBy } from "../hidden.js";
import { isOpen, sideSees } from "../knowledge.js";
import { SOLDIERS_PER_HEX } from "../movement.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { controlCost, within } from "./controls.js";
import { deviceIndex } from "../../ship/device-index.js";
import { withDevices } from "./devices.js";
import { toldSides } from "./telling.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState } from "../shapes.js";
import { isBreached, isDebris } from "../wreck.js";

export function wake(state: GameState, pieceId: number, cryo: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  const t = piece.soldier?.type;
  if (!t || !(t.leader || t.hero))
    return refused("not-able", said`${piece} is no Leader or Hero: only they work the cryo controls`);
  if (!deviceIndex(state.ship).cryoCells.includes(cryo))
    return refused("no-device", "there is no cryo sleep cell there");
  const hex = placeName(state.ship.cells[cryo]!);
  if (within(state, piece, [cryo]).length === 0)
    return refused("not-next-to", said`the cryo cell at ${hex} is not next to ${piece}`);
  const cost = controlCost(state, piece);
  if (cost > piece.mu)
    return refused(
      "move-units",
      said`working the cryo controls needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`,
    );
  const sleeper = state.devices.sleepers.find((s) => s.cell === cryo && !s.wokenBy);
  if (!sleeper) return refused("no-device", `the cryo cell at ${hex} holds no sleeper`);
  const at = roomFor(state, piece, cryo);
  if (at === undefined)
    return refused("no-room", `there is no room next to the cryo cell at ${hex} for the sleeper to step out`);
  const drawn = drawNumber(state, piece.side);
  if (!drawn)
    return refused(
      "none-left",
      `no marker number is left for the sleeper: each of your ${state.rules.markers[piece.side]} is in use, or was seen by the enemy`,
    );
  const woken = newPiece({
    id: state.pieces.length,
    side: piece.side,
    number: drawn.number,
    place: { at: "cell", cell: at },
    soldier: { type: sleeper.type, name: sleeper.name, wounded: false, dead: false, dice: sleeper.dice },
  });
  const spent = replacePiece(state, { ...piece, mu: piece.mu - cost });
  const after = withDevices(
    changedState(spent, {
      pieces: [...spent.pieces, woken],
      privateRng: { ...state.privateRng, [piece.side]: drawn.rng },
    }),
    { sleepers: state.devices.sleepers.map((s) => (s === sleeper ? { ...s, wokenBy: piece.side } : s)) },
  );
  const enemy = otherSide(piece.side);
  const out = placeName(state.ship.cells[at]!);
  const own: SleeperWokenFacts = {
    marker: ownRef(after, piece),
    woken: ownRef(after, woken),
    hex,
    to: out,
    sleeper: { name: sleeper.name, type: sleeper.type.name },
  };
  const seen = { woken: { side: piece.side, number: woken.number }, hex, to: out };
  // Across an open table the new marker is seen put down; who opened the cell, only in sight.
  const theirs: SleeperWokenFacts | undefined = watchedBy(after, enemy, at)
    ? { marker: enemyRef(piece), ...seen }
    : isOpen(after)
      ? seen
      : undefined;
  const settled = settleSight(state, after);
  return done(settled.state, [
    told(state.turn, "sleeper-woken", toldSides(piece.side, own, theirs)),
    ...settled.events,
  ]);
}

/**
 * Where the sleeper steps out: the waker's hex if there is room, else the first hex next to the cell
 * (in the ship's fixed order) that the waker's side knows is free. In fog that is one it sees: a hex
 * out of its sight might hold an enemy it does not know of, and were the sleeper sent on past it, or
 * the wake refused, that would tell the side the enemy is there (as placing a dummy, docs/RULES.md
 * section 5). A hex it sees holds no enemy it does not know of, so he never meets one stepping out.
 */
function roomFor(state: GameState, waker: Piece, cryo: number): number | undefined {
  const ship = state.ship;
  const side = waker.side;
  const fits = (cell: number) => {
    const c = ship.cells[cell]!;
    if (!TERRAIN[c.terrain].passable || c.terrain === "airlock" || (c.terrain === "door" && !isOpenDoor(state, cell)))
      return false;
    // A woken sleeper wears no suit of his own yet: he steps out onto neither debris nor vacuum.
    if (isDebris(state, cell) || isBreached(state, cell)) return false;
    const there = piecesOn(state, cell);
    return !there.some((p) => p.side !== side) && there.filter((p) => p.soldier).length < SOLDIERS_PER_HEX;
  };
  const own = waker.place.at === "cell" ? waker.place.cell : -1;
  if (own >= 0 && fits(own)) return own;
  return ship.neighbours[cryo]!.find((n) => n !== own && (isOpen(state) || sideSees(state, side, n)) && fits(n));
}

/** A Leader or Hero wakes the sleeper in the cryo cell next to him. */
export interface WakeAction {
  readonly type: "wake";
  readonly piece: number;
  readonly cell: number;
}

export const WAKE: Rule<WakeAction> = { type: "wake", play: (s, a) => wake(s, a.piece, a.cell) };
