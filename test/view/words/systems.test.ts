// The words of the ship's systems for each reader (src/view/words: ship-wide, stations, bridge, machines),
// as the engine wrote them before its events were facts: the referee names markers by side, number and
// label, a side its own by number and label, the enemy's by side and number or by revealed type.
import { describe, expect, it } from "vitest";
import type { Audience, MarkerRef } from "../../../src/engine/events.js";
import type { SystemsFacts } from "../../../src/engine/facts/systems.js";
import { WORDS } from "../../../src/view/words/index.js";

const rojas: MarkerRef = { side: "blue", number: 4, label: "Rojas" };
const kato: MarkerRef = { side: "blue", number: 7, label: "Kato" };
const dummy: MarkerRef = { side: "blue", number: 5, label: "d1", dummy: true };
const seen: MarkerRef = { side: "blue", number: 4 };

/** The words of KIND for each reader told FACTS: referee, blue, yellow. */
function words<K extends keyof SystemsFacts>(kind: K, told: Partial<Record<Audience, SystemsFacts[K]>>) {
  const out: Partial<Record<Audience, string>> = {};
  for (const a of Object.keys(told) as Audience[])
    out[a] = (WORDS[kind] as (f: SystemsFacts[K], r: Audience) => string)(told[a]!, a);
  return out;
}

describe("the words of the ship-wide changes", () => {
  it("are the same for every reader", () => {
    const all = <K extends keyof SystemsFacts>(kind: K, f: SystemsFacts[K]) => {
      const w = words(kind, { referee: f, blue: f, yellow: f });
      expect(new Set(Object.values(w)).size).toBe(1);
      return w.blue;
    };
    expect(all("lights-off", {})).toBe("the interior lights go out");
    expect(all("airPurification-off", {})).toBe("air purification stops: the air will be unbreathable in 20 turns");
    expect(all("power-failed", { air: 7 })).toBe(
      "ship's power fails: the lights, the gravity and air purification go off (the air lasts 7 more turns)",
    );
    expect(all("air-countdown", { left: 1 })).toBe("the air grows foul: 1 turn of breathable air left");
    expect(all("air-countdown", { left: 2 })).toBe("the air grows foul: 2 turns of breathable air left");
    expect(all("overheat-roll", { rolls: [3, 4], hot: false })).toBe(
      "the coolers are off and the generators run hot: two dice 3+4 = 7",
    );
    expect(all("overheat-roll", { rolls: [1, 1], hot: true })).toBe(
      "the coolers are off and the generators run hot: two dice 1+1 = 2: they overheat",
    );
    expect(all("engines-off", { stopped: false })).toBe("the engines shut down");
    expect(all("course-set", { side: "yellow" })).toBe("the ship swings onto a new course: yellow's");
  });
});

describe("the words of the stations", () => {
  it("tell a station to its side, the referee and an enemy watching", () => {
    const own = { marker: rojas, hex: "93:0405", device: "purifiers" as const, on: false };
    expect(
      words("station", { referee: own, blue: own, yellow: { marker: seen, hex: "93:0405", device: "purifiers" } }),
    ).toEqual({
      referee: "blue ?4 Rojas at 93:0405 stations at the air purifiers (to turn off)",
      blue: "?4 Rojas at 93:0405 stations at the air purifiers (to turn off): it acts at the start of your next turn if ?4 neither moves nor attacks",
      yellow: "blue ?4 at 93:0405 settles at the air purifiers",
    });
    const aux = { marker: dummy, hex: "93:0101", device: "aux" as const };
    expect(words("station", { blue: aux }).blue).toBe(
      "?5 dummy at 93:0101 stations at the auxiliary control room: from the end of this turn it guards against the enemy's bridge if ?5 neither moves nor attacks",
    );
    const lapsed = { marker: rojas, device: "bridge" as const };
    expect(words("station-lapsed", { referee: lapsed, blue: lapsed })).toEqual({
      referee: "blue ?4 Rojas did not stay the whole turn at the bridge: its station lapses",
      blue: "?4 Rojas did not stay the whole turn at the bridge: its station lapses",
    });
  });

  it("tell the engine crew, life support and the auto-doc to their side, the referee naming it", () => {
    const crew = { side: "blue" as const, markers: [rojas, kato] };
    expect(words("engines-worked", { referee: { ...crew, result: "restarting", turns: 1, needed: 2 } }).referee).toBe(
      "blue's engine crew: restarting the engines the enemy shut down: 1 of 2 turns done",
    );
    expect(words("engines-worked", { blue: { ...crew, result: "already-on" } }).blue).toBe(
      "your engine crew: the engines are already running",
    );
    const purifiers = { marker: rojas, device: "purifiers" as const, on: true };
    expect(words("life-support", { referee: purifiers, blue: { ...purifiers, refused: "no-power" } })).toEqual({
      referee: "blue: ?4 Rojas turns the air purifiers on",
      blue: "?4 Rojas at the air purifiers: the ship has no power: air purification cannot come on",
    });
    expect(
      words("life-support", { blue: { marker: rojas, device: "gravity", on: false, refused: "already" } }).blue,
    ).toBe("?4 Rojas at the gravity machinery: the artificial gravity is already off");
    const doc = { marker: rojas, hex: "98:0203", rolls: [3] as const, needed: 5, healed: false };
    expect(words("auto-doc", { referee: doc, blue: { ...doc, rolls: [6], healed: true } })).toEqual({
      referee: "blue: the auto-doc at 98:0203 rolls 3 for ?4 Rojas (5-6 heals)",
      blue: "the auto-doc at 98:0203 rolls 6 for ?4 Rojas",
    });
  });
});

