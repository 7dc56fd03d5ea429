// The game screen as text for its boxes, from one side's view and the events it witnessed, nothing else.
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { DeviceMenu, Odds, PlayerView, SeenEvent, TravelGoals } from "../seat/index.js";
import { targetPrompt, targetSummary } from "./combat-input.js";
import { keyLabel, type CommandName, type Keymap } from "./keymap.js";
import { exitLock } from "./air-lock-input.js";
import { describeHex } from "./look-text.js";
import type { LevelGrid } from "./map-grid.js";
import { renderMap } from "./map-render.js";
import { cellMarks, markerCell } from "./marks.js";
import { selectedMarker, type SideUi, type Sub } from "./play-state.js";
import { sidePanel } from "./side-panel.js";
import { statusLine } from "./status-line.js";
import { typedLine } from "./prompt-help.js";
import { cut, hintLine, wrap } from "./text-fit.js";
import { logPage } from "./message-log.js";
import { guideLine } from "./guide.js";
import { LOOKS, type Theme } from "./theme.js";
import { follow, type Point } from "./viewport.js";
import { centred, enemiesInSight, frame, levelInView } from "./map-focus.js";
import { goalLine, travelPrompt } from "./travel-input.js";

export interface PlayScene {
  readonly ship: Ship;
  readonly grids: ReadonlyMap<Level, LevelGrid>;
  readonly view: PlayerView;
  readonly events: readonly SeenEvent[];
  readonly ui: SideUi;
  readonly sub: Sub;
  readonly keymap: Keymap;
  readonly theme: Theme;
  readonly cols: number;
  readonly map: { readonly top: number; readonly left: number; readonly width: number; readonly height: number };
  readonly logRows: number;
  readonly panelCols: number;
  /** The chances of the attack being chosen, as the side's seat works them out from what it knows. */
  readonly odds?: Odds;
  /** What the device menu offers a marker of the side (its seat's devices). */
  readonly devices: (marker: number | undefined) => DeviceMenu;
  /** Where the selected marker can get this turn, when the highlight is on. */
  readonly reach?: ReadonlyMap<number, number>;
  /** The side's travel goals (its seat's): the selected marker's shows in the panel. */
  readonly goals?: TravelGoals;
}

export interface PlayText {
  readonly status: string;
  readonly map: string;
  readonly panel: string;
  readonly log: string;
  readonly message: string;
  /** Where the terminal cursor rests: the cursor or the selected marker, when on screen. */
  readonly cursor?: { readonly row: number; readonly col: number };
}

