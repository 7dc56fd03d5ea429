// A replay step as plain text: where things stood, and what was seen on the way there.
import type { Audience } from "../engine/events.js";
import type { OwnMarker, PlayerView } from "../view/player-view.js";
import type { ReplayStep } from "../play/replay-steps.js";
import { eventLine } from "../view/event-words.js";

export function stepLines(step: ReplayStep, total: number, audience: Audience): string[] {
  const state = step.over ? "game over" : `${step.toMove} to move`;
  const lines = [
    `step ${step.step} of ${total - 1}  turn ${step.turn}  ${state}${audience === "referee" ? "  (referee: everything)" : `  (as ${audience} saw it)`}`,
    "",
  ];
  if ("side" in step.view) lines.push(...sideLines(step.view as PlayerView, audience !== "referee"));
  else lines.push(...sideLines(step.view.blue, false), "", ...sideLines(step.view.yellow, false));
  lines.push("", step.step === 0 ? "At the start:" : "Since the step before:");
  lines.push(...(step.events.length === 0 ? ["  nothing seen"] : step.events.map((e) => `  ${eventLine(e)}`)));
  return lines;
}

function sideLines(view: PlayerView, withSight: boolean): string[] {
  const lines = [`${view.side}: ${view.own.length} marker${view.own.length === 1 ? "" : "s"}`];
  for (const m of view.own) lines.push(`  ${ownLine(m)}`);
  if (withSight) {
    lines.push(
      "in sight:",
      ...(view.enemies.length === 0 ? ["  no enemy"] : view.enemies.map((e) => `  ${e.label} at ${e.hex}`)),
    );
    if (view.lastSeen.length > 0)
      lines.push("last seen:", ...view.lastSeen.map((s) => `  ${s.label} at ${s.hex}, turn ${s.turn}`));
  }
  if (view.openDoors.length > 0) lines.push(`open doors: ${view.openDoors.join(" ")}`);
  return lines;
}

function ownLine(m: OwnMarker): string {
  const where =
    m.where.at === "cell"
      ? `at ${m.where.hex}`
      : m.where.at === "zone"
        ? `to deploy in ${m.where.zone}`
        : m.where.at === "lock"
          ? `in ${m.where.lock}`
          : `outside ${m.where.lock}`;
  const who = m.soldier ? `${m.soldier.name} (${m.soldier.type}${m.soldier.wounded ? ", wounded" : ""})` : "dummy";
  return `?${m.number} ${who} ${where}${m.revealed ? ", revealed" : ""}`;
}
