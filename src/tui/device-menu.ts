// The device menu: the devices the selected marker can work from where it stands, chosen by
// letter or by arrows and Enter; the choice is played as the typed command would be.
import type { DeviceChoice, DeviceMenu } from "../seat/index.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectedMarker, type Sub } from "./play-state.js";
import { wrap } from "./text-fit.js";

export type DevicesSub = Extract<Sub, { kind: "devices" }>;

/** Letters name the entries, so the list stops at z. */
const MOST = 26;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export function openDevices(ctx: PlayContext): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const menu = ctx.devices(marker?.number);
  if (menu.choices.length > 0)
    return void (ctx.sub = { kind: "devices", menu: { ...menu, choices: menu.choices.slice(0, MOST) }, index: 0 });
  const warn = (text: string) => void (ctx.ui.message = { text, warn: true });
  if (!marker) return warn("you have no markers");
  if (marker.where.at !== "cell")
    return warn(`${ownName(marker)} is not on the map: devices are worked from the ship's hexes`);
  const note = menu.notes[0];
  if (note) return void (ctx.ui.message = { text: note, warn: false });
  warn(
    `${ownName(marker)} is at no device: stand in a bridge or aux-control chair, beside an engine console, panel, purifier, gravity machine, cooler or cryo cell, or in a transporter booth or escape pod`,
  );
}

/** Up/Down (Tab) move the highlight, a letter or Enter chooses, Esc cancels. */
export function devicesKey(ctx: PlayContext, sub: DevicesSub, key: string): void {
  const count = sub.menu.choices.length;
  if (key === "escape") return void (ctx.sub = { kind: "normal" });
  if (["up", "8", "S-tab"].includes(key)) sub.index = (sub.index + count - 1) % count;
  else if (["down", "2", "tab"].includes(key)) sub.index = (sub.index + 1) % count;
  else if (key === "home") sub.index = 0;
  else if (key === "end") sub.index = count - 1;
  else if (key === "enter" || key === "space") choose(ctx, sub.menu.choices[sub.index]);
  else if (key.length === 1 && LETTERS.includes(key)) choose(ctx, sub.menu.choices[LETTERS.indexOf(key)]);
}

function choose(ctx: PlayContext, choice: DeviceChoice | undefined): void {
  if (!choice) return;
  ctx.sub = { kind: "normal" };
  if (choice.pick === "door") {
    const marker = selectedMarker(ctx.view, ctx.ui);
    const cellId = marker ? markerCell(ctx.ship, marker) : undefined;
    const cell = cellId === undefined ? undefined : ctx.ship.cells[cellId];
    const at = cell ?? { x: ctx.ui.origin.x, y: ctx.ui.origin.y + ((ctx.ui.origin.x + ctx.ui.origin.y) & 1) };
    ctx.sub = { kind: "cursor", purpose: "door", at: { x: at.x, y: at.y }, level: cell?.level ?? ctx.ui.level };
    return;
  }
  const command = choice.command;
  if (command === undefined) return;
  const run = () => {
    if (ctx.run(command)) ctx.ui.followMarker = true;
  };
  // What cannot be undone is asked first, and only when it would be played: else it says why at once.
  if (choice.confirm) {
    if (ctx.check(command)) ctx.sub = { kind: "confirm", question: choice.confirm, onYes: run };
  } else run();
}

/** The menu's lines for a pop-up of this width and height, and which of them is highlighted. */
export function devicesLines(
  menu: DeviceMenu,
  index: number,
  width: number,
  height: number,
): { lines: string[]; chosen: number } {
  const inner = Math.max(20, width - 4);
  const picked = menu.choices[index];
  const about = picked ? [...wrap(picked.about, inner), ...(picked.line ? [`  :${picked.line}`] : [])] : [];
  const notes = menu.notes.flatMap((n) => wrap(n, inner));
  const room = Math.max(3, height - 2 - about.length - notes.length - 5);
  const first = Math.max(0, Math.min(index - Math.floor(room / 2), menu.choices.length - room));
  const shown = menu.choices.slice(first, first + room);
  const items = shown.map((c, i) => `${LETTERS[first + i]}) ${c.label}`);
  const lines = [
    menu.title,
    "",
    ...items,
    "",
    ...about,
    ...(notes.length ? ["", ...notes] : []),
    "",
    "Up/Down choose  Enter or a letter: do it  Esc: cancel",
  ];
  return { lines, chosen: 2 + index - first };
}
