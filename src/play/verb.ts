// What a verb of the command language is: one registry entry (src/play/verbs/) says how it is read
// from words, written back, resolved into engine actions against the acting side's knowledge, what
// it offers in the device menu, and its help line. The engine's part (its rule) is in src/engine.
// Entries import the engine for types only, so the help loads without it (test/cli/startup-imports).
import type { Direction } from "../hex/coords.js";
import type { Action } from "../engine/rules.js";
import type { Refusal } from "../engine/refusal.js";
import type { Piece, Side } from "../engine/state.js";
import type { Ship } from "../ship/ship.js";
import type { OwnMarker, PlayerView } from "../view/player-view.js";
import type { SeenEvent } from "../view/witnessed.js";
import type { Words } from "./words.js";

/** A step's way: one of the six directions, or up or down a ladder or stairs. */
export type Way = Direction | "up" | "down";

/**
 * One of the side's own markers as a command names it: its number (7), or as typed: "7", "?7", a
 * soldier's name, a stable label (d1), or the hex it stands on.
 */
export type Who = number | string;

/** One line of help: the command's form and what it does (docs/SCRIPTS.md has a row for each). */
export interface Help {
  readonly usage: string;
  readonly about: string;
}

/** A choice of the device menu: what it is, what it does, the command it plays (src/play/device-choices.ts). */
export interface MenuChoice {
  readonly label: string;
  readonly about: string;
  /** The command played when chosen; absent when the player first picks a door on the map. */
  readonly command?: StructuredCommand;
  /** The same command as a line of the command language, for the player to read. */
  readonly line?: string;
  readonly pick?: "door";
  /** Asked first (y/n): for what cannot be undone. */
  readonly confirm?: string;
}

/** Any command as data: `{ verb: "move", who: 7, ways: ["e"] }` (each verb's shape is in its entry). */
export interface StructuredCommand {
  readonly verb: string;
}

/** Where the device menu is asked from: the ship, the side's view, the marker chosen (if any, on the map). */
export interface MenuContext {
  readonly ship: Ship;
  readonly view: PlayerView;
  readonly marker: OwnMarker | undefined;
  /** The marker's cell, when it stands on the map. */
  readonly cell: number | undefined;
  /** Things of note where it stands that are not worked: each entry may add lines. */
  readonly notes: string[];
}

/**
 * A command that ends early and well: nothing wrong, the command has done what it could and says why
 * it stopped (travel: something came into sight, the move units ran out). The command is played.
 */
export interface Stop {
  readonly stop: string;
  /** Why, as a stable word for programs (the protocol's `stop`): STOP_REASONS. */
  readonly why: StopReason;
}

/**
 * Why a travel ended: it arrived; something came into sight; no way on that the side knows; the move
 * units ran out short of the hex; the marker is no longer on the map.
 */
export const STOP_REASONS = ["arrived", "sighted", "no-way", "out-of-mu", "gone"] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** One action of a command, resolved against the state the action before it left (or a stop). */
export type Step = (r: Resolver) => Action | Refusal | Stop;

/**
 * What a verb may ask of the game, as the acting side knows it. Built for each step on the state as
 * it then is; the markers a command names are followed from step to step (`move 89:1006 w w`).
 */
