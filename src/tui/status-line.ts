// The top line: whose turn, the turn count, the ship's systems and the level on screen.
import type { Level } from "../map/terrain.js";
import type { PlayerView } from "../view/player-view.js";
import { sideTitle } from "./sides.js";
import { cut } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";

export function statusLine(view: PlayerView, level: Level, width: number, theme: Theme): string {
  // Engines, course and the air countdown arrive with the ship-systems rules; shown once the view has them.
  const s = view.systems as PlayerView["systems"] & Partial<{ engines: boolean; moving: boolean; course: string | null; airTurnsLeft: number | null }>;
  const air = s.airPurification ? "air ok" : typeof s.airTurnsLeft === "number" ? `AIR: ${s.airTurnsLeft} TURNS LEFT` : "AIR NOT PURIFIED";
  const parts: [string, boolean][] = [
    [`power ${s.power ? "on" : "OFF"}`, s.power],
    [s.lights ? "lights on" : "LIGHTS OFF", s.lights],
    [`gravity ${s.gravity ? "on" : "OFF"}`, s.gravity],
    [air, s.airPurification],
  ];
  if (!s.recDeckGravity) parts.push(["rec deck gravity OFF", false]);
  if (s.engines !== undefined) parts.push([`engines ${s.engines ? "on" : "OFF"}${s.moving ? ", moving" : ""}`, s.engines]);
  if (s.course) parts.push([`course: ${s.course}`, true]);
  const head = `${sideTitle(view.side)} turn ${view.turn}/${view.turnLimit}`;
  const tail = `level: ${level}`;
  let used = head.length + tail.length + 4;
  let out = theme.paint(SIDE_TEXT[view.side], head);
  for (const [text, ok] of parts) {
    if (used + text.length + 3 > width) break;
    used += text.length + 3;
    out += ` | ${theme.paint(ok ? {} : LOOKS.warning, text)}`;
  }
  return `${out} | ${theme.paint(LOOKS.heading, cut(tail, Math.max(0, width - used + tail.length)))}`;
}
