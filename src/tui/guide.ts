// The guided first game (the Introduction): a hint on the key line pointing at the next useful key,
// each shown once when it applies, skipped with one key and turned off for good with another.
import type { OwnMarker, PlayerView } from "../seat/index.js";
import type { Ship } from "../ship/ship.js";
import { boundKey, type CommandName, type Keymap } from "./keymap.js";
import { markerCell } from "./marks.js";
import { selectedMarker, type SideUi } from "./play-state.js";
import { cut } from "./text-fit.js";
import { LOOKS, type Theme } from "./theme.js";
import type { AppState } from "./app-state.js";
import type { Game } from "./game.js";

export type HintKind = "board" | "look" | "fire" | "open-door" | "travel" | "end-turn";

/** A side's hints in a guided game: those done with (used, skipped, or shown and gone by), and the one on show. */
export interface Guide {
  readonly done: Set<HintKind>;
  showing?: HintKind;
}

/** What a hint reads to see whether it applies: the side's own view and its screen's selection, nothing else. */
interface HintScene {
  readonly ship: Ship;
  readonly view: PlayerView;
  readonly marker: OwnMarker | undefined;
}

interface Hint {
  readonly kind: HintKind;
  /** Using this command is doing what the hint says: it is not shown again. */
  readonly commands: readonly CommandName[];
  applies(s: HintScene): boolean;
  /** The hint, its key first (KEY: the player's own binding of the command). */
  words(key: (command: CommandName) => string): string;
}

const onMap = (m: OwnMarker | undefined): boolean => m?.where.at === "cell";
const enemyInSight = (v: PlayerView): boolean => v.enemies.some((e) => e.inSight);

/** Most pressing first: the way aboard, then an enemy in sight, then a door, the way on, the turn's end. */
const HINTS: readonly Hint[] = [
  {
    kind: "board",
    commands: ["air-lock"],
    applies: (s) => s.marker?.where.at === "outside",
    words: (k) => `${k("air-lock")} boards the air lock this marker waits at`,
  },
  {
    kind: "look",
    commands: ["next-enemy", "look"],
    applies: (s) => enemyInSight(s.view),
    words: (k) => `${k("next-enemy")} looks at the enemy markers in sight, one by one`,
  },
  {
    kind: "fire",
    commands: ["fire"],
    applies: (s) => onMap(s.marker) && s.marker?.soldier?.weapon !== undefined && enemyInSight(s.view),
    words: (k) => `${k("fire")} fires at an enemy in sight (the odds are shown)`,
  },
  {
    kind: "open-door",
    commands: ["open-door"],
    applies: (s) => closedDoorNext(s),
    words: (k) => `${k("open-door")} then a direction opens the door next to this marker`,
  },
  {
    kind: "travel",
    commands: ["travel", "travel-on"],
    applies: (s) => onMap(s.marker) && (s.marker?.mu ?? 0) > 0,
    words: (k) => `${k("travel")} travels: move the cursor to a hex, Enter walks there`,
  },
  {
    kind: "end-turn",
    commands: ["end-turn"],
    applies: (s) => s.marker !== undefined && s.marker.mu === 0,
    words: (k) => `${k("end-turn")} ends your turn once your markers have moved`,
  },
];

/** A closed door (as far as the side knows) on a hex next to the marker. */
function closedDoorNext(s: HintScene): boolean {
  const cell = s.marker && onMap(s.marker) ? markerCell(s.ship, s.marker) : undefined;
  if (cell === undefined) return false;
  const open = new Set(s.view.openDoors);
  return (s.ship.neighbours[cell] ?? []).some((n) => {
    const c = s.ship.cells[n]!;
    return c.terrain === "door" && !open.has(c.name);
  });
}

/** The Introduction: each side at this screen is guided by hints, unless the player turned them off for good. */
export function guideGame(s: AppState, game: Game): void {
  if (s.o.hints?.wanted === false) return;
  for (const ui of Object.values(game.ui)) if (ui) ui.guide = { done: new Set() };
}

/** What the hint line is drawn from: the side's view, its screen state, its keys, the line's width and looks. */
interface GuideScene {
  readonly ship: Ship;
  readonly view: PlayerView;
  readonly ui: SideUi;
  readonly keymap: Keymap;
  readonly cols: number;
  readonly theme: Theme;
}

/**
 * The hint line for the side to move, painted, or none: the first hint not done with that applies. One
 * on show that no longer does has had its turn and is done with (each is shown once).
 */
export function guideLine({ ship, view, ui, keymap, cols, theme }: GuideScene): string | undefined {
  const guide = ui.guide;
  if (!guide) return undefined;
  const scene = { ship, view, marker: selectedMarker(view, ui) };
  const hint = HINTS.find((h) => !guide.done.has(h.kind) && h.applies(scene));
  if (guide.showing !== undefined && guide.showing !== hint?.kind) guide.done.add(guide.showing);
  guide.showing = hint?.kind;
  if (!hint) return undefined;
  const key = (command: CommandName): string => boundKey(keymap, command);
  const text = `Hint: ${hint.words(key)}`;
  const keys = `  ${key("hint-skip")} skip, ${key("hints-off")} no hints`;
  // The hint whole first; the keys that skip it when they fit too.
  return theme.paint(LOOKS.key, text.length + keys.length <= cols ? text + keys : cut(text, cols));
}

/**
 * A key on the game screen as the guide hears it: the skip key puts the hint on show by (true: the key
 * is used up); a command a hint points at does that hint's work, so it is not shown again.
 */
export function guideKey(ui: SideUi, command: CommandName | undefined): boolean {
  const guide = ui.guide;
  if (!guide || command === undefined) return false;
  if (command === "hint-skip") {
    if (guide.showing !== undefined) guide.done.add(guide.showing);
    delete guide.showing;
    return true;
  }
  for (const h of HINTS) if (h.commands.includes(command)) guide.done.add(h.kind);
  return false;
}
