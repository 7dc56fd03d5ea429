// The finished game replayed fully revealed: both sides' markers on the map, the referee's log, step by step.
import type { Level } from "../map/terrain.js";
import type { Cell } from "../ship/ship.js";
import type { EnemyMarker, OwnMarker, PlayerView, RevealedGame, RevealedStep } from "../seat/index.js";
import { eventLine } from "../seat/event-words.js";
import type { Game } from "./game.js";
import type { Keymap } from "./keymap.js";
import { hidePopup, showMain, type Boxes } from "./layout.js";
import { renderMap } from "./map-render.js";
import { cellMarks, markerCell } from "./marks.js";
import { shortWhere } from "./side-panel.js";
import { cut, lastFolded, ruled } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";
import { follow, type Point } from "./viewport.js";
import { stepWhen } from "./step-label.js";

export interface Replay {
  readonly game: Game;
  readonly steps: RevealedGame;
  index: number;
  level: Level;
  origin: Point;
  /** The step whose mover the map last turned to. */
  followed?: number;
}

/** The finished game's replay; undefined while the game goes on (the referee's handle opens only then). */
export function replayOf(game: Game): Replay | undefined {
  const steps = game.referee.revealed();
  return steps && { game, steps, index: 0, level: "main", origin: { x: 0, y: 0 } };
}

/** Steps with Right/Left (l/h, space/backspace), Home/End; < > v change the level; Esc or q leaves. */
export function replayKey(r: Replay, key: string, keymap: Keymap): "quit" | undefined {
  const last = r.steps.length - 1;
  const command = keymap.command(key);
  if (key === "escape" || key === "q" || key === "Q") return "quit";
  if (["right", "l", "space", "enter", "6"].includes(key)) r.index = Math.min(last, r.index + 1);
  else if (["left", "h", "backspace", "4"].includes(key)) r.index = Math.max(0, r.index - 1);
  else if (key === "pagedown") r.index = Math.min(last, r.index + 10);
  else if (key === "pageup") r.index = Math.max(0, r.index - 10);
  else if (key === "home" || key === "g") r.index = 0;
  else if (key === "end" || key === "G") r.index = last;
  else if (command === "climb-up" || command === "climb-down" || command === "view-level") {
    const levels = r.game.levels;
    const i = levels.indexOf(r.level);
    r.level =
      (command === "view-level" ? levels[(i + 1) % levels.length] : levels[i + (command === "climb-up" ? 1 : -1)]) ??
      r.level;
  }
  return undefined;
}

/** Blue's view with every yellow marker shown as a revealed enemy, everything in sight, doors as they truly are. */
function revealedView(step: RevealedStep, game: Game): PlayerView {
  const { blue, yellow } = step.view.sides;
  const enemies: EnemyMarker[] = yellow.own.flatMap((m) => {
    const cell = markerCell(game.ship, m);
    if (cell === undefined) return [];
    return [
      {
        label: m.soldier ? m.soldier.name : `?${m.number}`,
        cell,
        hex: game.ship.cells[cell]!.name,
        revealed: m.soldier !== undefined,
        wounded: m.soldier?.wounded ?? false,
        inSight: true,
      },
    ];
  });
  const cargo = [...new Map([...blue.cargo, ...yellow.cargo].map((c) => [c.cell, c])).values()];
  return {
    ...blue,
    enemies,
    enemiesAtLocks: [],
    tracks: [],
    lastSeen: [],
    openDoors: step.view.openDoors,
    cargo,
    systems: step.view.systems,
    inView: game.ship.cells.map((c) => c.id),
  };
}

export interface ReplayLayout {
  readonly cols: number;
  readonly rows: number;
  readonly map: { top: number; left: number; width: number; height: number };
  readonly panelCols: number;
  readonly logRows: number;
  readonly theme: Theme;
}

export function renderReplay(b: Boxes, r: Replay, l: ReplayLayout): void {
  const { game } = r;
  const step = r.steps.at(r.index);
  const view = revealedView(step, game);
  const grid = game.grids.get(r.level) ?? game.grids.get("main")!;
  const focusCell = moverCell(r, game);
  const size = { w: l.map.width, h: l.map.height };
  r.origin = follow(r.origin, focusCell ?? r.origin, size, { w: game.ship.width, h: game.ship.height });
  const map = renderMap(
    { ship: game.ship, grid, view, marks: cellMarks(game.ship, view), numbers: false, theme: l.theme },
    r.origin,
    size,
  );
  const t = l.theme;
  const side = (name: "blue" | "yellow", own: readonly OwnMarker[]) => [
    t.paint(SIDE_TEXT[name], name.toUpperCase()),
    ...own.map((m) =>
      t.paint(
        m.soldier ? {} : LOOKS.faint,
        cut(
          `${String(m.number).padStart(3)} ${(m.soldier?.name ?? "dummy").padEnd(12)} ${shortWhere(game.ship, m)}`,
          l.panelCols,
        ),
      ),
    ),
  ];
  const panel = [...side("blue", step.view.sides.blue.own), "", ...side("yellow", step.view.sides.yellow.own)];
  showMain(b);
  hidePopup(b);
  b.status.setContent(
    t.paint(
      LOOKS.heading,
      cut(
        `REPLAY, fully revealed: step ${step.step} of ${r.steps.length - 1}, ${stepWhen({ ...step, toMove: step.view.toMove, over: step.view.over, ...(step.step > 0 ? { from: r.steps.at(step.step - 1).turn } : {}) })}  level: ${r.level}`,
        l.cols,
      ),
    ),
  );
  b.map.setContent(map.join("\n"));
  b.panel.setContent(panel.slice(0, l.map.height).join("\n"));
  const events = lastFolded(
    step.events.map((e) => eventLine(e)),
    l.cols,
    l.logRows - 1,
  ).map((line) => t.paint({}, line));
  b.log.setContent(
    [t.paint(LOOKS.faint, ruled("the referee's log", l.cols)), ...events.slice(-(l.logRows - 1))].join("\n"),
  );
  b.message.setContent(
    t.paint(
      LOOKS.faint,
      cut("Right/l next  Left/h back  PgUp/PgDn 10 steps  Home/End  < > v level  Esc: back", l.cols),
    ),
  );
}

/** The hex of the marker that acted at this step: one whose place changed since the step before, else the first of its side. */
function moverCell(r: Replay, game: Game): Cell | undefined {
  const step = r.steps.at(r.index);
  const side = step.by ?? "blue";
  const before = r.index > 0 ? r.steps.at(r.index - 1).view.sides[side].own : [];
  const was = new Set(before.map((m) => `${m.number}@${markerCell(game.ship, m) ?? "-"}`));
  const cells = step.view.sides[side].own
    .filter((m) => markerCell(game.ship, m) !== undefined)
    .sort(
      (a, b) =>
        Number(was.has(`${a.number}@${markerCell(game.ship, a)}`)) -
        Number(was.has(`${b.number}@${markerCell(game.ship, b)}`)),
    )
    .map((m) => game.ship.cells[markerCell(game.ship, m)!]!);
  const moved = cells[0];
  // The level turns to the mover's once per step, so < > still look about within a step.
  if (moved && r.followed !== r.index) r.level = moved.level;
  r.followed = r.index;
  return moved?.level === r.level ? moved : undefined;
}
