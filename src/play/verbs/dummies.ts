// Dummies: `dummy HEX` puts a new one on the map, `remove WHO` takes one off (src/engine/actions/dummy.ts).
import { isRefusal } from "../../engine/refusal.js";
import type { PlayerView } from "../../view/player-view.js";
import type { Verb } from "../verb.js";
import { oneMarker } from "./one-marker.js";

export interface DummyCommand {
  readonly verb: "dummy";
  readonly hex: string;
}

export const DUMMY_VERB: Verb<DummyCommand> = {
  verb: "dummy",
  help: { usage: "dummy HEX", about: "put a dummy on a hex no enemy could see (alone, or on your markers)" },
  parse: (w) => ({ verb: "dummy", hex: w.word() }),
  write: (c) => `dummy ${c.hex}`,
  steps: (c) => [
    (r) => {
      const cell = r.hex(c.hex);
      return isRefusal(cell) ? cell : { type: "dummy", cell };
    },
  ],
  // The side's: before play, the hexes of its zones while it has extra dummies left; in play, any hex
  // (in fog only one it sees: a dummy never goes where its side cannot see every hex that sees it).
  hexOffers: ({ ship, view, marker }) => {
    if (marker) return [];
    const d = view.deployment;
    const cells = d
      ? d.dummiesLeft > 0
        ? zoneCells(d)
        : []
      : view.visibility === "fog"
        ? view.inView
        : ship.cells.map((c) => c.id);
    return [{ command: (hex) => ({ verb: "dummy", hex }), cells }];
  },
};

/** Every hex of the side's deployment zones, in the ship's order. */
export function zoneCells(d: NonNullable<PlayerView["deployment"]>): number[] {
  return [...new Set(d.zones.flatMap((z) => z.cells))].sort((a, b) => a - b);
}

export const REMOVE_VERB = oneMarker("remove", "take a dummy off");
