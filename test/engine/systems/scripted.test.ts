// The scripted examples beside docs/examples/ship-systems.yaml, played as `derelict run` plays
// them (seed 1): each device shows its effect in the log, as each side saw it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { createGame } from "../../../src/engine/setup.js";
import { runScript } from "../../../src/play/script.js";
import { witnessed } from "../../../src/view/witnessed.js";

const examples = new URL("../../../docs/examples/", import.meta.url);

function scenario(file: string) {
  const loaded = loadScenarioFile(new URL(file, examples).pathname);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("\n"));
  return loaded.value;
}

function played(script: string, on = "ship-systems.yaml") {
  const run = runScript(createGame({ ...scenario(on), seed: "1" }), readFileSync(new URL(script, examples), "utf8"));
  expect(run.error).toBeUndefined();
  const log = (who: "referee" | "blue" | "yellow") => witnessed(run.events, who).map((e) => `T${e.turn} ${e.text}`);
  return { state: run.state, log };
}

describe("docs/examples/power-failure.script", () => {
  it("cuts both coolers and, with seed 1, loses power at the start of turn 10, and with it lights, gravity and air", () => {
    const { state, log } = played("power-failure.script");
    const yellow = log("yellow");
    expect(yellow.filter((l) => l.includes("the generators run hot"))).toHaveLength(9);
    expect(yellow).toContain("T10 the coolers are off and the generators run hot: two dice 6+6 = 12: they overheat");
    expect(yellow).toContain(
      "T10 ship's power fails: the lights, the gravity and air purification go off (the air lasts 20 more turns)",
    );
    expect(state.systems).toMatchObject({
      power: false,
      lights: false,
      gravity: false,
      airPurification: false,
      airTurnsLeft: 20,
    });
    // The coolers themselves were worked belowdecks, out of yellow's sight.
    expect(yellow.join("\n")).not.toContain("cooler at");
  });
});

describe("docs/examples/bridge.script", () => {
  it("works the bridge through all six results, then the auxiliary control room blocks it", () => {
    const { log } = played("bridge.script");
    const blue = log("blue");
    for (const order of [
      "your bridge: gravity off",
      "your bridge: course set",
      "your bridge: the ship gets under way",
      "your bridge: lights off",
      "your bridge: the door at 89:0206 opens",
      "your bridge: a security camera comes on: the enemy shows it one of its markers as its turn begins",
    ])
      expect(blue.some((l) => l.endsWith(order))).toBe(true);
    for (let r = 1; r <= 6; r++) expect(blue.some((l) => l.includes(`rolls ${r}: you may`))).toBe(true);
    // Yellow chose the brute for the camera in its turn 4; blue learns it as its turn 5 begins.
    expect(blue).toContain("T5 the security camera shows yellow ?14: a Norx Brute");
    expect(blue).toContain("T19 the auxiliary control room rolls 5 against your bridge and blocks it");
    expect(blue).toContain("T18 the auxiliary control room rolls 2 against your bridge and fails to block it");
    const yellow = log("yellow");
    expect(yellow.join("\n")).not.toContain("Norx Brute");
    expect(yellow).toContain(
      "T4 an enemy security camera comes on: as your turn begins, show it one of your markers (identify ?N)",
    );
    expect(yellow).toContain("T4 you show the enemy's camera ?14 Harg: it learns what it is as its turn begins");
    expect(yellow).toContain("T5 the enemy's security camera has seen your ?14");
    expect(yellow).toContain("T6 the ship swings onto a new course: blue's");
  });
});

describe("docs/examples/devices.script", () => {
  it("shows the rec-deck panel, transporter, escape pod and engines at work", () => {
    const { state, log } = played("devices.script");
    const referee = log("referee");
    for (const line of [
      "T1 the rec deck's gravity goes off",
      "T1 blue ?4 Lee is transported 93:1210 -> 94:0109",
      "T1 blue's escape pod at 94:0301 launches with blue ?19 Park, blue ?9 Cho",
      "T2 the engines shut down",
      "T3 yellow's engine crew: restarting the engines the enemy shut down: 1 of 2 turns done",
      "T4 the rec deck's gravity comes back on",
      "T4 the engines start again",
    ])
      expect(referee).toContain(line);
    expect(state.devices.escaped.map((id) => state.pieces[id]!.soldier!.name)).toEqual(["Park", "Cho"]);
    expect(state.systems).toMatchObject({ engines: true, recDeckGravity: true });
  });
});

describe("docs/examples/sickbay-and-cryo.script", () => {
  it("wakes a sleeper for blue and patches up the wounded soldier on the auto-doc bed", () => {
    const { state, log } = played("sickbay-and-cryo.script", "sickbay-and-cryo.yaml");
    const blue = log("blue");
    expect(blue.find((l) => l.includes("wakes Rip"))).toMatch(
      /^T1 \?\d+ Hale wakes Rip \(Marine\) from the cryo cell at 93:0108: he joins you as \?\d+ at 93:0208/,
    );
    expect(blue.filter((l) => l.includes("auto-doc at")).map((l) => l.replace(/\?\d+ /, ""))).toEqual([
      "T2 the auto-doc at 98:0502 rolls 2 for Ward (5-6 heals)",
      "T3 the auto-doc at 98:0502 rolls 3 for Ward (5-6 heals)",
      "T4 the auto-doc at 98:0502 rolls 1 for Ward (5-6 heals)",
      "T5 the auto-doc at 98:0502 rolls 1 for Ward (5-6 heals)",
      "T6 the auto-doc at 98:0502 rolls 5 for Ward",
    ]);
    expect(blue.some((l) => /^T6 \?\d+ Ward is healed by the auto-doc$/.test(l))).toBe(true);
    expect(log("yellow").join("\n")).not.toMatch(/Rip|Ward|auto-doc/);
    const ward = state.pieces.find((p) => p.soldier?.name === "Ward")!;
    expect(ward.soldier!.wounded).toBe(false);
    expect(state.pieces.find((p) => p.soldier?.name === "Rip")!.side).toBe("blue");
  });
});
