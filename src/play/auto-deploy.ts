// A deployment made for a side by the commands it could type: every marker still to place goes to
// a hex of its zone, spread at random, then ready. For headless players (bots, quick runs).
import { placeName, type Ship } from "../ship/ship.js";
import type { Session } from "./session.js";

/** Deploys the side to move if it is deploying; true when it said ready. */
export function autoDeploy(session: Session, ship: Ship, random: () => number): boolean {
  const side = session.toMove;
  const v = session.view(side);
  if (v.phase !== "deploy" || !v.deployment) return false;
  const zones = new Map(v.deployment.zones.map((z) => [z.name, z.cells]));
  for (const m of v.own) {
    if (m.where.at !== "zone") continue;
    const cells = [...(zones.get(m.where.zone) ?? [])];
    // Random order, so markers spread; a full hex is refused and the next is tried.
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    cells.some((c) => session.command(`deploy ${m.number} ${placeName(ship.cells[c]!)}`).ok);
  }
  const all = [...zones.values()].flat();
  for (let n = 0; n < v.deployment.dummiesLeft && all.length > 0; n++)
    session.command(`dummy ${placeName(ship.cells[all[Math.floor(random() * all.length)]!]!)}`);
  return session.command("ready").ok;
}
