// Cryo cells: `wake WHO [HEX]` has a Leader or Hero wake the sleeper in the cryo cell next to him
// (src/engine/systems/cryo.ts); and its choices in the device menu.
import { isRefusal } from "../../engine/refusal.js";
import { deviceIndex, nextTo } from "../../ship/device-index.js";
import { placeName, shownHex } from "../../ship/ship.js";
import { ONE_MU } from "../menu-words.js";
import type { Verb, Who } from "../verb.js";

export interface WakeCommand {
  readonly verb: "wake";
  readonly who: Who;
  /** The cryo cell, where several are next to him. */
  readonly hex?: string;
}

export const WAKE_VERB: Verb<WakeCommand> = {
  verb: "wake",
  help: { usage: "wake WHO [HEX]", about: "a Leader or Hero wakes the sleeper in the cryo cell next to him" },
  parse: (w) => {
    const who = w.word();
    const hex = w.optional();
    return { verb: "wake", who, ...(hex ? { hex } : {}) };
  },
  write: (c) => `wake ${c.who}${c.hex ? ` ${c.hex}` : ""}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      const cell = c.hex === undefined ? r.nextTo(p, deviceIndex(r.ship).cryoCells, "cryo cell") : r.hex(c.hex);
      return isRefusal(cell) ? cell : { type: "wake", piece: p.id, cell };
    },
  ],
  menu: ({ ship, marker: m, cell, notes }) => {
    if (!m || cell === undefined) return [];
    const cryo = nextTo(ship, cell, deviceIndex(ship).cryoCells);
    if (cryo.length === 0) return [];
    if (m.soldier?.leader === undefined && !m.soldier?.hero) {
      notes.push("Cryo cells: only a Leader or a Hero works their controls.");
      return [];
    }
    return cryo.map((c) => ({
      label: `Cryo cell at ${shownHex(ship.cells[c]!)}: wake the sleeper`,
      about: `${ONE_MU} If someone sleeps in it, he steps out beside the cell under a new marker, joins your side and moves from your next turn.`,
      command: { verb: "wake", who: m.number, hex: placeName(ship.cells[c]!) } as WakeCommand,
    }));
  },
};
