// Containers: `push WHO WAY [with WHO]` shoves the one next to a marker a hex on (src/engine/actions/push.ts).
import { isRefusal, refusal } from "../../engine/refusal.js";
import type { Direction } from "../../hex/coords.js";
import type { Verb, Who } from "../verb.js";

export interface PushCommand {
  readonly verb: "push";
  readonly who: Who;
  readonly way: Direction;
  /** A friend on the container's far side, who steps back as it comes. */
  readonly helper?: Who;
}

export const PUSH_VERB: Verb<PushCommand> = {
  verb: "push",
  help: { usage: "push WHO WAY [with WHO]", about: "shove the container next to it one hex on" },
  parse: (w) => {
    const who = w.word();
    const way = w.direction();
    if (w.peek() === undefined) return { verb: "push", who, way };
    w.expect("with");
    return { verb: "push", who, way, helper: w.word() };
  },
  write: (c) => `push ${c.who} ${c.way}${c.helper === undefined ? "" : ` with ${c.helper}`}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      const at = r.towards(p, c.way);
      if (isRefusal(at)) return at;
      const box = r.container(at);
      if (box === undefined) return refusal("no-device", `there is no container ${c.way} of ${r.name(p)}`);
      if (c.helper === undefined) return { type: "push", piece: p.id, container: box };
      const helper = r.own(c.helper);
      return isRefusal(helper)
        ? refusal(helper.code, `helper: ${helper.reason}`)
        : { type: "push", piece: p.id, container: box, helper: helper.id };
    },
  ],
};