describe("the words of the bridge", () => {
  it("tell the aux control room's roll to the guards, the bridge side and the referee", () => {
    const own = {
      side: "yellow" as const,
      markers: [{ side: "yellow" as const, number: 9, label: "Harg" }],
      rolls: [5] as const,
      needed: 4,
    };
    expect(
      words("bridge-blocked", { referee: own, yellow: own, blue: { side: "yellow", rolls: [5], needed: 4 } }),
    ).toEqual({
      referee: "yellow's auxiliary control room (?9) rolls 5 against blue's bridge: blocks it",
      yellow: "the enemy's bridge acts; your auxiliary control room (?9) rolls 5 and blocks it (4-6 blocks)",
      blue: "the auxiliary control room rolls 5 against your bridge and blocks it",
    });
    expect(words("bridge-not-blocked", { blue: { side: "yellow", rolls: [2], needed: 4 } }).blue).toBe(
      "the auxiliary control room rolls 2 against your bridge and fails to block it",
    );
  });

  it("tell the crew's die and the orders to the bridge side and the referee", () => {
    const roll = { side: "blue" as const, markers: [rojas, kato], rolls: [5] as const };
    expect(words("bridge-roll", { referee: roll, blue: roll })).toEqual({
      referee: "blue's bridge crew (?4 Rojas and ?7 Kato) rolls 5: open or close any one door",
      blue: "your bridge crew (?4 Rojas and ?7 Kato) rolls 5: you may open or close any one door this turn (bridge open HEX, or bridge close HEX)",
    });
    const door = { side: "blue" as const, order: "door" as const, hex: "92:0205", open: false };
    expect(
      words("bridge-order", { referee: { ...door, refused: "blocked" }, blue: { ...door, refused: "already" } }),
    ).toEqual({
      referee: "blue's bridge: the door at 92:0205 will not close: something stands in the doorway",
      blue: "your bridge: the door at 92:0205 is already closed",
    });
    expect(words("bridge-order", { blue: { side: "blue", order: "gravity", on: false } }).blue).toBe(
      "your bridge: gravity off",
    );
    const jam = { hex: "92:0205" };
    expect(
      words("door-jammed", {
        referee: { ...jam, markers: [{ side: "yellow", number: 3, label: "d2", dummy: true }] },
        yellow: jam,
      }),
    ).toEqual({
      referee: "the door at 92:0205 will not close on yellow ?3 dummy (from the bridge)",
      yellow: "the door at 92:0205 jerks but does not close: someone works it from the bridge",
    });
  });

  it("tell the camera's turn: on, shown, answered, gone out", () => {
    expect(words("camera-on", { referee: { side: "blue" } }).referee).toBe(
      "yellow is to show blue's camera one of its markers as its turn begins",
    );
    const harg = { side: "yellow" as const, number: 14, label: "Harg" };
    expect(words("camera-shown", { referee: { side: "blue", marker: harg } }).referee).toBe(
      "yellow shows blue's camera ?14 Harg",
    );
    const target = { side: "yellow" as const, number: 14 };
    expect(
      words("camera", {
        referee: { side: "blue", target, answer: null },
        blue: { side: "blue", target, answer: null },
        yellow: { side: "blue", target },
      }),
    ).toEqual({
      referee: "blue's security camera shows yellow ?14: a dummy",
      blue: "the security camera shows yellow ?14: a dummy",
      yellow: "the enemy's security camera has seen your ?14",
    });
    // Changed on purpose: the referee's line read "blue's the security camera finds...".
    expect(words("camera-lapsed", { referee: { side: "blue" }, yellow: { side: "blue" } })).toEqual({
      referee: "blue's security camera finds no question marker to show: it goes out",
      yellow: "the security camera finds no question marker to show: it goes out",
    });
  });
});

