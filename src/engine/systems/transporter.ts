// The matter transporter (booths in modules 93 and 94): once a side-turn it sends one marker
// standing alone in a booth to the other booth, or, if no one goes, the container standing in
// a booth next to a soldier. It will not send while the far booth holds anyone or anything.
import { placeName } from "../../ship/ship.js";
import { containerOn, piecesOn } from "../board.js";
import { knownCargo, seesMarkersOn, sideSees } from "../knowledge.js";
import { enemyRef, ownRef, told } from "../events.js";
import type { TransportFailedFacts, TransportedFacts } from "../facts/machines.js";
import { settleSight } from "../settle-sight.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Piece, type Side } from "../state.js";
import { controlCost, within } from "./controls.js";
import { deviceIndex } from "../../ship/device-index.js";
import { withDevices } from "./devices.js";
import { toldSides } from "./telling.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";

export function transport(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  const booths = deviceIndex(state.ship).booths;
  const here = piece.place.cell;
  const source = booths.includes(here) ? here : within(state, piece, booths).find((b) => containerOn(state, b));
  if (source === undefined)
    return refused(
      "wrong-place",
      said`${piece} is neither in a transporter booth nor next to one with a container in it`,
    );
  if (booths.length !== 2)
    return refused("no-device", `the transporter needs two booths aboard; this ship has ${booths.length}`);
  const far = booths.find((b) => b !== source)!;
  const cells = state.ship.cells;
  if (state.devices.transportedAt === state.tick)
    return refused("used-this-turn", "the transporter has already sent someone or something this turn");
  const cost = controlCost(state, piece);
  if (cost > piece.mu)
    return refused(
      "move-units",
      said`working the transporter needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`,
    );
  const enemy = otherSide(piece.side);
  const from = placeName(cells[source]!);
  const to = placeName(cells[far]!);
  if (source === here) {
    if (piecesOn(state, here).length > 1 || containerOn(state, here))
      return refused("blocked", said`${piece} must be alone in the booth at ${from} to be sent`);
  } else {
    if (!piece.soldier) return refused("dummy", said`${piece} is a dummy: only soldiers work devices`);
    if (piecesOn(state, source).length > 0)
      return refused("blocked", `the container must be alone in the booth at ${from} to be sent`);
  }
  if (piecesOn(state, far).length > 0 || containerOn(state, far)) return farBoothTaken(state, piece, source, far, cost);
  const used = withDevices(state, { transportedAt: state.tick });

  if (source === here) {
    const sent = { ...piece, place: { at: "cell" as const, cell: far }, mu: piece.mu - cost };
    const after = replacePiece(used, sent);
    const own: TransportedFacts = { marker: ownRef(state, piece), from, to, mu: cost };
    const theirs = seen(state, after, enemy, source, far, { marker: enemyRef(piece) });
    const settled = settleSight(state, after);
    const sentOff = told(state.turn, "transported", toldSides(piece.side, { ...own, left: sent.mu }, theirs, own));
    return done(settled.state, [sentOff, ...settled.events]);
  }

  const box = containerOn(state, source)!;
  const cargo = state.cargo.slice();
  cargo[box.id] = { ...box, cell: far };
  const after = replacePiece({ ...used, cargo }, { ...piece, mu: piece.mu - cost });
  const own: TransportedFacts = { marker: ownRef(state, piece), cargo: box.kind, from, to, mu: cost };
  const theirs = seen(state, after, enemy, source, far, { cargo: box.kind });
  const settled = settleSight(state, after);
  const sentOff = told(
    state.turn,
    "transported",
    toldSides(piece.side, { ...own, left: piece.mu - cost }, theirs, own),
  );
  return done(settled.state, [sentOff, ...settled.events]);
}

/** What the enemy saw of a sending: the booth it left, the one it reached, both, or neither (then nothing). */
function seen(
  state: GameState,
  after: GameState,
  enemy: Side,
  source: number,
  far: number,
  what: TransportedFacts,
): TransportedFacts | undefined {
  const seenGo = seesMarkersOn(state, enemy, source);
  const seenCome = seesMarkersOn(after, enemy, far);
  if (!seenGo && !seenCome) return undefined;
  const cells = state.ship.cells;
  return {
    ...what,
    ...(seenGo ? { from: placeName(cells[source]!) } : {}),
    ...(seenCome ? { to: placeName(cells[far]!) } : {}),
  };
}

/**
 * The far booth is not empty, and the transporter will not work. When the side sees that booth,
 * its own markers stand there, or it last saw the container there, it knows as much: a refusal. Otherwise it finds
 * out only by trying: the controls are worked (their move units are spent), and markers of the
 * enemy standing in the far booth hear it hum, as the side hears it fail.
 */
function farBoothTaken(state: GameState, piece: Piece, source: number, far: number, cost: number): Outcome {
  const cells = state.ship.cells;
  const from = placeName(cells[source]!);
  const to = placeName(cells[far]!);
  const there = piecesOn(state, far);
  const box = containerOn(state, far);
  const known =
    sideSees(state, piece.side, far) ||
    seesMarkersOn(state, piece.side, far) ||
    there.some((p) => p.side === piece.side) ||
    (box !== undefined && knownCargo(state, piece.side)[box.id] === far);
  if (known) return refused("blocked", `the booth at ${to} is not empty: the transporter will not work`);
  const enemy = otherSide(piece.side);
  const after = replacePiece(state, { ...piece, mu: piece.mu - cost });
  const referee: TransportFailedFacts = {
    marker: ownRef(state, piece),
    from,
    to,
    markers: there.map((p) => ownRef(state, p)),
    ...(box ? { container: true } : {}),
    mu: cost,
  };
  const own: TransportFailedFacts = { marker: ownRef(state, piece), from, to, mu: cost, left: piece.mu - cost };
  const heard = there.some((p) => p.side === enemy) ? { from, to } : undefined;
  return done(after, [told(state.turn, "transport-failed", toldSides(piece.side, own, heard, referee))]);
}

/** Go to the other transporter booth, or send the container in a booth next to the piece. */
export interface TransportAction {
  readonly type: "transport";
  readonly piece: number;
}

export const TRANSPORT: Rule<TransportAction> = { type: "transport", play: (s, a) => transport(s, a.piece) };
