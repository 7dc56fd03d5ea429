// Dummies: `dummy HEX` puts a new one on the map, `remove WHO` takes one off (src/engine/actions/dummy.ts).
import { isRefusal } from "../../engine/refusal.js";
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
};

export const REMOVE_VERB = oneMarker("remove", "take a dummy off");
