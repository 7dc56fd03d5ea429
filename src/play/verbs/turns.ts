// The turn and the deployment before play: `end` ends the side's turn; `deploy WHO HEX` places a
// marker in its zone and `ready` says the side has deployed (src/engine/actions/end-turn.ts, deploy/).
import { isRefusal } from "../../engine/refusal.js";
import type { Verb, Who } from "../verb.js";
import { zoneCells } from "./dummies.js";

export interface EndCommand {
  readonly verb: "end";
}

export interface DeployCommand {
  readonly verb: "deploy";
  /** A marker, or `dummy`: the side's next dummy still to place. */
  readonly who: Who;
  readonly hex: string;
}

export interface ReadyCommand {
  readonly verb: "ready";
}

export const END_VERB: Verb<EndCommand> = {
  verb: "end",
  help: { usage: "end", about: "end your turn" },
  parse: () => ({ verb: "end" }),
  write: () => "end",
  steps: () => [() => ({ type: "end" })],
  offers: ({ marker }) => (marker ? [] : [{ verb: "end" }]),
};

export const DEPLOY_VERB: Verb<DeployCommand> = {
  verb: "deploy",
  help: {
    usage: "deploy WHO HEX",
    about: "before play: place a marker on a hex of its zone (WHO dummy: the next dummy to place)",
  },
  parse: (w) => ({ verb: "deploy", who: w.word(), hex: w.word() }),
  write: (c) => `deploy ${c.who} ${c.hex}`,
  steps: (c) => [
    (r) => {
      const p = r.deploying(c.who);
      if (isRefusal(p)) return p;
      const cell = r.hex(c.hex);
      return isRefusal(cell) ? cell : { type: "deploy", piece: p.id, cell };
    },
  ],
  // Before play, each marker on each hex of the side's zones (which zone is its own, the game says).
  hexOffers: ({ view, marker }) => {
    if (!marker || !view.deployment) return [];
    const who = marker.number;
    return [{ command: (hex) => ({ verb: "deploy", who, hex }), cells: zoneCells(view.deployment) }];
  },
};

export const READY_VERB: Verb<ReadyCommand> = {
  verb: "ready",
  help: { usage: "ready", about: "before play: your side has deployed (every marker placed)" },
  parse: () => ({ verb: "ready" }),
  write: () => "ready",
  steps: () => [() => ({ type: "ready" })],
  offers: ({ marker }) => (marker ? [] : [{ verb: "ready" }]),
};
