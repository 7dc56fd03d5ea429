// The travel key's end: the cursor's hex given to the `travel` command (src/play/verbs/travel.ts)
// through the side's seat, which walks the marker there and says how it ended. A hex beyond this
// turn's reach is remembered (as DCSS's travel remembers its destination): the travel-on key walks the
// marker on toward it on a later turn, until it arrives, something new comes into sight, or no way on is known.
// The goals are kept by the side's seat (src/play/travel-goals.ts): its own, in the save, never the enemy's.
import { placeName } from "../ship/ship.js";
import type { OwnMarker, PlayerView, TravelGoal, TravelGoals } from "../seat/index.js";
import { keyLabel } from "./keymap.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectedMarker, selectionOf } from "./play-state.js";

/** Walks the selected marker toward the cell: there this turn, or as far as its move units go (the hex remembered). */
export function travelTo(ctx: PlayContext, cell: number): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  if (!marker || markerCell(ctx.ship, marker) === undefined || marker.where.at !== "cell")
    return void (ctx.ui.message = { text: "the selected marker is not on the map", warn: true });
  ctx.sub = { kind: "normal" };
  walk(ctx, marker, { hex: placeName(ctx.ship.cells[cell]!), cell, sighted: inSight(ctx.view) });
}

/** The travel-on key: the selected marker (or the first that has one) walks on toward the hex it was sent to. */
export function travelOn(ctx: PlayContext): void {
  const goals = ctx.goals();
  const chosen = selectedMarker(ctx.view, ctx.ui);
  const marker = chosen && goals[chosen.label] ? chosen : ctx.view.own.find((m) => goals[m.label]);
  const goal = marker && goals[marker.label];
  if (!marker || !goal) {
    const t = ctx.keymap.keysOf("travel")[0];
    return void (ctx.ui.message = {
      text: `no travel to go on with: ${t ? keyLabel(t) : "the travel key"} and a hex beyond the shaded ones sends a marker there over the turns`,
      warn: true,
    });
  }
  ctx.ui.selected = selectionOf(marker);
  // Anything new in sight since the marker last walked: the way is not what it was, as DCSS stops for a monster.
  const fresh = inSight(ctx.view).filter((e) => !goal.sighted.includes(e));
  if (fresh.length > 0) {
    ctx.setGoals(without(goals, marker.label));
    return void (ctx.ui.message = {
      text: `${ownName(marker)} stays: ${fresh.join(", ")} in sight since it set out for ${goal.hex} (the travel is given up)`,
      warn: true,
    });
  }
  walk(ctx, marker, { ...goal, sighted: inSight(ctx.view) });
}

/** Plays the travel and keeps the goal only if the marker stopped short with nothing new seen and a way on known. */
function walk(ctx: PlayContext, marker: OwnMarker, goal: TravelGoal): void {
  const before = ctx.goals();
  // Given up first: a walk that ends anywhere but short of the hex with the way on known keeps no goal.
  ctx.setGoals(without(before, marker.label));
  // Named by its stable label (a soldier's name, d1): its number changes if it hides again on the way.
  const command = { verb: "travel" as const, who: marker.label, hex: goal.hex };
  const played = ctx.run(command);
  ctx.ui.followMarker = true;
  if (!played) return refused(ctx, command, before, goal);
  const view = (ctx.viewNow ?? (() => ctx.view))();
  const now = view.own.find((m) => m.label === marker.label);
  const note = ctx.ui.message;
  if (!now || markerCell(ctx.ship, now) === goal.cell) return;
  // Short of the hex: the command's note (the message already) is a warning.
  if (note) ctx.ui.message = { ...note, warn: true };
  const sighted = inSight(view);
  const changed = sighted.length !== goal.sighted.length || sighted.some((e) => !goal.sighted.includes(e));
  // A way on must be known: no route (a door found shut, a hex found taken) gives the travel up.
  const blocked = ctx.probe?.(command);
  if (changed || now.where.at !== "cell" || (blocked && !blocked.ok && blocked.code === "no-way")) return;
  ctx.setGoals({ ...ctx.goals(), [marker.label]: { ...goal, sighted } });
  const on = ctx.keymap.keysOf("travel-on")[0];
  if (note) ctx.ui.message = { text: `${note.text}; ${on ? keyLabel(on) : "travel-on"} goes on`, warn: true };
}

/**
 * A refused travel changed nothing: the goals stay as they were (T with no move units left keeps the
 * journey for the next turn), but for a marker to which no way is known any more. A way the enemy's
 * markers stand in keeps the goal, a new one too (GOAL): they may move off by the next turn.
 */
function refused(
  ctx: PlayContext,
  command: { verb: "travel"; who: string; hex: string },
  before: TravelGoals,
  asked: TravelGoal,
): void {
  const why = ctx.probe?.(command);
  if (why && !why.ok && why.code === "no-way") return;
  const kept = why && !why.ok && why.code === "enemy-there" ? { ...before, [command.who]: asked } : before;
  ctx.setGoals(kept);
  const goal = kept[command.who];
  const on = ctx.keymap.keysOf("travel-on")[0];
  if (goal && ctx.ui.message)
    ctx.ui.message = {
      text: `${ctx.ui.message.text}; the travel to ${goal.hex} waits (${on ? keyLabel(on) : "travel-on"} goes on)`,
      warn: true,
    };
}

/** GOALS but LABEL's. */
function without(goals: TravelGoals, label: string): TravelGoals {
  return Object.fromEntries(Object.entries(goals).filter(([l]) => l !== label));
}

/** The enemy markers in the side's sight, as it names them. */
function inSight(view: PlayerView): string[] {
  return view.enemies.filter((e) => e.inSight).map((e) => `${e.label} at ${e.hex}`);
}

/** The panel's line for the marker's remembered travel, if it has one. */
export function goalLine(
  ctx: { readonly goals?: TravelGoals; readonly keymap: PlayContext["keymap"] },
  marker?: OwnMarker,
): string | undefined {
  const goal = marker && ctx.goals?.[marker.label];
  if (!goal) return undefined;
  const on = ctx.keymap.keysOf("travel-on")[0];
  return `travel: ${goal.hex}, ${on ? keyLabel(on) : "travel-on"} goes on`;
}

/** The travel cursor's line, with the key (as bound) that puts it on the objective. */
export function travelPrompt(keymap: PlayContext["keymap"]): string {
  const g = keymap.keysOf("objective")[0];
  const jump = g ? ` (${keyLabel(g)}: your objective)` : "";
  return `Travel: move the cursor${jump}, Enter walks there, Esc cancels`;
}
