// Shifting a cargo container one hex: the mover steps in behind it, a helper on its far side
// steps ahead of it.
import { placeName } from "../../ship/ship.js";
import { TERRAIN } from "../../map/terrain.js";
import { containerOn, hasGravity, isOpenDoor, piecesOn } from "../board.js";
import { cargoExtra } from "../cargo-costs.js";
import { bySide, enemyRef, ownRef, told } from "../events.js";
import type { PushFacts, PushStep } from "../facts/actions.js";
import { isOpen } from "../knowledge.js";
import { settleSight } from "../settle-sight.js";
import { watchedBy } from "../hidden.js";
import { stepCost } from "../movement.js";
import { done, moveUnits, ownPiece, refused, type Outcome } from "../outcome.js";
import { shipIndex } from "../../ship/ship-index.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { isDebris } from "../wreck.js";
import { changedState } from "../shapes.js";

export function push(state: GameState, pieceId: number, containerId: number, helperId?: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  if (piece.carrying) return refused("carrying", said`${piece} is carrying a friend: put him down first`);
  const box = state.cargo[containerId];
  if (!box || box.out) return refused("no-device", "no such container");
  const ship = state.ship;
  const a = ship.cells[piece.place.cell]!;
  const b = ship.cells[box.cell]!;
  if (!ship.neighbours[a.id]!.includes(b.id))
    return refused("not-next-to", said`the container at ${placeName(b)} is not next to ${piece}`);
  const index = shipIndex(ship);
  const ahead = (from: { x: number; y: number }) => index.cellAt(b.level, from.x + (b.x - a.x), from.y + (b.y - a.y));
  const c = ahead(b);
  if (c === undefined) return refused("blocked", `there is no room beyond ${placeName(b)}`);
  const cCell = ship.cells[c]!;
  if (!TERRAIN[cCell.terrain].passable || (cCell.terrain === "door" && !isOpenDoor(state, c)) || isDebris(state, c))
    return refused("blocked", `${placeName(cCell)} is blocked`);
  if (containerOn(state, c)) return refused("blocked", `another container stands on ${placeName(cCell)}`);

  let helper: Piece | undefined;
  if (helperId !== undefined) {
    const h = ownPiece(state, helperId);
    if (isRefusal(h)) return refused(h.code, { parts: ["helper: ", ...(h.parts ?? [h.reason])] });
    if (h.place.at !== "cell" || h.place.cell !== c)
      return refused("not-next-to", `the helper must stand on the far side of the container, at ${placeName(cCell)}`);
    if (h.carrying) return refused("carrying", said`${h} is carrying a friend: put him down first`);
    helper = h;
  } else if (piecesOn(state, c).length > 0) return refused("blocked", `someone stands on ${placeName(cCell)}`);

  const extra = cargoExtra({
    kind: box.kind,
    stairs: b.terrain === "stairs" || cCell.terrain === "stairs",
    zeroGravity: !hasGravity(state, a.id),
    helped: helper !== undefined,
  });
  if (!extra.ok) return extra;
  const moves: { piece: Piece; to: number }[] = [{ piece, to: b.id }];
  if (helper) {
    const d = ahead(cCell);
    if (d === undefined) return refused("blocked", `the helper has no room to step back from ${placeName(cCell)}`);
    moves.push({ piece: helper, to: d });
  }
  const pieces = state.pieces.slice();
  for (const m of moves) {
    const step = stepCost(state, m.piece, m.to);
    if (!step.ok) return refused(step.code, said`${m.piece}: ${step.reason}`);
    const total = step.mu + extra.each;
    if (total > m.piece.mu)
      return refused("move-units", said`${m.piece} needs ${moveUnits(total)} and has ${m.piece.mu} left`);
    pieces[m.piece.id] = {
      ...m.piece,
      place: { at: "cell", cell: m.to },
      mu: m.piece.mu - total,
      movedCargo: m.piece.movedCargo || !hasGravity(state, a.id),
    };
  }
  const cargo = state.cargo.slice();
  // Pushed into an air lock (a hull lock's hex, the cargo hatch) it goes out of the ship: scenarios count it.
  const lock = ship.airlocks.find((l) => l.cells.includes(c));
  cargo[box.id] = { ...box, cell: c, ...(lock ? { out: { side: piece.side, lock: lock.id } } : {}) };
  const after = changedState(state, { pieces, cargo });
  const enemy = otherSide(piece.side);
  const moved: PushFacts = {
    device: box.kind,
    from: placeName(b),
    to: placeName(cCell),
    ...(lock ? { lock: lock.name } : {}),
  };
  const referee: PushFacts = {
    ...moved,
    marker: ownRef(state, piece),
    ...(helper ? { friend: ownRef(state, helper) } : {}),
  };
  const theirs: PushFacts | undefined = isOpen(after)
    ? { ...moved, marker: enemyRef(piece), steps: openPush(state, moves) }
    : watchedBy(after, enemy, c)
      ? moved
      : undefined;
  const events = [
    told(state.turn, "push", bySide(piece.side, { ...referee, left: pieces[piece.id]!.mu }, theirs, referee)),
  ];
  const settled = settleSight(state, after);
  return done(settled.state, [...events, ...settled.events]);
}

/** Across an open table the enemy sees who shoves the container and where each marker steps. */
function openPush(state: GameState, moves: readonly { piece: Piece; to: number }[]): PushStep[] {
  return moves.map(({ piece, to }) => ({
    marker: enemyRef(piece),
    from: piece.place.at === "cell" ? placeName(state.ship.cells[piece.place.cell]!) : "?",
    to: placeName(state.ship.cells[to]!),
  }));
}

/** Shove a container one hex away from the piece; a helper on its far side shares the work. */
export interface PushAction {
  readonly type: "push";
  readonly piece: number;
  readonly container: number;
  readonly helper?: number;
}

export const PUSH: Rule<PushAction> = { type: "push", play: (s, a) => push(s, a.piece, a.container, a.helper) };
