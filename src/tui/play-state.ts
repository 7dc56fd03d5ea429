// What the game screen remembers for each side between keys: selection, level, scroll, a message, the prompt in progress.
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { Command, OwnMarker, PlayerView } from "../seat/index.js";
import type { Target } from "./combat-input.js";
import type { DeviceMenu } from "../seat/index.js";
import type { Guide } from "./guide.js";
import { markerCell } from "./marks.js";
import type { Point } from "./viewport.js";

export interface SideUi {
  /** A soldier is followed by name (its marker number changes when it hides again); a dummy by number. */
  selected?: { readonly number: number; readonly name?: string };
  /** The selected marker left the map: keys that act on a marker wait for the player to pick one (src/tui/selection.ts). */
  lost?: boolean;
  level: Level;
  origin: Point;
  numbers: boolean;
  message?: { readonly text: string; readonly warn: boolean };
  /** A key the open prompt did not take, and what the prompt waits for: shown on the prompt's line until the next key. */
  stray?: string;
  /** Set after the selected marker acted: the map turns to the level it is on now. */
  followMarker?: boolean;
  /** How many of the side's events it has read in the log; a burst after them pages with --more-- (src/tui/message-log.ts). */
  readTo?: number;
  moreAt?: number;
  morePending?: boolean;
  /** The side's refused commands and its commands' notes (how a travel ended), kept for its message history. */
  refusals?: { readonly mark: number; readonly turn: number; readonly text: string; readonly note?: true }[];
  /** Set by the centre key: the next drawing puts the selected marker in the middle of the map window. */
  centre?: boolean;
  /** The player hid the move highlight (the hexes the selected marker can reach); it shows until then. */
  hideReach?: boolean;
  /** A single-seat game's other player (over ssh) has left: the waiting line says the game waits for them. */
  away?: boolean;
  /** A guided first game's hints for this side (src/tui/guide.ts); none when the game is not guided or hints are off. */
  guide?: Guide;
  /** Where the placing cursor is while the side deploys (src/tui/deploy-screen.ts). */
  deploy?: { at: Point; level: Level };
}

/** A prompt or mode within the game screen. */
export type Sub =
  | { readonly kind: "normal" }
  | { readonly kind: "direction"; readonly purpose: "open" | "push" }
  /**
   * A cursor over the map: to look, to place a dummy, to pick the door a bridge order works. `travel`:
   * a look opened by a click beyond the shaded hexes, with the selected marker's number; a second click
   * on the cursor's hex sends that marker there (src/tui/mouse-input.ts).
   */
  | {
      readonly kind: "cursor";
      readonly purpose: "look" | "dummy" | "door" | "travel";
      at: Point;
      level: Level;
      travel?: number;
    }
  | { readonly kind: "confirm"; readonly question: string; readonly onYes: () => void }
  /** A typed line: a command of the command language, or (select) a marker by number or name. */
  | { readonly kind: "line"; text: string; readonly select?: true }
  | {
      readonly kind: "choose";
      readonly question: string;
      readonly options: readonly { readonly label: string; readonly command: Command }[];
    }
  | {
      readonly kind: "target";
      readonly purpose: "fire" | "melee";
      readonly targets: readonly Target[];
      index: number;
      /** The free targeting cursor, once moved with a direction key: the target is whatever enemy is under it. */
      at?: { x: number; y: number; level: Level };
    }
  /** The device menu (src/tui/device-menu.ts). */
  | { readonly kind: "devices"; readonly menu: DeviceMenu; index: number };

export function newSideUi(ship: Ship, view: PlayerView): SideUi {
  const first =
    view.own.find((m) => m.soldier && m.where.at === "cell") ??
    view.own.find((m) => m.where.at === "cell") ??
    view.own[0];
  const cell = first ? markerCell(ship, first) : undefined;
  return {
    ...(first ? { selected: selectionOf(first) } : {}),
    level: (cell !== undefined ? ship.cells[cell]?.level : undefined) ?? "main",
    origin: { x: 0, y: 0 },
    numbers: false,
  };
}

export function selectionOf(m: OwnMarker): SideUi["selected"] {
  return m.soldier ? { number: m.number, name: m.soldier.name } : { number: m.number };
}

/** The selected marker if it is still there; else the first soldier on the map, else any marker. */
export function selectedMarker(view: PlayerView, ui: SideUi): OwnMarker | undefined {
  if (ui.lost) return undefined;
  const sel = ui.selected;
  const found =
    sel &&
    (sel.name
      ? view.own.find((m) => m.soldier?.name === sel.name)
      : view.own.find((m) => m.number === sel.number && !m.soldier));
  return (
    found ??
    view.own.find((m) => m.soldier && m.where.at === "cell") ??
    view.own.find((m) => m.where.at === "cell") ??
    view.own[0]
  );
}

/**
 * After an action: if the selected soldier (or dummy) is no longer on the map, shot dead or gone
 * through an air lock, the next marker is selected and the message says so: the next key would
 * otherwise move another marker without a word.
 */
export function noteSelectionGone(view: PlayerView, ui: SideUi): void {
  const sel = ui.selected;
  if (!sel) return;
  const there = sel.name
    ? view.own.some((m) => m.soldier?.name === sel.name)
    : view.own.some((m) => m.number === sel.number && !m.soldier);
  if (there) return;
  delete ui.selected;
  // No other marker takes its place by itself: keys typed ahead would move it (issue 17, finding 4).
  ui.lost = true;
  ui.message = {
    text: `${sel.name ?? `the dummy ?${sel.number}`} is no longer on the map: no marker is selected (Tab or ' picks one)`,
    warn: true,
  };
}
