// What the look cursor tells about a hex: its place and kind, what this side knows is there, and whether it is in sight.
import { CARGO, TERRAIN } from "../map/terrain.js";
import { type Cell, type Ship, shownHex } from "../ship/ship.js";
import type { MarkerTrack, PlayerView } from "../seat/index.js";
import type { CellMarks } from "./marks.js";
import { ownName } from "./marks.js";

/** A few lines of plain text about one hex, as one side knows it. */
export function describeHex(ship: Ship, view: PlayerView, cell: Cell, marks: CellMarks | undefined): string[] {
  const module = ship.modules.find((m) => m.module.id === cell.module)?.module.name ?? `module ${cell.module}`;
  const areas = [...ship.areas]
    .filter(([, cells]) => cells.includes(cell.id))
    // In words: "engine room", not the module's id for it ("99:engine-room", as `maps show` lists it).
    .map(([name]) => name.replace(/^\d+:/, "").replace(/-/g, " "));
  const seen = view.inView.includes(cell.id);
  // An air lock by the name the track sheet uses ("out L3"), and who waits outside it.
  const lock = ship.airlocks.find((l) => l.cells.includes(cell.id));
  const lines = [
    `${shownHex(cell)}, ${module}${areas.length ? ` (${areas.join(", ")})` : ""}: ${what(cell, view)}${lock ? ` (${lock.name})` : ""}`,
  ];
  const here: string[] = [];
  for (const m of marks?.own ?? []) here.push(`your ${ownName(m)}${m.soldier ? ` (${m.soldier.type})` : ""}`);
  for (const e of marks?.enemies ?? []) here.push(e.revealed ? `an enemy ${e.label}` : `enemy marker ${e.label}`);
  for (const e of marks?.locked ?? [])
    here.push(`enemy marker ${e.label} ${e.at === "lock" ? "in" : "waiting outside"} ${e.lock}`);
  if (here.length) lines.push(`here: ${here.join(", ")}`);
  // What the side watched each enemy marker here do (across an open table).
  for (const e of [...(marks?.enemies ?? []), ...(marks?.locked ?? [])]) {
    const t = view.tracks.find((x) => x.label === e.label);
    if (t) lines.push(trackText(t, view.turn));
  }
  const outside = lock ? view.own.filter((m) => m.where.at === "outside" && m.where.lock === lock.name) : [];
  if (outside.length)
    lines.push(
      `waiting outside: ${outside.map((m) => `your ${ownName(m)}${m.soldier ? ` (${m.soldier.type})` : ""}`).join(", ")}`,
    );
  if (marks?.last && !seen) {
    const age = view.turn - marks.last.turn;
    lines.push(
      `last seen here: ${marks.last.label}, on turn ${marks.last.turn}${age === 0 ? " (this turn)" : ` (${age} turn${age === 1 ? "" : "s"} ago)`}`,
    );
  }
  if (!seen) lines.push("out of your sight: drawn as you remember it");
  else if (!view.systems.lights && here.length === 0)
    lines.push("in sight, but the lights are off: a marker here is made out only from next to it");
  else lines.push("in sight of your markers");
  return lines;
}

/** An enemy marker's story as the side watched it: "?12: placed at 99:0305 on turn 3; 5 steps since; parted from another at 99:0405 on turn 4". */
export function trackText(t: MarkerTrack, now: number): string {
  const when = (turn: number) => (turn === now ? "this turn" : `turn ${turn}`);
  const came =
    t.came === "start"
      ? `${t.at.startsWith("outside") ? "waiting " : "at "}${t.at} from the start`
      : t.came === "placed"
        ? `put down at ${t.at} on ${when(t.turn)}`
        : `took the place of a soldier hiding again at ${t.at} on ${when(t.turn)}`;
  const parts = [`${t.label}: ${came}`, `${t.steps} step${t.steps === 1 ? "" : "s"} since`];
  if (t.split) parts.push(`last parted from another marker at ${t.split.at} on ${when(t.split.turn)}`);
  if (t.joined) parts.push(`last joined another at ${t.joined.at} on ${when(t.joined.turn)}`);
  return parts.join("; ");
}

function what(cell: Cell, view: PlayerView): string {
  const box = view.cargo.find((c) => c.cell === cell.id);
  const jammed = view.wreck.jammed.includes(cell.name) ? ", jammed" : "";
  const terrain =
    cell.terrain === "door"
      ? `door, ${view.openDoors.includes(cell.name) ? "open" : "closed"}${jammed} as far as you know`
      : view.wreck.debris.includes(cell.name)
        ? "debris: no one can enter it"
        : view.wreck.breached.includes(cell.name)
          ? `${TERRAIN[cell.terrain].label}, open to vacuum: only armoured soldiers enter it`
          : TERRAIN[cell.terrain].label;
  if (!box) return terrain;
  const kind = CARGO[box.kind as keyof typeof CARGO];
  return `${kind.label}${kind.heavy ? " (heavy)" : ""} on ${terrain}`;
}
