// Combat keys: fire and close combat with a target chosen among the enemies in sight; carry, drop, heal, ambush.
import { distance, step } from "../hex/coords.js";
import type { Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { CommandName } from "./keymap.js";
import { directionOf } from "./directions.js";
import { hintLine } from "./text-fit.js";
import type { Command, EnemyMarker, Odds, OwnMarker } from "../seat/index.js";
import { markerCell, ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";
import { selectedMarker, type Sub } from "./play-state.js";

export interface Target {
  /** How the side names it in a command: "?7", or the hex and type of a revealed soldier. */
  readonly text: string;
  readonly label: string;
  readonly cell: number;
  readonly hex: string;
  readonly range: number;
  /** The seat's answer for attacking it: the odds, or why it cannot be attacked (asked once). */
  readonly odds?: Odds;
}

export type TargetSub = Extract<Sub, { kind: "target" }>;

/**
 * Starts choosing a target for the selected soldier: those it can attack (the seat gives
 * odds) first, nearest first; then the rest, nearest first, each with why it cannot be.
 */
export function startAttack(ctx: PlayContext, purpose: "fire" | "melee"): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const warn = (text: string): void => {
    ctx.ui.message = { text, warn: true };
  };
  if (!marker || marker.where.at !== "cell")
    return warn(marker ? `${ownName(marker)} is not on the map` : "you have no markers");
  if (!marker.soldier)
    return warn(`${ownName(marker)} is a dummy: a dummy never attacks, or it would give itself away`);
  const targets = targetsFor(ctx, marker, purpose);
  if (targets.length === 0)
    return warn(
      purpose === "fire" ? "no enemy in sight to fire at" : `no enemy next to ${ownName(marker)} for close combat`,
    );
  ctx.sub = { kind: "target", purpose, targets, index: 0 };
}

function targetsFor(ctx: PlayContext, marker: OwnMarker, purpose: "fire" | "melee"): Target[] {
  const from = ctx.ship.cells[markerCell(ctx.ship, marker)!]!;
  // As the command language names a revealed soldier on a hex shared with others: "wounded" when seen so.
  const seen = (e: EnemyMarker) => `${e.wounded ? "wounded " : ""}${e.label}`;
  const labels = (e: EnemyMarker) => ctx.view.enemies.filter((o) => o.cell === e.cell && seen(o) !== seen(e)).length;
  // Across an open table every enemy marker is on the map: only those in sight are targets.
  return ctx.view.enemies
    .filter((e) => e.inSight)
    .map((e) => ({
      text: e.revealed ? `${e.hex}${labels(e) > 0 ? ` ${seen(e)}` : ""}` : e.label,
      label: `${e.label}${e.wounded ? " (wounded)" : ""}`,
      cell: e.cell,
      hex: e.hex,
      range: distance(from, ctx.ship.cells[e.cell]!),
    }))
    .filter((t) => purpose === "fire" || t.range <= 1)
    .sort((a, b) => a.range - b.range || a.cell - b.cell)
    .map((t): Target => {
      const odds = ctx.odds?.({ verb: purpose, who: marker.number, target: t.text });
      return odds === undefined ? t : { ...t, odds };
    })
    .sort((a, b) => Number(b.odds?.ok === true) - Number(a.odds?.ok === true));
}

/** Keys while choosing a target: Tab (or the same key again) cycles, Enter attacks, Esc gives up. */
export function targetKey(ctx: PlayContext, sub: TargetSub, key: string): void {
  const command = ctx.keymap.command(key);
  const count = sub.targets.length;
  if (key === "escape") return void (ctx.sub = { kind: "normal" });
  if (moveAim(ctx, sub, command)) return;
  if (key === "tab" || command === "next-marker" || command === (sub.purpose === "fire" ? "fire" : "melee")) {
    sub.index = (sub.index + 1) % count;
    delete sub.at;
  } else if (key === "S-tab" || command === "previous-marker") {
    sub.index = (sub.index + count - 1) % count;
    delete sub.at;
  } else if (key === "enter") {
    // The prompt says there is no enemy under the cursor: Enter waits for one.
    if (sub.at && aimed(ctx.ship, sub) === undefined) return;
    const attack = targetCommand(ctx, sub);
    ctx.sub = { kind: "normal" };
    if (attack) ctx.run(attack);
  }
}

/** The attack being chosen as a command: `{ verb: "fire", who: 10, target: "99:0306" }`. */
export function targetCommand(
  ctx: { view: PlayContext["view"]; ui: PlayContext["ui"] },
  sub: TargetSub,
): Command | undefined {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const target = sub.targets[sub.index];
  return marker && target ? { verb: sub.purpose, who: marker.number, target: target.text } : undefined;
}

/** The target under the free cursor (none when it rests on no enemy in sight); the chosen one while it is not in use. */
export function aimed(ship: Ship, sub: TargetSub): Target | undefined {
  if (!sub.at) return sub.targets[sub.index];
  const at = sub.at;
  const cell = ship.cells.find((c) => c.x === at.x && c.y === at.y && c.level === at.level);
  return cell && sub.targets[sub.index]?.cell === cell.id ? sub.targets[sub.index] : undefined;
}

/** A direction key moves the free targeting cursor; resting on a target makes it the chosen one. */
function moveAim(ctx: PlayContext, sub: TargetSub, command: CommandName | undefined): boolean {
  const from = sub.at ?? cellPoint(ctx.ship, sub.targets[sub.index]!.cell);
  const dir = directionOf(command, from.y);
  if (!dir) return false;
  const to = step(from, dir);
  if (to.x < 0 || to.y < 0 || to.x >= ctx.ship.width || to.y >= ctx.ship.height) return true;
  sub.at = { x: to.x, y: to.y, level: from.level };
  const cell = ctx.ship.cells.find((c) => c.x === to.x && c.y === to.y && c.level === from.level);
  const i = cell ? sub.targets.findIndex((t) => t.cell === cell.id) : -1;
  if (i >= 0) sub.index = i;
  return true;
}

function cellPoint(ship: Ship, cell: number): { x: number; y: number; level: Level } {
  const c = ship.cells[cell]!;
  return { x: c.x, y: c.y, level: c.level };
}

export function targetPrompt(
  ctx: { view: PlayContext["view"]; ui: PlayContext["ui"]; ship?: Ship },
  sub: TargetSub,
  width = 200,
): string {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const t = sub.targets[sub.index];
  if (!marker || !t) return "";
  if (sub.at && t.cell !== cellAt(ctx, sub.at))
    return `${sub.purpose === "fire" ? "Fire" : "Close combat"}: no enemy in sight under the cursor; Tab picks one, Esc cancels`;
  // One that cannot be hit is said so in the prompt itself, not only in the odds above.
  const cannot = t.odds && !t.odds.ok ? " (cannot hit)" : "";
  // The keys give way before the target's words do: the line is never cut.
  return hintLine(
    [
      {
        text: `${sub.purpose === "fire" ? "Fire" : "Close combat"} at ${t.label} ${t.hex}${cannot} (${sub.index + 1}/${sub.targets.length}):`,
        rank: 0,
      },
      // Enter at a target that cannot be hit is only refused: the prompt does not offer it.
      ...(cannot ? [] : [{ text: "Enter attacks", rank: 0 }]),
      { text: "Tab next", rank: 1 },
      { text: "yu/hl/bn aim", rank: 3 },
      { text: "Esc cancels", rank: 2 },
    ],
    width,
  );
}

function cellAt(ctx: { ship?: Ship }, at: { x: number; y: number; level: Level }): number | undefined {
  return ctx.ship?.cells.find((c) => c.x === at.x && c.y === at.y && c.level === at.level)?.id;
}

/** The line about the attack above the target's description: who, at whom, how far, the chances. */
export function targetSummary(
  ctx: { view: PlayContext["view"]; ui: PlayContext["ui"] },
  sub: TargetSub,
  odds: Odds | undefined,
): string {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const t = sub.targets[sub.index];
  if (!marker || !t) return "";
  const said = odds ? (odds.ok ? odds.text : odds.reason) : undefined;
  // A refusal names the soldier too ("?11 has no line of sight..."): once is enough after "?11 Menkovich:".
  const own = `?${marker.number} `;
  const why = said?.startsWith(own) ? said.slice(own.length) : said;
  return `${ownName(marker)}: ${why ?? (t.range <= 1 ? "next to it" : `${t.range} hexes away`)}`;
}

/** Carry (or drop what it carries) and heal: a wounded friend on or next to the soldier's hex. */
export function friendAction(ctx: PlayContext, verb: "carry" | "heal"): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  const warn = (text: string): void => {
    ctx.ui.message = { text, warn: true };
  };
  if (!marker?.soldier || marker.where.at !== "cell")
    return warn(marker ? `${ownName(marker)} cannot ${verb}: it must be a soldier on the map` : "you have no markers");
  if (verb === "carry" && marker.soldier.carrying !== undefined)
    return void ctx.run({ verb: "drop", who: marker.number });
  const here = ctx.ship.cells[marker.where.cell]!;
  const friends = ctx.view.own.filter((m) => {
    if (m === marker || !m.soldier?.wounded || m.where.at !== "cell") return false;
    const there = ctx.ship.cells[m.where.cell]!;
    return there.level === here.level && distance(here, there) <= 1;
  });
  if (friends.length === 0) return warn(`no wounded friend on or next to ${ownName(marker)}`);
  if (friends.length === 1) return void ctx.run({ verb, who: marker.number, friend: friends[0]!.number });
  ctx.sub = {
    kind: "choose",
    question: `${verb} which friend?`,
    options: friends
      .slice(0, 9)
      .map((f) => ({ label: ownName(f), command: { verb, who: marker.number, friend: f.number } })),
  };
}
