// What a side's view shows of the ship's systems and devices: the public systems field by
// field, and of the devices only that side's own roll, stations, camera findings, escapees.
import { describe, expect, it } from "vitest";
import { view } from "../../../src/view/player-view.js";
import { refereeView } from "../../../src/view/referee-view.js";
import { deviceDice, END, game, id, play } from "./full-ship.js";

describe("the view of systems and devices", () => {
  const g = game({
    blue: [
      { kind: "marine", at: "89:0605", name: "cap" },
      { kind: "marine", at: "89:0502", name: "nav" },
    ],
    yellow: [{ kind: "marine", at: "98:1206", name: "y" }],
  });

  it("starts with every system on, the ship not moving, no course and no countdown", () => {
    for (const side of ["blue", "yellow"] as const) {
      expect(view(g, side).systems).toEqual({
        power: true,
        lights: true,
        gravity: true,
        recDeckGravity: true,
        airPurification: true,
        engines: true,
        moving: false,
        course: null,
        airTurnsLeft: null,
      });
      expect(view(g, side).devices).toEqual({
        bridgeRoll: null,
        camera: [],
        cameraDue: false,
        cameraWaiting: false,
        stations: [],
        escaped: [],
        engineRestart: null,
      });
    }
    expect(refereeView(g).systems).toEqual(view(g, "blue").systems);
  });

  it("shows a side its own stations and bridge roll, and the enemy nothing of them", () => {
    let s = play(g, { type: "station", piece: id(g, "cap") }, { type: "station", piece: id(g, "nav") });
    const cap = s.pieces[id(s, "cap")]!.number;
    expect(view(s, "blue").devices.stations).toEqual([
      { number: cap, label: `?${cap}`, device: "bridge", hex: "89:0605" },
      {
        number: s.pieces[id(s, "nav")]!.number,
        label: `?${s.pieces[id(s, "nav")]!.number}`,
        device: "bridge",
        hex: "89:0502",
      },
    ]);
    s = play(deviceDice(play(s, END), "bridge", "blue", [4]), END);
    expect(view(s, "blue").devices.bridgeRoll).toEqual({
      result: 4,
      does: "turn the interior lights on or off",
      command: "bridge lights [on|off]",
      used: false,
    });
    const yellow = view(play(s, END), "yellow");
    expect(yellow.devices).toEqual({
      bridgeRoll: null,
      camera: [],
      cameraDue: false,
      cameraWaiting: false,
      stations: [],
      escaped: [],
      engineRestart: null,
    });
    for (const secret of ['"cap"', '"nav"', "89:0605", "89:0502", "interior lights"])
      expect(JSON.stringify(yellow)).not.toContain(secret);
  });
});
