// The device commands: words to system actions, read against the acting side's own pieces.
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/play/command.js";
import { steps } from "../../src/play/resolve.js";
import { Named, resolver } from "../../src/play/resolver.js";
import { isRefusal } from "../../src/engine/refusal.js";
import { runScript } from "../../src/play/script.js";
import type { GameState } from "../../src/engine/state.js";
import { cellOf, game, id } from "../engine/systems/full-ship.js";

/** The command a line reads as, or why it is none. */
function parsed(line: string) {
  const c = parseCommand(line);
  return "verb" in c ? c : c.reason;
}

/** The actions a line's steps resolve to on STATE (each refusal as its line). */
function resolve(state: GameState, line: string) {
  const c = parseCommand(line);
  if (!("verb" in c)) return c.reason;
  const named = new Named();
  return [...steps(c)].map((step) => {
    const a = step(resolver(state, named));
    return isRefusal(a) ? named.reword(a).reason : a;
  });
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
    expect(parsed("station cap")).toEqual({ verb: "station", who: "cap" });
    expect(parsed("station 7 purifiers off")).toEqual({
      verb: "station",
      who: "7",
      device: "purifiers",
      on: false,
    });
    expect(parsed("station 7 on")).toEqual({ verb: "station", who: "7", on: true });
    expect(parsed("bridge lights off")).toEqual({ verb: "bridge", order: { do: "lights", on: false } });
    expect(parsed("bridge course")).toEqual({ verb: "bridge", order: { do: "course" } });
    expect(parsed("bridge close 92:0205")).toEqual({
      verb: "bridge",
      order: { do: "door", hex: "92:0205", open: false },
    });
    expect(parsed("bridge camera")).toEqual({ verb: "bridge", order: { do: "camera" } });
    expect(parsed("identify ?7")).toEqual({ verb: "identify", who: "?7" });
    expect(parsed("switch west cooler off")).toEqual({
      verb: "switch",
      who: "west",
      device: "cooler",
      on: false,
    });
    expect(parsed("transport 3")).toEqual({ verb: "transport", who: "3" });
    expect(parsed("launch 3")).toEqual({ verb: "launch", who: "3" });
    expect(parsed("wake sarge 93:0108")).toEqual({ verb: "wake", who: "sarge", hex: "93:0108" });
  });

  it("says what is wrong with a bad one", () => {
    expect(parsed("station")).toBe("usage: station WHO [DEVICE] [on|off]");
    expect(parsed("station 7 engine")).toContain(
      "is not a device or on|off: devices are bridge, aux, engines, purifiers, gravity",
    );
    expect(parsed("bridge")).toContain("usage: bridge gravity [on|off] | course | start");
    // The enemy chooses which of its markers the camera sees: the order names none.
    expect(parsed("bridge camera ?7")).toBe(
      "usage: bridge camera (the enemy chooses which of its markers the camera sees)",
    );
    expect(parsed("identify")).toBe("usage: identify WHO");
    expect(parsed("switch west cooler")).toBe("usage: switch WHO cooler|panel|HEX on|off");
    expect(parsed("launch")).toBe("usage: launch WHO");
    expect(parsed("fly away")).toContain("station, bridge, switch, transport, launch, wake, identify");
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
    // Named by name, the marker is named so back (issue 18, finding 8).
    expect(resolve(g, "switch kim cooler off")).toEqual(["there is no cooler next to kim"]);
    expect(resolve(g, `switch ${g.pieces[id(g, "kim")]!.number} cooler off`)).toEqual([
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
    expect(run.error).toEqual({ line: 2, code: "already", reason: "the cooler at 96:0601@belowdecks is already off" });
  });
});