/** Renders the scene; moves `ui.origin` so the focus stays in the map window. */
export function playText(s: PlayScene): PlayText {
  const { ship, view, ui, sub, theme } = s;
  const marks = cellMarks(ship, view);
  const chosen = selectedMarker(view, ui);
  const chosenCell = chosen ? markerCell(ship, chosen) : undefined;
  const aim = sub.kind === "target" ? sub.targets[sub.index] : undefined;
  const aimCell = sub.kind === "target" && sub.at ? cellAtPoint(ship, sub.at) : aim ? ship.cells[aim.cell] : undefined;
  const cursor =
    sub.kind === "cursor"
      ? sub
      : aimCell
        ? { purpose: "target" as const, at: { x: aimCell.x, y: aimCell.y }, level: aimCell.level }
        : undefined;
  const level = cursor ? cursor.level : ui.level;
  const focusCell = chosenCell === undefined ? undefined : ship.cells[chosenCell];
  const focus: Point | undefined = cursor ? cursor.at : focusCell && focusCell.level === level ? focusCell : undefined;
  const size = { w: s.map.width, h: s.map.height };
  const content = { w: ship.width, h: ship.height };
  // The enemies in sight stay on screen with the selected marker, as far as they fit (src/tui/map-focus.ts).
  const sighted = cursor ? [] : enemiesInSight(ship, view, level);
  // Nothing to follow on this level (the selected marker is on another): its nearest part, if none is in the window.
  const part = focus ? undefined : levelInView(ship, level, ui.origin, size);
  if (focus) ui.origin = frame(ui.origin, focus, sighted, size, content, ui.centre === true);
  else if (part) ui.origin = centred(part, size, content);
  else ui.origin = follow(ui.origin, ui.origin, size, content);
  delete ui.centre;
  const grid = s.grids.get(level) ?? s.grids.get("main")!;
  const map = renderMap(
    {
      ship,
      grid,
      view,
      marks,
      ...(chosen ? { selected: chosen.number } : {}),
      ...(s.reach ? { reach: s.reach } : {}),
      ...(cursor ? { cursor: cursor.at } : {}),
      numbers: ui.numbers,
      theme,
    },
    ui.origin,
    size,
  );
  const compact = s.cols < 100 || s.map.height < 20;
  const panel = sidePanel(ship, view, chosen?.number, s.panelCols, s.map.height, theme, compact, goalLine(s, chosen));
  let logLines: string[];
  if (cursor) {
    const cell = grid.at(cursor.at.x, cursor.at.y);
    logLines = cell
      ? describeHex(ship, view, cell, marks.get(cell.id))
          .flatMap((l) => wrap(l, s.cols, "  "))
          .map((l) => theme.paint({}, l))
      : [theme.paint(LOOKS.faint, "no hex here")];
    const odds =
      sub.kind === "target"
        ? wrap(targetSummary(s, sub, s.odds), s.cols, "  ").map((l) => theme.paint(LOOKS.heading, l))
        : [];
    logLines = [
      ruler(
        cursor.purpose === "look"
          ? "look"
          : cursor.purpose === "dummy"
            ? "place a dummy"
            : cursor.purpose === "door"
              ? "bridge order: a door"
              : cursor.purpose === "travel"
                ? "travel"
                : sub.kind === "target" && sub.purpose === "melee"
                  ? "close combat"
                  : "fire",
        s.cols,
        theme,
      ),
      ...odds,
      ...logLines,
    ];
  } else {
    const page = logPage(ui, view.side, s.events, s.cols, s.logRows - 1);
    logLines = [
      ruler(page.more ?? `messages (${first(s.keymap, "messages")}: history)`, s.cols, theme),
      ...page.lines.map((l) => theme.paint({}, l)),
      ...page.message.map((l) => theme.paint(ui.message?.warn ? LOOKS.warning : LOOKS.good, l)),
    ];
  }
  const at = focus ? { row: s.map.top + focus.y - ui.origin.y, col: s.map.left + focus.x - ui.origin.x } : undefined;
  const onMap =
    at &&
    at.row >= s.map.top &&
    at.row < s.map.top + s.map.height &&
    at.col >= s.map.left &&
    at.col < s.map.left + s.map.width;
  return {
    status: statusLine(view, level, s.cols, theme),
    map: map.join("\n"),
    panel: panel.join("\n"),
    log: logLines.slice(0, s.logRows).join("\n"),
    message: messageLine(s),
    ...(onMap ? { cursor: at } : {}),
  };
}

function ruler(title: string, cols: number, theme: Theme): string {
  const text = `-- ${title} `;
  return theme.paint(LOOKS.faint, cut(text + "-".repeat(Math.max(0, cols - text.length)), cols));
}

function first(keymap: Keymap, command: CommandName): string {
  const key = keymap.keysOf(command)[0];
  return key ? keyLabel(key) : `(${command} unbound)`;
}

/** "yellow is moving": the line while the enemy has its turn, with the keys that still do something. */
function waitingLine(s: PlayScene): string {
  const { theme, keymap, view } = s;
  const doing = view.phase === "deploy" ? "deploying" : "moving";
  const hints = [
    { text: `${view.toMove} ${s.ui.away ? "is not connected: waiting for them" : `is ${doing}`}...`, rank: 0 },
    { text: `${first(keymap, "help")} help`, rank: 1 },
    { text: `${first(keymap, "look")} look`, rank: 2 },
    { text: `${first(keymap, "messages")} messages`, rank: 3 },
    { text: `${first(keymap, "quit")} leave`, rank: 1 },
  ];
  return theme.paint(LOOKS.heading, hintLine(hints, s.cols));
}

