// Turning a player's command into engine actions, reading only the acting side's own pieces.
import { step, type Direction } from "../hex/coords.js";
import type { Level } from "../map/terrain.js";
import type { Action } from "../engine/actions/action.js";
import { shipIndex } from "../ship/ship-index.js";
import type { GameState, Piece } from "../engine/state.js";
import { findCell } from "../ship/find-cell.js";
import { placeName } from "../ship/ship.js";
import type { Command, Way } from "./command.js";
import { enemyTarget } from "./target.js";
import { systemAction } from "./system-commands.js";

/** Each step is resolved against the state the previous step left. */
export type Step = (state: GameState) => Action | string;

const HEIGHT: Readonly<Record<Level, number>> = { belowdecks: 0, floor: 0, main: 1, upper: 2 };

export function steps(command: Command): Step[] {
  switch (command.verb) {
    case "move":
      return command.ways.map(
        (way) => (s) =>
          withPiece(s, command.who, (p) => {
            const to = wayFrom(s, p, way);
            return typeof to === "string" ? to : { type: "move", piece: p.id, to };
          }),
      );
    case "open":
    case "close":
      return [
        (s) =>
          withPiece(s, command.who, (p) => {
            const door = wayFrom(s, p, command.way);
            return typeof door === "string" ? door : { type: command.verb, piece: p.id, door };
          }),
      ];
    case "skip":
      return [(s) => withPiece(s, command.who, (p) => skipAction(s, p, command.way))];
    case "board":
    case "exit":
      return [(s) => withPiece(s, command.who, (p) => ({ type: command.verb, piece: p.id }))];
    case "leave":
      return [(s) => withPiece(s, command.who, (p) => leaveAction(s, p, command.hex))];
    case "push":
      return [(s) => withPiece(s, command.who, (p) => pushAction(s, p, command.way, command.helper))];
    case "dummy":
      return [
        (s) => {
          const cell = findCell(s.ship, command.hex);
          return cell === undefined ? `no hex ${command.hex} on this ship` : { type: "dummy", cell };
        },
      ];
    case "remove":
      return [(s) => withPiece(s, command.who, (p) => ({ type: "remove", piece: p.id }))];
    case "fire":
    case "melee":
      return [
        (s) =>
          withPiece(s, command.who, (p) => {
            const target = enemyTarget(s, command.target);
            return typeof target === "string" ? target : { type: command.verb, piece: p.id, target };
          }),
      ];
    case "carry":
    case "heal":
      return [
        (s) =>
          withPiece(s, command.who, (p) =>
            withPiece(s, command.friend, (f) => ({ type: command.verb, piece: p.id, friend: f.id })),
          ),
      ];
    case "drop":
    case "ambush":
      return [(s) => withPiece(s, command.who, (p) => ({ type: command.verb, piece: p.id }))];
    case "end":
      return [() => ({ type: "end" })];
    case "deploy":
      return [
        (s) =>
          withDeploying(s, command.who, (p) => {
            const cell = findCell(s.ship, command.hex);
            return cell === undefined ? `no hex ${command.hex} on this ship` : { type: "deploy", piece: p.id, cell };
          }),
      ];
    case "ready":
      return [() => ({ type: "ready" })];
    case "station":
    case "bridge":
    case "switch":
    case "transport":
    case "launch":
    case "wake":
    case "identify":
      return [(s) => systemAction(s, command, findOwnPiece)];
  }
}

/**
 * The side to move's piece named by a marker number (7 or ?7), a soldier's name, or the
 * hex it stands on (when only one of its markers stands there); otherwise why not.
 */
