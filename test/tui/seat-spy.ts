// Seats whose calls a test can watch: a proxy over each real seat (its private fields stay its own).
import { seating, type Seating } from "../../src/seating/seats.js";
import type { Session } from "../../src/play/session.js";
import type { Seat } from "../../src/seat/index.js";

export type SeatCall = (seat: Seat, method: string, args: unknown[], call: () => unknown) => unknown;

/** The session's seating with every seat method call going through SPY (which may call on or not). */
export function spiedSeating(session: Session, spy: SeatCall): Seating {
  const real = seating(session);
  const wrap = (seat: Seat): Seat =>
    new Proxy(seat, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== "function") return value;
        const method = value as (...a: unknown[]) => unknown;
        return (...args: unknown[]) => spy(target, String(key), args, () => method.apply(target, args));
      },
    });
  return { ...real, seats: { blue: wrap(real.seats.blue), yellow: wrap(real.seats.yellow) } };
}
