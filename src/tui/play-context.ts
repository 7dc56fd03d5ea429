// What the game screen's keys act on: the side's view and screen state, and its seat's commands and queries.
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { Command, DeviceMenu, Odds, Played, PlayerView, TravelGoals } from "../seat/index.js";
import type { Keymap } from "./keymap.js";
import type { SideUi, Sub } from "./play-state.js";

export interface PlayContext {
  readonly ship: Ship;
  readonly view: PlayerView;
  readonly ui: SideUi;
  sub: Sub;
  readonly keymap: Keymap;
  /** The ship's levels from the lowest up. */
  readonly levels: readonly Level[];
  /** The side's view as it is now (the one above is as the key came), and its seat's move highlight. */
  viewNow?(): PlayerView;
  reachOf?(marker: number): ReadonlyMap<number, number>;
  /** Plays a command (built from keys, never typed); a refusal becomes the message. */
  run(command: Command): boolean;
  /** The side's travel goals, kept by its seat (and so in the save); set anew whole. */
  goals(): TravelGoals;
  setGoals(goals: TravelGoals): void;
  /** Whether the command would be played now, and why not, said nowhere (the seat's check). */
  probe?(command: Command): Played;
  /**
   * Whether the command would be played now, asked before a y/n question (the seat's check: plays
   * nothing); a refusal becomes the message at once, as a played one's would.
   */
  check(command: Command): boolean;
  /** Plays a line the player typed at the command prompt; a refusal becomes the message. */
  type(line: string): boolean;
  /** The odds of a `fire` or `melee` command, or why it cannot be made (the seat's odds); plays nothing. */
  odds?(command: Command): Odds | undefined;
  /** What the device menu offers the side's marker (the seat's devices). */
  devices(marker: number | undefined): DeviceMenu;
  /** Asks, then ends the turn. */
  endTurn(): void;
  show(overlay: "help" | "messages" | "objectives"): void;
  /** Steps through what the side saw of the enemy's last turn, on the map (src/tui/seen-replay.ts). */
  seen(): void;
  quit(): void;
  /** Turns the guided game's hints off, now and in later games; a line saying why it could not be remembered. */
  hintsOff?(): string | undefined;
}
