// The deploy phase: the side deploying places its markers on hexes of their zones, may add the
// extra dummies the scenario gives it, then says it is ready. The enemy learns only that it is done.
import { drawNumber, newPiece } from "../new-piece.js";
import { placeName } from "../../ship/ship.js";
import { piecesOn } from "../board.js";
import { ownLabel, ownRef, toAll, told } from "../events.js";
import { SOLDIERS_PER_HEX } from "../movement.js";
import { done, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import type { GameState, Piece } from "../state.js";
import { openPlay } from "./begin.js";
import { sideZoneCells, type Deployment } from "./zones.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState } from "../shapes.js";

/** Places (or places again) one of the side's markers on a hex of its zone. */
function deploy(state: GameState, deployment: Deployment, pieceId: number, cell: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  const label = ownLabel(piece);
  const zone = deployment.zoneOf[piece.id];
  const added = deployment.added.includes(piece.id);
  if (zone === undefined && !added)
    return refused("rules", `${label} does not deploy: it starts ${startedAt(state, piece)}`);
  const target = state.ship.cells[cell];
  if (!target) return refused("no-such-hex", "no such hex");
  const name = placeName(target);
  const allowed = zone !== undefined ? new Set(deployment.zones[zone]!.cells) : sideZoneCells(deployment, state.side);
  const zoneName = zone !== undefined ? `zone ${deployment.zones[zone]!.name}` : "your zones";
  if (!allowed.has(cell))
    return refused("outside-zone", `${name} is not a hex of ${zoneName} that a marker can be placed on`);
  if (piece.place.at === "cell" && piece.place.cell === cell)
    return refused("already", `${label} is already at ${name}`);
  if (piece.soldier) {
    const there = piecesOn(state, cell).filter((p) => p.side === state.side && p.soldier && p.id !== piece.id);
    if (there.length >= SOLDIERS_PER_HEX)
      return refused("no-room", `${name} already holds ${SOLDIERS_PER_HEX} soldiers`);
  }
  const placed = replacePiece(state, { ...piece, place: { at: "cell", cell } });
  return done(placed, [placedEvent(state, piece, name)]);
}

/** Another dummy, on any hex of the side's zones, while the scenario's allowance lasts. */
export function addDummy(state: GameState, deployment: Deployment, cell: number): Outcome {
  const side = state.side;
  const allowance = deployment.extraDummies[side];
  if (allowance === 0) return refused("rules", `the scenario gives ${side} no extra dummies to deploy`);
  const inPlay = deployment.added.filter(
    (id) => state.pieces[id]!.side === side && state.pieces[id]!.place.at !== "gone",
  ).length;
  if (inPlay >= allowance)
    return refused("none-left", `all ${allowance} of your extra dummies are placed: take one off, or place one again`);
  const target = state.ship.cells[cell];
  if (!target) return refused("no-such-hex", "no such hex");
  if (!sideZoneCells(deployment, side).has(cell))
    return refused("outside-zone", `${placeName(target)} is not a hex of your zones that a marker can be placed on`);
  const drawn = drawNumber(state, side);
  if (!drawn) return refused("none-left", `all ${state.rules.markers[side]} of your markers are in use`);
  const piece = newPiece({ id: state.pieces.length, side, number: drawn.number, place: { at: "cell", cell } });
  const next: GameState = {
    ...state,
    pieces: [...state.pieces, piece],
    privateRng: { ...state.privateRng, [side]: drawn.rng },
    deployment: { ...deployment, added: [...deployment.added, piece.id] },
  };
  return done(next, [placedEvent(next, piece, placeName(target))]);
}

/** A dummy taken off before play, whether placed yet or not. */
export function takeOff(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.soldier) return refused("not-a-dummy", said`${piece} is a soldier, not a dummy`);
  const own = { marker: ownRef(state, piece), beforePlay: true as const };
  return done(replacePiece(state, { ...piece, place: { at: "gone" } }), [
    told(
      state.turn,
      "dummy-taken-off",
      state.side === "blue" ? { referee: own, blue: own } : { referee: own, yellow: own },
    ),
  ]);
}

/** The side has deployed: the next side deploys, or play begins. */
function ready(state: GameState, deployment: Deployment): Outcome {
  const side = state.side;
  const left = state.pieces.filter((p) => p.side === side && p.place.at === "zone");
  if (left.length > 0)
    return refused("not-placed", `place every marker first: ${left.map(ownLabel).join(", ")} still to place`);
  const deployed = told(state.turn, "deployed", toAll({ side }));
  const waiting = deployment.waiting.slice(1);
  if (waiting.length > 0)
    return done(changedState(state, { side: waiting[0]!, deployment: { ...deployment, waiting } }), [deployed]);
  const opened = openPlay(state);
  const first = opened.state.side;
  return done(opened.state, [
    deployed,
    ...opened.events,
    told(opened.state.turn, "turn-started", toAll({ side: first, turn: opened.state.turn })),
  ]);
}

/** A marker placed: STATE holds it. */
function placedEvent(state: GameState, piece: Piece, where: string) {
  const own = { marker: ownRef(state, piece), hex: where };
  return told(
    state.turn,
    "marker-deployed",
    state.side === "blue" ? { referee: own, blue: own } : { referee: own, yellow: own },
  );
}

function startedAt(state: GameState, piece: Piece): string {
  const p = piece.place;
  if (p.at === "cell") return `at ${placeName(state.ship.cells[p.cell]!)}`;
  if (p.at === "lock" || p.at === "outside")
    return `${p.at === "lock" ? "in" : "outside"} ${state.ship.airlocks[p.lock]!.name}`;
  return "elsewhere";
}

/** Before play: place a marker on a hex of its zone. */
export interface DeployAction {
  readonly type: "deploy";
  readonly piece: number;
  readonly cell: number;
}

/** Before play: the side has deployed. */
export interface ReadyAction {
  readonly type: "ready";
}

const deployingOver = () => refused("wrong-phase", "deployment is over: the game is in play");

export const DEPLOY: Rule<DeployAction> = {
  type: "deploy",
  play: deployingOver,
  deploy: (s, a, deployment) => deploy(s, deployment, a.piece, a.cell),
};
export const READY: Rule<ReadyAction> = {
  type: "ready",
  play: deployingOver,
  deploy: (s, _a, deployment) => ready(s, deployment),
};