const CURSOR_PROMPTS = {
  travel: "Travel: move the cursor to a shaded hex, Enter walks there, Esc cancels",
  look: "Look: move the cursor; < > change level; Esc or Enter ends",
  dummy: "Dummy: move the cursor to a hex, Enter places it, Esc cancels",
  door: "Bridge order: move the cursor onto a door, Enter opens or closes it; < > change level; Esc cancels",
} as const;

function messageLine(s: PlayScene): string {
  const { sub, theme, keymap } = s;
  const prompt = (text: string) => theme.paint(LOOKS.key, cut(text, s.cols));
  const m = s.ui.message;
  if (s.ui.stray && sub.kind !== "normal") return theme.paint(LOOKS.warning, cut(s.ui.stray, s.cols));
  // A message too long for the line is wrapped into the log above it (src/tui/message-log.ts), never cut.
  if (m && (sub.kind === "normal" || sub.kind === "cursor") && m.text.length <= s.cols)
    return theme.paint(m.warn ? LOOKS.warning : LOOKS.good, m.text);
  switch (sub.kind) {
    case "direction":
      return prompt(
        `${sub.purpose === "open" ? "Open or close a door" : "Push a container"}: which way? (y u h l b n, arrows; Esc cancels)`,
      );
    case "cursor":
      return prompt(sub.purpose === "travel" ? travelPrompt(keymap) : CURSOR_PROMPTS[sub.purpose]);
    case "confirm":
      return prompt(`${sub.question} (y/n)`);
    case "line":
      return prompt(
        sub.select ? `Select which marker (a number or a name; Esc cancels): ${sub.text}_` : typedLine(sub.text),
      );
    case "target":
      return prompt(targetPrompt(s, sub, s.cols));
    case "devices":
      return prompt("Devices: Up/Down choose, Enter or a letter works it, Esc cancels");
    case "choose":
      return prompt(`${sub.question} ${sub.options.map((o, i) => `${i + 1}) ${o.label}`).join("  ")}  (Esc cancels)`);
    case "normal": {
      // A single-seat game shows the side's map while the enemy moves: the enemy's moves come as it sees them.
      if (s.view.toMove !== s.view.side) return waitingLine(s);
      const chosen = selectedMarker(s.view, s.ui);
      const where = chosen?.where;
      // In a lock that cannot let it out this turn (it came in, or the lock's one is out), say so: `a` would be refused.
      const later = where?.at === "lock" && !where.mayLeave ? " (next turn)" : "";
      const lock =
        where?.at === "outside"
          ? `${first(keymap, "air-lock")} board the air lock`
          : where?.at === "lock"
            ? `${first(keymap, "air-lock")} or a direction: leave the lock${later}`
            : "";
      const exit = exitLock(s, chosen) !== undefined ? `${first(keymap, "exit-ship")} leave the ship` : "";
      const device = s.devices(chosen?.number).choices.length > 0 ? `${first(keymap, "devices")} work a device` : "";
      // What the marker can do where it stands, help and the turn's end stay; the everyday keys give way.
      const hints = [lock, exit, device, `${first(keymap, "help")} help`].map((text) => ({ text, rank: 0 }));
      hints.push(
        { text: `${first(keymap, "next-marker")} next marker`, rank: 1 },
        { text: "yu/hl/bn move", rank: 4 },
        { text: `${first(keymap, "open-door")} door`, rank: 2 },
        { text: `${first(keymap, "look")} look`, rank: 3 },
        { text: `${first(keymap, "end-turn")} end turn`, rank: 0 },
      );
      // A guided first game's hint takes the line instead (src/tui/guide.ts): never a prompt's, above.
      return guideLine(s) ?? theme.paint(LOOKS.faint, hintLine(hints, s.cols));
    }
  }
}

function cellAtPoint(ship: Ship, at: { x: number; y: number; level: Level }): { x: number; y: number; level: Level } {
  return ship.cells.find((c) => c.x === at.x && c.y === at.y && c.level === at.level) ?? at;
}
