// The device commands: words to system actions, read against the acting side's own pieces.
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/play/command.js";
import { steps } from "../../src/play/resolve.js";
import { runScript } from "../../src/play/script.js";
import type { GameState } from "../../src/engine/state.js";
import { cellOf, game, id } from "../engine/systems/full-ship.js";

function resolve(state: GameState, line: string) {
  const c = parseCommand(line);
  if (typeof c === "string") return c;
  return steps(c).map((step) => step(state));
}

const g = game(
  {
    blue: [
      { kind: "marine", at: "96:0501@belowdecks", name: "west" },
      { kind: "leader", at: "93:0208", name: "sarge" },
      { kind: "marine", at: "89:0605", name: "cap" },
      { kind: "marine", at: "91:0601", name: "kim" },
    ],
    yellow: [{ kind: "marine", at: "98:1206", name: "y" }],
  },
  { sleepers: [] },
);

describe("parsing device commands", () => {
  it("reads station, bridge, switch, transport, launch and wake", () => {
    expect(parseCommand("station cap")).toEqual({ verb: "station", who: "cap" });
    expect(parseCommand("station 7 purifiers off")).toEqual({
      verb: "station",
      who: "7",
      device: "purifiers",
      on: false,
    });
    expect(parseCommand("station 7 on")).toEqual({ verb: "station", who: "7", on: true });
    expect(parseCommand("bridge lights off")).toEqual({ verb: "bridge", order: { do: "lights", on: false } });
    expect(parseCommand("bridge course")).toEqual({ verb: "bridge", order: { do: "course" } });
    expect(parseCommand("bridge close 92:0205")).toEqual({
      verb: "bridge",
      order: { do: "door", hex: "92:0205", open: false },
    });
    expect(parseCommand("bridge camera")).toEqual({ verb: "bridge", order: { do: "camera" } });
    expect(parseCommand("identify ?7")).toEqual({ verb: "identify", who: "?7" });
    expect(parseCommand("switch west cooler off")).toEqual({
      verb: "switch",
      who: "west",
      device: "cooler",
      on: false,
    });
    expect(parseCommand("transport 3")).toEqual({ verb: "transport", who: "3" });
    expect(parseCommand("launch 3")).toEqual({ verb: "launch", who: "3" });
    expect(parseCommand("wake sarge 93:0108")).toEqual({ verb: "wake", who: "sarge", hex: "93:0108" });
  });

  it("says what is wrong with a bad one", () => {
    expect(parseCommand("station")).toBe("usage: station WHO [DEVICE] [on|off]");
    expect(parseCommand("station 7 engine")).toContain(
      "is not a device or on|off: devices are bridge, aux, engines, purifiers, gravity",
    );
    expect(parseCommand("bridge")).toContain("usage: bridge gravity [on|off] | course | start");
    // The enemy chooses which of its markers the camera sees: the order names none.
    expect(parseCommand("bridge camera ?7")).toBe(
      "usage: bridge camera (the enemy chooses which of its markers the camera sees)",
    );
    expect(parseCommand("identify")).toBe("usage: identify WHO");
    expect(parseCommand("switch west cooler")).toBe("usage: switch WHO cooler|panel|HEX on|off");
    expect(parseCommand("launch")).toBe("usage: launch WHO");
    expect(parseCommand("fly away")).toContain("station, bridge, switch, transport, launch, wake, identify");
  });
});

describe("resolving device commands", () => {
  it("finds the device next to the soldier", () => {
    expect(resolve(g, "switch west cooler off")).toEqual([
      { type: "switch", piece: id(g, "west"), device: cellOf("96:0601@belowdecks"), on: false },
    ]);
    expect(resolve(g, "switch kim panel off")).toEqual([
      { type: "switch", piece: id(g, "kim"), device: cellOf("91:0600"), on: false },
    ]);
    expect(resolve(g, "switch kim cooler off")).toEqual([
      "there is no cooler next to ?" + g.pieces[id(g, "kim")]!.number,
    ]);
    expect(resolve(g, "wake sarge")).toEqual([{ type: "wake", piece: id(g, "sarge"), cell: cellOf("93:0108") }]);
    expect(resolve(g, "station cap")).toEqual([{ type: "station", piece: id(g, "cap") }]);
    expect(resolve(g, "bridge open 92:0205")).toEqual([
      { type: "bridge", order: { do: "door", door: cellOf("92:0205"), open: true } },
    ]);
    expect(resolve(g, "bridge open 92:9999")).toEqual(["no hex 92:9999 on this ship"]);
    expect(resolve(g, "transport nobody")).toEqual(["blue has no marker or soldier 'nobody'"]);
  });

  it("plays in a script, stopping at a refusal with the engine's reason", () => {
    const run = runScript(g, "switch west cooler off\nswitch west cooler off\n");
    expect(run.actions).toHaveLength(1);
    expect(run.error).toEqual({ line: 2, reason: "the cooler at 96:0601@belowdecks is already off" });
  });
});
