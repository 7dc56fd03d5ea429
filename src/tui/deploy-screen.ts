// The deploy screen, from the deploying side's view only: its zones lit on the map, the placing
// cursor, its track sheet, what is under the cursor and the keys. Nothing of the enemy is drawn.
import { atScreen, sideView, uiOf, type Game } from "./game.js";
import { boundKey, type CommandName, type Keymap } from "./keymap.js";
import { hidePopup, showMain, showPopup, type Boxes } from "./layout.js";
import { describeHex } from "./look-text.js";
import { renderMap } from "./map-render.js";
import { cellMarks } from "./marks.js";
import { overlayPage, type Overlay } from "./overlay.js";
import { selectedMarker } from "./play-state.js";
import type { PlayLayout } from "./play-screen-box.js";
import { sidePanel } from "./side-panel.js";
import { sideTitle } from "./sides.js";
import { cut, hintLine, wrap } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";
import { follow } from "./viewport.js";
import { deployCursor, zoneCells } from "./deploy-input.js";
import { ownName } from "./marks.js";

/** Draws the deploy screen of the side at the screen, which is to move; returns where the terminal cursor rests. */
export function renderDeploy(
  b: Boxes,
  game: Game,
  overlay: Overlay | undefined,
  l: PlayLayout,
): { row: number; col: number } | undefined {
  const side = atScreen(game);
  const view = sideView(game, side);
  const ui = uiOf(game, side);
  const { theme } = l;
  const cursor = deployCursor(game, view, ui);
  const size = { w: l.map.width, h: l.map.height };
  ui.origin = follow(ui.origin, cursor.at, size, { w: game.ship.width, h: game.ship.height });
  const grid = game.grids.get(cursor.level) ?? game.grids.get("main")!;
  const zone = zoneCells(view);
  const marks = cellMarks(game.ship, view);
  const chosen = selectedMarker(view, ui);
  const map = renderMap(
    {
      ship: game.ship,
      grid,
      view,
      marks,
      zone,
      ...(chosen ? { selected: chosen.number } : {}),
      cursor: cursor.at,
      numbers: ui.numbers,
      theme,
    },
    ui.origin,
    size,
  );
  const toPlace = view.own.filter((m) => m.where.at === "zone").length;
  const dummies = view.deployment?.dummiesLeft ?? 0;
  const status = `${sideTitle(side)} DEPLOYS before turn ${view.turn} | ${toPlace === 0 ? "every marker placed" : `${toPlace} to place`}${dummies > 0 ? ` | ${dummies} extra ${dummies === 1 ? "dummy" : "dummies"}` : ""} | level: ${cursor.level}`;
  const cell = grid.at(cursor.at.x, cursor.at.y);
  const zones = (view.deployment?.zones ?? []).map((z) => z.name).join(", ");
  const about = cell ? describeHex(game.ship, view, cell, marks.get(cell.id)).slice(0, 2) : ["no hex here"];
  // Nothing cut at 80 columns: zones too many for the ruler are named on the track sheet instead, and
  // the instruction wraps, the hex's second line giving way to it (l.logRows).
  const zoneTitle = `deployment: your zone${zones.includes(",") ? "s" : ""} ${zones}`;
  const log = [
    ruler(
      zoneTitle.length + 4 <= l.cols ? zoneTitle : "deployment: your zones, lit on the map (named on the right)",
      l.cols,
      theme,
    ),
    ...wrap("Place each marker on a lit hex of your zone. The enemy learns only that you have deployed.", l.cols).map(
      (t) => theme.paint({}, t),
    ),
    theme.paint(
      cell && zone.has(cell.id) ? LOOKS.good : LOOKS.faint,
      cut(
        cell && zone.has(cell.id) ? "under the cursor: a hex of your zone" : "under the cursor: not a hex of your zone",
        l.cols,
      ),
    ),
    ...about.map((t) => theme.paint({}, cut(t, l.cols))),
  ];
  showMain(b);
  b.status.setContent(theme.paint(SIDE_TEXT[side], cut(status, l.cols)));
  b.map.setContent(map.join("\n"));
  b.panel.setContent(sidePanel(game.ship, view, chosen?.number, l.panelCols, l.map.height, theme).join("\n"));
  // A message too long for its line (a refusal naming every marker still to place) takes the log's last
  // rows, wrapped whole, as on the game screen (src/tui/message-log.ts).
  const m = ui.message;
  const long = m && m.text.length > l.cols ? wrap(m.text, l.cols, "  ").slice(-l.logRows + 1) : [];
  const painted = long.map((t) => theme.paint(m?.warn ? LOOKS.warning : LOOKS.good, t));
  b.log.setContent([...log.slice(0, l.logRows - painted.length), ...painted].join("\n"));
  b.message.setContent(messageLine(game, l.keymap, l.cols, theme, chosen ? ownName(chosen) : undefined, dummies));
  if (overlay) {
    showPopup(
      b,
      [...overlayPage(overlay, l.overlayHeight), "", "Enter: close"],
      overlay.scroll === 0,
      l.cols,
      l.rows,
      theme,
    );
    return undefined;
  }
  hidePopup(b);
  const at = { row: l.map.top + cursor.at.y - ui.origin.y, col: l.map.left + cursor.at.x - ui.origin.x };
  const onMap =
    at.row >= l.map.top &&
    at.row < l.map.top + l.map.height &&
    at.col >= l.map.left &&
    at.col < l.map.left + l.map.width;
  return onMap ? at : undefined;
}

function messageLine(
  game: Game,
  keymap: Keymap,
  cols: number,
  theme: Theme,
  chosen: string | undefined,
  dummies: number,
): string {
  const m = uiOf(game, atScreen(game)).message;
  const sub = game.sub;
  const prompt = (text: string) => theme.paint(LOOKS.key, cut(text, cols));
  const stray = uiOf(game, atScreen(game)).stray;
  if (stray && sub.kind !== "normal") return theme.paint(LOOKS.warning, cut(stray, cols));
  if (sub.kind === "confirm") return prompt(`${sub.question} (y/n)`);
  if (sub.kind === "line") return prompt(`: ${sub.text}_`);
  if (m && m.text.length <= cols) return theme.paint(m.warn ? LOOKS.warning : LOOKS.good, m.text);
  const k = (c: CommandName) => boundKey(keymap, c);
  const place = chosen ? `Enter: place ${chosen}` : "Enter: place";
  const hints = [
    { text: place, rank: 0 },
    { text: "yu/hl/bn cursor", rank: 3 },
    { text: `${k("next-marker")} next marker`, rank: 2 },
    { text: dummies > 0 ? `${k("place-dummy")} add dummy` : "", rank: 1 },
    { text: `${k("remove-dummy")} take dummy off`, rank: 4 },
    { text: "R ready", rank: 0 },
    { text: `${k("help")} help`, rank: 0 },
  ];
  return theme.paint(LOOKS.faint, hintLine(hints, cols));
}

function ruler(title: string, cols: number, theme: Theme): string {
  const text = `-- ${title} `;
  return theme.paint(LOOKS.faint, cut(text + "-".repeat(Math.max(0, cols - text.length)), cols));
}