describe("the words of the machines", () => {
  it("tell a sleeper woken to the waker's side, the referee, and the enemy by what it saw", () => {
    const own = {
      marker: rojas,
      woken: { side: "blue" as const, number: 12, label: "Vance" },
      hex: "93:0707",
      to: "93:0706",
      sleeper: { name: "Vance", type: "Lieutenant" },
    };
    const stepped = { woken: { side: "blue" as const, number: 12 }, hex: "93:0707", to: "93:0706" };
    expect(words("sleeper-woken", { referee: own, blue: own, yellow: { ...stepped, marker: seen } })).toEqual({
      referee: "blue ?4 Rojas wakes Vance (Lieutenant) from the cryo cell at 93:0707: blue ?12 at 93:0706",
      blue: "?4 Rojas wakes Vance (Lieutenant) from the cryo cell at 93:0707: he joins you as ?12 at 93:0706 and moves from your next turn",
      yellow: "blue ?4 opens the cryo cell at 93:0707: blue ?12 steps out at 93:0706",
    });
    expect(words("sleeper-woken", { yellow: stepped }).yellow).toBe(
      "the cryo cell at 93:0707 opens: blue ?12 steps out at 93:0706",
    );
  });

  it("tell a sending by the transporter, and a sending that failed", () => {
    const box = { marker: rojas, cargo: "supply-crate", from: "93:0109", to: "94:0109", mu: 1 };
    expect(
      words("transported", {
        referee: box,
        blue: { ...box, left: 2 },
        yellow: { cargo: "supply-crate", to: "94:0109" },
      }),
    ).toEqual({
      referee: "blue ?4 Rojas transports the supply crate 93:0109 -> 94:0109",
      blue: "?4 Rojas transports the supply crate 93:0109 -> 94:0109 (1 MU, 2 left)",
      yellow: "a supply crate appears in the booth at 94:0109",
    });
    expect(
      words("transported", { yellow: { marker: { side: "blue", type: "Marine" }, from: "93:0109", to: "94:0109" } })
        .yellow,
    ).toBe("Marine vanishes from the booth at 93:0109 and appears in the booth at 94:0109");
    const failed = { marker: rojas, from: "93:0109", to: "94:0109", mu: 1 };
    expect(
      words("transport-failed", {
        referee: { ...failed, markers: [{ side: "yellow", number: 3, label: "Harg" }], container: true },
        blue: { ...failed, left: 2 },
        yellow: { from: "93:0109", to: "94:0109" },
      }),
    ).toEqual({
      referee:
        "blue ?4 Rojas works the transporter at 93:0109: the booth at 94:0109 holds yellow ?3 Harg, a container, and it will not work",
      blue: "?4 Rojas works the transporter at 93:0109: the booth at 94:0109 is not empty, and it will not work (1 MU, 2 left)",
      yellow:
        "the transporter booth at 94:0109 hums and stays still: the enemy tried to send from the booth at 93:0109",
    });
  });

  it("tell a switch worked and a pod launched", () => {
    const sw = { marker: rojas, device: "cooler" as const, hex: "96:0601@belowdecks", on: false, mu: 1 };
    expect(
      words("switch", {
        referee: sw,
        blue: { ...sw, left: 3 },
        yellow: { marker: seen, device: "cooler", hex: "96:0601@belowdecks", on: false },
      }),
    ).toEqual({
      referee: "blue ?4 Rojas turns the cooler at 96:0601@belowdecks off (1 MU)",
      blue: "?4 Rojas turns the cooler at 96:0601@belowdecks off (1 MU, 3 left)",
      yellow: "blue ?4 turns the cooler at 96:0601@belowdecks off",
    });
    const pod = { side: "blue" as const, hex: "94:0101", markers: [rojas, dummy] };
    expect(
      words("pod-launched", {
        referee: pod,
        blue: pod,
        yellow: {
          ...pod,
          markers: [
            { side: "blue", type: "Marine" },
            { side: "blue", number: 5 },
          ],
        },
      }),
    ).toEqual({
      referee: "blue's escape pod at 94:0101 launches with blue ?4 Rojas, blue ?5 dummy",
      blue: "the escape pod at 94:0101 launches with ?4 Rojas, ?5 dummy: they have left the ship",
      yellow: "an escape pod launches from 94:0101 with Marine, blue ?5 aboard",
    });
  });
});
