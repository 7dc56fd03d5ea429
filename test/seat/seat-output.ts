// Everything a seat gives out, as one text: what the non-interference property compares, byte for byte.
import type { Seat } from "../../src/seat/index.js";

/**
 * The seat's answers to every question it takes: whose turn, its view, its log and summary, the
 * reach of each own marker, the odds of each own marker against each enemy it sees (by marker and by
 * hex), the device menu of each own marker, and its replay steps.
 */
export function seatOutput(seat: Seat): string {
  const view = seat.view();
  const own = view.own.map((m) => m.number);
  const targets = view.enemies.flatMap((e) => [e.label, `${e.hex}${e.revealed ? ` ${e.label}` : ""}`]);
  const odds = own.flatMap((n) =>
    targets.flatMap((t) => [seat.odds(`fire ${n} at ${t}`), seat.odds(`melee ${n} at ${t}`)]),
  );
  return JSON.stringify({
    turn: seat.turn(),
    view,
    witnessed: seat.witnessed(),
    mark: seat.mark(),
    summary: seat.summary(),
    reach: own.map((n) => [...seat.reach(n)].sort((a, b) => a[0] - b[0])),
    odds,
    devices: [seat.devices(), ...own.map((n) => seat.devices(n))],
    replay: seat.replay(),
  });
}
