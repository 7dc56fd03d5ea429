// A sandbox is imagined from what its side knows: a device the enemy worked out of its sight (a
// cooler turned off, a sleeper woken, in fog) is imagined as the side last knew it, so playing in
// the sandbox (free, and anywhere) cannot find out what the real game keeps from the side.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { heardDevices } from "../../src/play/heard-devices.js";
import type { SeenEvent } from "../../src/view/witnessed.js";
import { deviceIndex } from "../../src/ship/device-index.js";
import { cellOf, full, game, KINDS } from "../engine/systems/full-ship.js";

const tread = "96:0501@belowdecks";
const cryo = "93:0108";

/** Blue far away at 89; yellow's marine at a cooler's tread and its sergeant at a cryo cell (fog). */
function start(): GameState {
  return game(
    {
      blue: [{ kind: "marine", at: "89:0305", name: "far" }],
      yellow: [
        { kind: "marine", at: tread, name: "cooler" },
        { kind: "leader", at: "93:0208", name: "waker" },
      ],
    },
    { sleepers: [{ cell: cellOf(cryo), name: "Sleepy", type: KINDS.marine! }] },
  );
}

/** What blue's sandbox finds when yellow's imagined markers try the devices, yellow having done SECRET unseen. */
function tried(secret: readonly string[]): string[] {
  const s = new Session(undefined, [], start());
  const blue = new Seat(s, "blue");
  for (const line of ["end", ...secret, "end"]) {
    const done = s.command(line);
    if (!done.ok) throw new Error(`${line}: ${done.reason}`);
  }
  expect(blue.witnessed().filter((e) => e.turn === 1 && /cooler|cryo/.test(e.text))).toEqual([]);
  const sandbox = blue.imagine(
    {
      enemies: [
        { cell: cellOf(tread), type: "Marine" },
        { cell: cellOf("93:0208"), type: "Sergeant" },
      ],
    },
    "imagined",
  );
  if (typeof sandbox === "string") throw new Error(sandbox);
  sandbox.play("end");
  return [`switch ${tread} cooler off`, `wake 93:0208 ${cryo}`].map((line) => {
    const done = sandbox.copy().play(line);
    return done.ok ? "ok" : done.reason;
  });
}

describe("a sandbox in fog", () => {
  it("imagines a cooler turned off and a sleeper woken out of the side's sight as it last knew them", () => {
    const unseen = tried([`switch cooler cooler off`, `wake waker ${cryo}`]);
    expect(unseen).toEqual(tried([]));
    expect(unseen).toEqual(["ok", "ok"]);
  });
});

describe("what a side's log tells of the devices", () => {
  it("is the last it heard of each cooler, and every cryo cell it knows opened and pod it knows gone", () => {
    const [west, east] = ["96:0601@belowdecks", "96:0701@belowdecks"];
    const pod = full.cells[deviceIndex(full).pods[0]!]!.name;
    const told = (kind: "switch" | "move" | "sleeper-woken" | "pod-launched", hex: string, on?: boolean) =>
      ({
        turn: 1,
        kind,
        text: "",
        fields:
          kind === "move" ? { marker: { side: "yellow" }, to: hex } : { hex, ...(on === undefined ? {} : { on }) },
      }) as SeenEvent;
    const heard = heardDevices(full, [
      told("switch", west!, false),
      told("switch", east!, false),
      told("switch", west!, true),
      told("move", cryo),
      told("sleeper-woken", cryo),
      told("pod-launched", pod),
    ]);
    expect(heard).toEqual({ coolersOff: [cellOf(east!)], woken: [cellOf(cryo)], pods: [cellOf(pod)] });
  });
});