export interface Resolver {
  readonly side: Side;
  readonly ship: Ship;
  /** One of the side's markers in play, by WHO; the same piece for the rest of the command. */
  own(who: Who): Piece | Refusal;
  /** Like `own`, and `dummy` names the side's next dummy still to be placed (deployment). */
  deploying(who: Who): Piece | Refusal;
  /** How the command names the piece to the player: as typed (a name, a label), or `?N`. */
  name(piece: Piece): string;
  /** A hex of the ship by name ("92:0305", "90:0305@floor"). */
  hex(text: string): number | Refusal;
  /** The cell one way from the piece's hex: a neighbour, or up or down a ladder or stairs. */
  towards(piece: Piece, way: Way): number | Refusal;
  /** The cell straight on from CELL in a direction, on its level. */
  beyond(cell: number, way: Direction): number | undefined;
  /** The container on a cell, if one stands there. */
  container(cell: number): number | undefined;
  /** The enemy marker a side means by TEXT, among those it sees: "?7", "99:0306", "99:0306 Norx Brute". */
  enemy(text: string): number | Refusal;
  /** The one of CELLS next to the piece (WHAT names them in a refusal). */
  nextTo(piece: Piece, cells: readonly number[], what: string): number | Refusal;
  /**
   * Where one of the side's markers can get, as the side knows the ship (src/view/reach-view.ts):
   * cell -> move units, this turn, or (PLAN) over as many turns as it takes; DOORS "all": as if every
   * door were open (the ways open to a marker that opens the doors on them).
   */
  reach(piece: Piece, plan?: boolean, doors?: "known" | "all"): ReadonlyMap<number, number>;
  /**
   * Where the marker could get over the turns with every door open and the enemy markers the side
   * knows of gone: a way they alone close (travel names them).
   */
  reachPast(piece: Piece): ReadonlyMap<number, number>;
  /** The enemy markers the side knows of on CELL, as its view labels them (`?7`, `Norx Brute`). */
  enemiesOn(cell: number): readonly string[];
  /** The cells where the side's own markers stand (a route passes them only when it must: travel). */
  ownCells(): ReadonlySet<number>;
  /** The enemy markers the side has in sight now, each as its view labels it (`?7`, `Norx Brute`) with its hex. */
  inSight(): readonly string[];
  /** What the side witnessed of the command's last step (none before the first): its own log's events. */
  news(): readonly SeenEvent[];
}

/** A verb: its entry in the registry (src/play/verbs/index.ts). */
export interface Verb<C extends StructuredCommand = StructuredCommand> {
  /** The word that starts the command. */
  readonly verb: C["verb"];
  readonly help: Help;
  /** The form a refusal names ("usage: ..."), where the help's is too short; by default the help's. */
  readonly form?: string;
  /** The command from the words after the verb; a refusal is kept in WORDS (src/play/words.ts). */
  parse(words: Words): C;
  /** The command as a line of the command language: `parse` reads it back to the same command. */
  write(command: C): string;
  /**
   * Its engine actions, in order, each resolved once the one before it has applied (so an iterable
   * may decide its next step from where the last left the game).
   */
  steps(command: C): Iterable<Step>;
  /** Choices it adds to the device menu of a marker (or of the side, with none chosen). */
  menu?(at: MenuContext): readonly MenuChoice[];
  /**
   * The commands of this verb worth trying for a marker (or for the side, with none chosen), from the
   * side's view alone: `legal` tries each and keeps those the game takes (src/play/legal-actions.ts).
   * Absent: the verb's menu choices are tried instead, if any.
   */
  offers?(at: OfferContext): readonly C[];
  /**
   * Commands of this verb that differ only in their hex, too many to try one by one (`travel 7 HEX`,
   * `dummy HEX`): for each, the hexes worth asking about, from the side's knowledge alone. `legal`
   * lists the hexes the game takes each with (src/play/legal-hexes.ts).
   */
  hexOffers?(at: HexContext): readonly HexOffer<C>[];
}

/** Where `legal` asks a verb for its commands by hex: as for `offers`, and the marker's reach as the side knows the ship. */
export interface HexContext extends OfferContext {
  /**
   * Where one of the side's markers can get (src/view/reach-view.ts): this turn, or over as many turns as
   * it takes (PLAN); DOORS "all": as if every door were open.
   */
  reach(marker: number, plan: boolean, doors?: "known" | "all"): ReadonlyMap<number, number>;
}

/** A command with a hex in it, and the cells to ask it with. */
export interface HexOffer<C extends StructuredCommand = StructuredCommand> {
  /** The command with HEX (a hex as the map names it) in its place. */
  readonly command: (hex: string) => C;
  /** The cells worth asking about, in the ship's order: any other the game would refuse. */
  readonly cells: readonly number[];
  /**
   * Cells whose commands begin with the same action share a key (travel: its first step), so one
   * trial answers for all of them; none, each cell is its own.
   */
  readonly key?: (cell: number) => number | undefined;
}

/** Where `legal` asks a verb what to try: the ship, the side's view, one of its markers (or none: the side). */
export type OfferContext = Omit<MenuContext, "notes">;

/** The six directions and up and down: the ways a step may go. */
export const WAYS: readonly Way[] = ["nw", "ne", "e", "se", "sw", "w", "up", "down"];
