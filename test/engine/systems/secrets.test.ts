// The devices keep the hidden-movement promise: what blue sees of yellow's bridge cannot hang
// on yellow's other secrets (here, dummies yellow puts down and takes off out of blue's sight).
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import type { Action } from "../../../src/engine/rules.js";
import type { GameEvent } from "../../../src/engine/events.js";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cellOf, game, id } from "./full-ship.js";

function act(s: GameState, a: Action, log: GameEvent[]): GameState {
  const out = apply(s, a);
  if (!out.ok) throw new Error(`${JSON.stringify(a)}: ${out.reason}`);
  log.push(...out.events);
  return out.state;
}

/** Yellow mans the bridge for `turns` turns and uses every gravity or lights roll; with `secrets`, it also plays with dummies in the closed bridge. */
function play(seed: number, turns: number, secrets: boolean) {
  let s = game(
    {
      blue: [{ kind: "marine", at: "92:0106", name: "watcher" }],
      yellow: [
        { kind: "marine", at: "89:0605", name: "cap" },
        { kind: "marine", at: "89:0802", name: "nav" },
      ],
    },
    { seed },
  );
  const log: GameEvent[] = [];
  for (let t = 0; t < turns; t++) {
    s = act(s, { type: "end" }, log); // blue waits
    if (secrets) {
      s = act(s, { type: "dummy", cell: cellOf("89:0703") }, log);
      s = act(s, { type: "remove", piece: s.pieces.length - 1 }, log);
    }
    const roll = view(s, "yellow").devices.bridgeRoll;
    if (roll?.result === 1) s = act(s, { type: "bridge", order: { do: "gravity" } }, log);
    if (roll?.result === 4) s = act(s, { type: "bridge", order: { do: "lights" } }, log);
    s = act(s, { type: "station", piece: id(s, "cap") }, log);
    s = act(s, { type: "station", piece: id(s, "nav") }, log);
    s = act(s, { type: "end" }, log);
  }
  return { state: s, log };
}

describe("the bridge's dice", () => {
  it("give blue the same game whatever yellow does unseen", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const plain = play(seed, 12, false);
      const secret = play(seed, 12, true);
      expect(witnessed(secret.log, "blue")).toEqual(witnessed(plain.log, "blue"));
      expect(view(secret.state, "blue")).toEqual(view(plain.state, "blue"));
    }
    // And the bridge did act where blue could notice it.
    expect(
      witnessed(play(1, 12, false).log, "blue").some(
        (e) => e.kind.startsWith("lights-") || e.kind.startsWith("gravity-"),
      ),
    ).toBe(true);
  });
});
