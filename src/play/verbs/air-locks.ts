// Air locks: `board WHO` from outside into its lock, `leave WHO [HEX]` out of it onto the ship, `exit
// WHO` out of the ship from beside one (src/engine/actions/airlock.ts, exit-ship.ts).
import { isRefusal, refusal } from "../../engine/refusal.js";
import { placeName } from "../../ship/ship.js";
import type { Verb, Who } from "../verb.js";
import { oneMarker } from "./one-marker.js";

export interface LeaveCommand {
  readonly verb: "leave";
  readonly who: Who;
  /** Which way out, when the lock has several. */
  readonly hex?: string;
}

export const BOARD_VERB = oneMarker("board", "from outside into its air lock");

export const LEAVE_VERB: Verb<LeaveCommand> = {
  verb: "leave",
  help: { usage: "leave WHO [HEX]", about: "out of the air lock (HEX when the lock has several ways out)" },
  parse: (w) => {
    const who = w.word();
    const hex = w.optional();
    return { verb: "leave", who, ...(hex ? { hex } : {}) };
  },
  write: (c) => `leave ${c.who}${c.hex ? ` ${c.hex}` : ""}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      if (p.place.at !== "lock") return refusal("wrong-place", `${r.name(p)} is not in an air lock`);
      const exits = r.ship.airlocks[p.place.lock]!.exits;
      if (c.hex === undefined) {
        if (exits.length === 1) return { type: "leave", piece: p.id, to: exits[0]! };
        return refusal("say-which", `say which way out: ${exits.map((e) => placeName(r.ship.cells[e]!)).join(", ")}`);
      }
      const to = r.hex(c.hex);
      return isRefusal(to) ? to : { type: "leave", piece: p.id, to };
    },
  ],
  // Each way out of the lock the marker is in, named when there are several.
  offers: ({ marker, ship }) => {
    if (marker?.where.at !== "lock") return [];
    const lock = marker.where.lock;
    const exits = ship.airlocks.find((l) => l.name === lock)?.exits ?? [];
    return exits.length <= 1
      ? [{ verb: "leave", who: marker.number }]
      : exits.map((e) => ({ verb: "leave", who: marker.number, hex: placeName(ship.cells[e]!) }));
  },
};

export const EXIT_VERB = oneMarker(
  "exit",
  "out of the ship through the air lock next to it (from its hall end or the cargo hatch)",
);
