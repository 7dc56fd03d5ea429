// A deployment made for a side by the commands it could type: every marker still to place goes to
// a hex of its zone, spread at random, then ready. For headless players (bots, quick runs).
import type { Seat } from "../seat/index.js";
import { placeName } from "../ship/ship.js";

/** Deploys the seat's side if it is deploying; true when it said ready. */
export function autoDeploy(seat: Seat, random: () => number): boolean {
  const v = seat.view();
  if (v.phase !== "deploy" || !v.deployment || v.toMove !== seat.side) return false;
  const ship = seat.ship;
  const zones = new Map(v.deployment.zones.map((z) => [z.name, z.cells]));
  for (const m of v.own) {
    if (m.where.at !== "zone") continue;
    const cells = [...(zones.get(m.where.zone) ?? [])];
    // Random order, so markers spread; a full hex is refused and the next is tried.
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    cells.some((c) => seat.act({ verb: "deploy", who: m.number, hex: placeName(ship.cells[c]!) }).ok);
  }
  const all = [...zones.values()].flat();
  for (let n = 0; n < v.deployment.dummiesLeft && all.length > 0; n++)
    seat.act({ verb: "dummy", hex: placeName(ship.cells[all[Math.floor(random() * all.length)]!]!) });
  return seat.act({ verb: "ready" }).ok;
}
