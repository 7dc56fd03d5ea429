// "What you saw", step by step: the enemy's last turn on the map as this side saw it, built from its
// own views and witnessed events only. Enemy actions it could not see fold into the next step it
// saw (its seat's replay), so the steps never tell how many unseen actions the enemy took.
import type { Level } from "../map/terrain.js";
import { eventLine } from "../seat/event-words.js";
import type { EnemyMarker, PlayerView, ReplayStep } from "../seat/index.js";
import { seatOf, uiOf, type Game } from "./game.js";
import type { Keymap } from "./keymap.js";
import { hidePopup, showMain, type Boxes } from "./layout.js";
import { renderMap } from "./map-render.js";
import { cellMarks } from "./marks.js";
import { sidePanel } from "./side-panel.js";
import { sideTitle, type Side } from "./sides.js";
import { cut, lastFolded, ruled } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";
import { follow, type Point } from "./viewport.js";
import { stepWhen } from "./step-label.js";

export interface SeenReplay {
  readonly side: Side;
  /** The side's view as its last turn ended, then each step of the enemy's turn it saw something in. */
  readonly steps: readonly { readonly view: PlayerView; readonly step: ReplayStep }[];
  index: number;
  level: Level;
  origin: Point;
}

/** The steps of the enemy's last turn, before the side's own turn began; undefined when there are none. */
export function seenReplayOf(game: Game, side: Side): SeenReplay | undefined {
  const all = seatOf(game, side).replay();
  // Mid-turn the side's own steps since its turn began come last: what it saw ends before them.
  let end = all.length;
  while (end > 1 && all[end - 1]!.by === side) end--;
  const lastOwn = all.findLastIndex((s, i) => s.by === side && i < end);
  const steps = all.slice(Math.max(0, lastOwn), end).map((step) => ({ view: step.view as PlayerView, step }));
  if (steps.length < 2) return undefined;
  const ui = uiOf(game, side);
  return { side, steps, index: 0, level: ui.level, origin: { ...ui.origin } };
}

/** Right/l/space next (Enter too, and on the last step it leaves), Left/h back, Home/End, < > v level; Esc or q leaves. */
export function seenKey(r: SeenReplay, key: string, keymap: Keymap, game: Game): "quit" | undefined {
  const levels = game.levels;
  const last = r.steps.length - 1;
  const command = keymap.command(key);
  if (key === "escape" || key === "q" || key === "Q" || (key === "enter" && r.index === last)) return "quit";
  if (["right", "l", "space", "enter", "n", "6"].includes(key)) r.index = Math.min(last, r.index + 1);
  else if (["left", "h", "backspace", "p", "4"].includes(key)) r.index = Math.max(0, r.index - 1);
  else if (key === "home" || key === "g") r.index = 0;
  else if (key === "end" || key === "G") r.index = last;
  else if (command === "climb-up" || command === "climb-down" || command === "view-level") {
    const i = levels.indexOf(r.level);
    r.level =
      (command === "view-level" ? levels[(i + 1) % levels.length] : levels[i + (command === "climb-up" ? 1 : -1)]) ??
      r.level;
    return undefined;
  }
  // The map turns to the level of the enemy marker that moved at this step (else the first in sight).
  const enemy = focusOf(r, r.index);
  if (enemy) r.level = game.ship.cells[enemy.cell]?.level ?? r.level;
  return undefined;
}

/**
 * The enemy marker to look at in a step: one that came to a new hex since the step before (across an
 * open table every move shows), else the first one in sight.
 */
export function focusOf(r: SeenReplay, index: number): EnemyMarker | undefined {
  const now = r.steps[index]!.view.enemies;
  const before = index > 0 ? r.steps[index - 1]!.view.enemies : [];
  const was = new Set(before.map((e) => `${e.label}@${e.cell}`));
  return now.find((e) => !was.has(`${e.label}@${e.cell}`)) ?? now.find((e) => e.inSight);
}

export interface SeenLayout {
  readonly cols: number;
  readonly map: { top: number; left: number; width: number; height: number };
  readonly panelCols: number;
  readonly logRows: number;
  readonly theme: Theme;
}

export function renderSeen(b: Boxes, game: Game, r: SeenReplay, l: SeenLayout): void {
  const t = l.theme;
  const { view, step } = r.steps[r.index]!;
  const grid = game.grids.get(r.level) ?? game.grids.get("main")!;
  const marks = cellMarks(game.ship, view);
  const focus = focusOf(r, r.index);
  const enemy =
    (focus && game.ship.cells[focus.cell]?.level === r.level ? game.ship.cells[focus.cell] : undefined) ??
    view.enemies.map((e) => game.ship.cells[e.cell]).find((c) => c?.level === r.level);
  const size = { w: l.map.width, h: l.map.height };
  r.origin = follow(r.origin, enemy ?? r.origin, size, { w: game.ship.width, h: game.ship.height });
  // The marker that moved is drawn in reverse, so the eye finds each step's move.
  const moved = focus && focus.cell >= 0 ? game.ship.cells[focus.cell] : undefined;
  const cursor = moved && moved.level === r.level && r.index > 0 ? { cursor: { x: moved.x, y: moved.y } } : {};
  const map = renderMap({ ship: game.ship, grid, view, marks, numbers: false, theme: t, ...cursor }, r.origin, size);
  const where =
    r.index === 0
      ? "as your last turn ended"
      : `${stepWhen({ ...step, from: r.steps[r.index - 1]!.step.turn }, r.side)}, step ${r.index} of ${r.steps.length - 1}`;
  showMain(b);
  hidePopup(b);
  b.status.setContent(
    t.paint(SIDE_TEXT[r.side], cut(`${sideTitle(r.side)}: WHAT YOU SAW, ${where}  level: ${r.level}`, l.cols)),
  );
  b.map.setContent(map.join("\n"));
  b.panel.setContent(sidePanel(game.ship, view, undefined, l.panelCols, l.map.height, t).join("\n"));
  const events =
    r.index === 0
      ? [t.paint(LOOKS.faint, "Your turn ended here. Step on to see what you saw of the enemy's turn.")]
      : lastFolded(
          step.events.map((e) => eventLine(e)),
          l.cols,
          l.logRows - 1,
        ).map((line) => t.paint({}, line));
  const body =
    r.index > 0 && step.events.length === 0 ? [t.paint(LOOKS.faint, "a marker moved in your sight")] : events;
  b.log.setContent([t.paint(LOOKS.faint, ruled("what you saw", l.cols)), ...body.slice(-(l.logRows - 1))].join("\n"));
  b.message.setContent(
    t.paint(LOOKS.faint, cut("Right/l next  Left/h back  Home/End  < > v level  Esc: back to your turn", l.cols)),
  );
}
