// Which own marker keys act on: a Tab order that does not change when soldiers hide again, picking a
// marker by number or name, and no key acting on another marker after the selected one is gone.
import type { OwnMarker } from "../seat/index.js";
import type { CommandName } from "./keymap.js";
import { markerCell } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectionOf, type SideUi } from "./play-state.js";

// The orders localeCompare gives, made once: with options it builds a collator on every call (each frame draws the panel).
const BY_NAME = new Intl.Collator().compare;
const BY_LABEL = new Intl.Collator(undefined, { numeric: true }).compare;

/** Soldiers by name, then dummies by their stable labels (d1, d2...): a marker's number changes when it hides again. */
export function tabOrder(own: readonly OwnMarker[]): OwnMarker[] {
  const soldiers = own.filter((m) => m.soldier).sort((a, b) => BY_NAME(a.soldier!.name, b.soldier!.name));
  const dummies = own.filter((m) => !m.soldier).sort((a, b) => BY_LABEL(a.label, b.label) || a.number - b.number);
  return [...soldiers, ...dummies];
}

/** Keys that never act on a marker: they still work while nothing is selected. */
const HARMLESS: ReadonlySet<CommandName> = new Set([
  "next-marker",
  "previous-marker",
  "select",
  "view-level",
  "look",
  "numbers",
  "reach",
  "end-turn",
  "what-you-saw",
  "messages",
  "objectives",
  "command-line",
  "help",
  "quit",
  "centre",
  "next-enemy",
  "objective",
]);

/**
 * After the selected marker left the map, a key that would act on a marker is refused until the
 * player picks one: keys typed before the screen showed the loss must not move another marker.
 */
export function refusedWhileLost(ui: SideUi, command: CommandName | undefined): boolean {
  if (!ui.lost || command === undefined || HARMLESS.has(command)) return false;
  ui.message = { text: "no marker is selected now: Tab or ' picks one", warn: true };
  return true;
}

/** Selects the own marker named by the typed text: its number ("12", "?12"), a dummy's label ("d2"), a soldier's name or its start. */
export function selectByText(ctx: PlayContext, text: string): void {
  const own = ctx.view.own;
  const t = text.trim().replace(/^\?/, "").toLowerCase();
  const found = /^\d+$/.test(t)
    ? own.find((m) => m.number === Number(t))
    : (own.find((m) => m.soldier?.name.toLowerCase() === t) ??
      own.find((m) => !m.soldier && m.label.toLowerCase() === t) ??
      own.find((m) => m.soldier?.name.toLowerCase().startsWith(t)));
  if (!found || t === "")
    return void (ctx.ui.message = { text: `no marker of yours is ${text.trim() || "named"}`, warn: true });
  choose(ctx, found);
}

/** Makes the marker the selected one, and the map to its level. */
export function choose(ctx: { ship: PlayContext["ship"]; ui: SideUi }, m: OwnMarker): void {
  ctx.ui.selected = selectionOf(m);
  delete ctx.ui.lost;
  const cell = markerCell(ctx.ship, m);
  if (cell !== undefined) ctx.ui.level = ctx.ship.cells[cell]!.level;
}