export function findOwnPiece(state: GameState, who: string): Piece | string {
  const own = state.pieces.filter((p) => p.side === state.side && p.place.at !== "gone");
  const number = /^\??(\d+)$/.exec(who);
  const found = number
    ? own.filter((p) => p.number === Number(number[1]))
    : /^\d+:\d{4}/.test(who)
      ? own.filter((p) => p.place.at === "cell" && p.place.cell === findCell(state.ship, who))
      : own.filter((p) => p.soldier?.name.toLowerCase() === who.toLowerCase());
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    return `${found.length} of your markers stand on ${who}: name one by its number (${found.map((p) => `?${p.number}`).join(", ")})`;
  return `${state.side} has no marker or soldier '${who}'`;
}

/** Like withPiece; "dummy" names the side's next dummy still to be placed. */
function withDeploying(state: GameState, who: string, then: (p: Piece) => Action | string): Action | string {
  if (who.toLowerCase() !== "dummy") return withPiece(state, who, then);
  const next = state.pieces.find((p) => p.side === state.side && !p.soldier && p.place.at === "zone");
  return next ? then(next) : `${state.side} has no dummy still to place`;
}

function withPiece(state: GameState, who: string, then: (p: Piece) => Action | string): Action | string {
  const piece = findOwnPiece(state, who);
  return typeof piece === "string" ? piece : then(piece);
}

/** The cell one step from a piece: a neighbour in a direction, or up or down a ladder or stairs. */
function wayFrom(state: GameState, piece: Piece, way: Way): number | string {
  if (piece.place.at !== "cell") return `?${piece.number} is not on the map`;
  const cell = state.ship.cells[piece.place.cell]!;
  if (way === "up" || way === "down") {
    const sign = way === "up" ? 1 : -1;
    const link = state.ship.links[cell.id]!.find(
      (l) => Math.sign(HEIGHT[state.ship.cells[l]!.level] - HEIGHT[cell.level]) === sign,
    );
    return link ?? `there is no ladder or stairs ${way} from ${placeName(cell)}`;
  }
  const to = step(cell, way as Direction);
  const id = shipIndex(state.ship).cellAt(cell.level, to.x, to.y);
  return id ?? `there is no hex ${way} of ${placeName(cell)}`;
}

/** A skip through the wall next to the piece: a move onto the hex straight beyond it. */
function skipAction(state: GameState, piece: Piece, way: Direction): Action | string {
  const wall = wayFrom(state, piece, way);
  if (typeof wall === "string") return wall;
  const cell = state.ship.cells[wall]!;
  if (cell.terrain !== "wall") return `${placeName(cell)} is no wall: skip goes through a wall (use move)`;
  const beyond = step(cell, way);
  const to = shipIndex(state.ship).cellAt(cell.level, beyond.x, beyond.y);
  return to === undefined
    ? `there is no hex beyond the wall at ${placeName(cell)}`
    : { type: "move", piece: piece.id, to };
}

function leaveAction(state: GameState, piece: Piece, hex: string | undefined): Action | string {
  if (piece.place.at !== "lock") return `?${piece.number} is not in an air lock`;
  const exits = state.ship.airlocks[piece.place.lock]!.exits;
  if (hex === undefined) {
    if (exits.length === 1) return { type: "leave", piece: piece.id, to: exits[0]! };
    return `say which way out: ${exits.map((e) => placeName(state.ship.cells[e]!)).join(", ")}`;
  }
  const to = findCell(state.ship, hex);
  return to === undefined ? `no hex ${hex} on this ship` : { type: "leave", piece: piece.id, to };
}

function pushAction(state: GameState, piece: Piece, way: Direction, helperWho: string | undefined): Action | string {
  const at = wayFrom(state, piece, way);
  if (typeof at === "string") return at;
  const box = state.cargo.find((c) => c.cell === at && !c.out);
  if (!box) return `there is no container ${way} of ?${piece.number}`;
  if (helperWho === undefined) return { type: "push", piece: piece.id, container: box.id };
  const helper = findOwnPiece(state, helperWho);
  return typeof helper === "string"
    ? `helper: ${helper}`
    : { type: "push", piece: piece.id, container: box.id, helper: helper.id };
}
