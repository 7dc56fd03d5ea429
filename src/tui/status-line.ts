// The top line: whose turn, the turn count, the visibility played, the ship's systems and the level on screen.
import type { Level } from "../map/terrain.js";
import type { PlayerView } from "../seat/index.js";
import { sideTitle } from "./sides.js";
import { cut } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";

export function statusLine(view: PlayerView, level: Level, width: number, theme: Theme): string {
  // Engines, course and the air countdown arrive with the ship-systems rules; shown once the view has them.
  const s = view.systems as PlayerView["systems"] &
    Partial<{ engines: boolean; moving: boolean; course: string | null; airTurnsLeft: number | null }>;
  const air = s.airPurification
    ? "air ok"
    : typeof s.airTurnsLeft === "number"
      ? `AIR: ${s.airTurnsLeft} TURNS LEFT`
      : "AIR NOT PURIFIED";
  // Each system as [full words, short words, in order, rank]: the short words when the full do not all
  // fit; then what is in order gives way, the highest rank first, before anything that is wrong.
  const parts: [string, string, boolean, number][] = [
    [`power ${s.power ? "on" : "OFF"}`, `pwr ${s.power ? "on" : "OFF"}`, s.power, 2],
    [s.lights ? "lights on" : "LIGHTS OFF", s.lights ? "lights on" : "LIGHTS OFF", s.lights, 3],
    [`gravity ${s.gravity ? "on" : "OFF"}`, `grav ${s.gravity ? "on" : "OFF"}`, s.gravity, 3],
    [
      air,
      s.airPurification ? "air ok" : typeof s.airTurnsLeft === "number" ? `AIR ${s.airTurnsLeft} TURNS` : "AIR OFF",
      s.airPurification,
      1,
    ],
  ];
  if (!s.recDeckGravity) parts.push(["rec deck gravity OFF", "rec grav OFF", false, 0]);
  if (s.engines !== undefined)
    parts.push([
      `engines ${s.engines ? "on" : "OFF"}${s.moving ? ", moving" : ""}`,
      `eng ${s.engines ? "on" : "OFF"}${s.moving ? ", moving" : ""}`,
      s.engines,
      0,
    ]);
  if (s.course) parts.push([`course: ${s.course}`, `course: ${s.course}`, true, 0]);
  const head = `${sideTitle(view.side)} turn ${view.turn}/${view.turnLimit} (${view.visibility})`;
  const tail = `level: ${level}`;
  const room = width - head.length - tail.length - 3;
  const length = (texts: readonly string[]) => texts.reduce((n, t) => n + t.length + 3, 0);
  const full = parts.map(([text, , ok, rank]) => ({ text, ok, rank }));
  const short = parts.map(([, text, ok, rank]) => ({ text, ok, rank }));
  let shown = length(full.map((p) => p.text)) <= room ? full : short;
  while (length(shown.map((p) => p.text)) > room && shown.length > 0) {
    const top = Math.max(...shown.filter((p) => p.ok).map((p) => p.rank));
    const drop = shown.findLastIndex((p) => p.ok && p.rank === top);
    shown = shown.filter((_, i) => i !== (drop >= 0 ? drop : shown.length - 1));
  }
  let out = theme.paint(SIDE_TEXT[view.side], head);
  for (const { text, ok } of shown) out += ` | ${theme.paint(ok ? {} : LOOKS.warning, text)}`;
  return `${out} | ${theme.paint(LOOKS.heading, cut(tail, Math.max(0, width - head.length - length(shown.map((p) => p.text)) - 3)))}`;
}
