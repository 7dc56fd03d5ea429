// What a side knows of devices the enemy may work out of its sight, from its own log: coolers last known
// off, cryo cells known opened, escape pods known gone. A game the side imagines holds these, not the truth.
import type { Ship } from "../ship/ship.js";
import { deviceIndex } from "../ship/device-index.js";
import { findCell } from "../ship/find-cell.js";
import type { SeenEvent } from "../view/witnessed.js";

export interface HeardDevices {
  /** Cooler cells the side last knew off: its own switching, or the enemy's it watched. */
  readonly coolersOff: readonly number[];
  /** Cryo cells the side knows were opened (its own wakes, or one it was told of). */
  readonly woken: readonly number[];
  /** Escape pods the side knows have gone (its own, or one it saw launch). */
  readonly pods: readonly number[];
}

/** Knowing nothing: every cooler on, every sleeper asleep and every pod aboard, as each game begins. */
export const HEARD_NOTHING: HeardDevices = { coolersOff: [], woken: [], pods: [] };

/** The devices as EVENTS (a side's whole log, in order) told of them. */
export function heardDevices(ship: Ship, events: readonly SeenEvent[]): HeardDevices {
  const coolers = new Set(deviceIndex(ship).coolers);
  const off = new Set<number>();
  const woken = new Set<number>();
  const pods = new Set<number>();
  for (const e of events) {
    if (e.kind !== "switch" && e.kind !== "sleeper-woken" && e.kind !== "pod-launched") continue;
    const hex = e.fields.hex === undefined ? undefined : findCell(ship, e.fields.hex);
    if (hex === undefined) continue;
    if (e.kind === "switch" && coolers.has(hex)) {
      if (e.fields.on) off.delete(hex);
      else off.add(hex);
    } else if (e.kind === "sleeper-woken") woken.add(hex);
    else if (e.kind === "pod-launched") pods.add(hex);
  }
  const sorted = (cells: Set<number>) => [...cells].sort((a, b) => a - b);
  return { coolersOff: sorted(off), woken: sorted(woken), pods: sorted(pods) };
}
