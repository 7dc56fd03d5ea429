// The computer's hold orders on the seat tests' two-room ship with its east room named an area: a side
// that must take the room from an enemy in it waits outside his lines while turns are many and storms
// it when they are few; a side in the room keeps to it where the bot's plan sends a guard hunting.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { heldArea, HoldOrders, stormWhen, storm } from "../../../src/ai/objectives/hold.js";
import type { Task } from "../../../src/ai/plan.js";
import { seededRandom } from "../../../src/ai/random.js";
import { Tactics } from "../../../src/ai/tactics.js";
import type { Objectives } from "../../../src/engine/victory/objectives.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import type { PlayerView } from "../../../src/seat/index.js";
import { findCell } from "../../../src/ship/find-cell.js";
import type { Ship } from "../../../src/ship/ship.js";
import { lineIsClear } from "../../../src/ship/sight-lines.js";
import { gameOn } from "../../engine/fixture.js";
import { inMode, table } from "../../seat/twin-games.js";
import { ROOMS } from "../../seat/rooms-ship.js";

const EAST = ROOMS.cells.filter((c) => c.y <= 2 && c.x >= 12 && c.terrain === "floor").map((c) => c.id);
const ship: Ship = { ...ROOMS, areas: new Map([["1:east", EAST]]) };
const both: Objectives = {
  blue: [{ kind: "hold", area: "1:east", label: "hold the east room" }],
  yellow: [{ kind: "hold", area: "1:east", label: "hold the east room" }],
  otherwise: "draw",
};

/** Blue's turn by the bot with the tactics, with or without the hold orders over them (every enemy marker a soldier). */
function blueTurn(
  blue: { type?: "marine"; at: string }[],
  yellow: { type?: "marine"; at: string }[],
  hold: boolean,
  turnLimit = 50,
  seed = 1,
  doors: Record<number, true> = {},
  race = false,
) {
  const game = gameOn(ship, { blue, yellow }, 3);
  const start = { ...game, objectives: both, rules: { ...game.rules, turnLimit }, openDoors: doors };
  const t = table(inMode(start, "open"));
  const random = seededRandom(seed);
  const fields = new Map<string, Float64Array>();
  const tactics = new Tactics(t.blue, () => 1, random, fields);
  new Bot(
    t.blue,
    random,
    fields,
    hold ? new HoldOrders(t.blue, tactics, random, fields, undefined, race) : tactics,
  ).playTurn();
  const state = t.session.state();
  const at = (side: "blue" | "yellow") =>
    state.pieces
      .filter((p) => p.side === side && p.soldier && p.place.at === "cell")
      .map((p) => (p.place as { cell: number }).cell);
  return { state, view: t.blue.view(), blue: at("blue"), yellow: at("yellow") };
}

const inEast = (c: number) => EAST.includes(c);

describe("the computer's hold orders", () => {
  const holder = [{ type: "marine" as const, at: "1:0901" }];
  const taker = [{ type: "marine" as const, at: "1:0505" }];

  it("a side that must take the area from its holder waits outside his lines while the turns left are many", () => {
    const g = blueTurn(taker, holder, true);
    expect(g.blue.some(inEast)).toBe(false);
    for (const b of g.blue) for (const y of g.yellow) expect(lineIsClear(ship, g.state.openDoors, b, y)).toBe(false);
    // The tactics alone (the bot's plan: guard the area) walk on into the room's door.
    const alone = blueTurn(taker, holder, false);
    expect(alone.state.openDoors[findCell(ship, "1:0703")!]).toBe(true);
  });

  it("and storms it when the turns left are few", () => {
    const g = blueTurn(taker, holder, true, 2);
    expect(g.state.openDoors[findCell(ship, "1:0703")!]).toBe(true);
  });

  it("but goes in at once in a race (a sleeper's room: the enemy may wake him and leave any turn)", () => {
    const g = blueTurn(taker, holder, true, 50, 1, {}, true);
    expect(g.state.openDoors[findCell(ship, "1:0703")!]).toBe(true);
  });

  it("a soldier in the area keeps to a post in it where the bot's plan sends a guard after an enemy in sight", () => {
    const game = gameOn(ship, { blue: [{ type: "marine", at: "1:0702" }], yellow: [{ at: "1:0705" }] }, 3);
    const t = table(inMode({ ...game, objectives: both }, "open"));
    const random = seededRandom(1);
    const fields = new Map<string, Float64Array>();
    const orders = new HoldOrders(t.blue, new Tactics(t.blue, () => 1, random, fields), random, fields);
    const hunt: Task = { kind: "go", goals: [findCell(ship, "1:0705")!], stay: false };
    const plan = orders.plan(t.blue.view(), { tasks: new Map([["marine1", hunt]]) });
    const task = plan.tasks.get("marine1")!;
    expect(task.kind === "go" && task.stay && task.goals.every(inEast)).toBe(true);
  });

  it("times the storm by the slowest soldier's walk, from the staging hexes or farther, and two turns to fight", () => {
    expect(stormWhen([{ d: 2, move: 4 }])).toBe(4);
    expect(
      stormWhen([
        { d: 2, move: 4 },
        { d: 20, move: 5 },
      ]),
    ).toBe(6);
    expect(storm(true, 0, 10, 4)).toBe(false);
    expect(storm(true, 0, 4, 4)).toBe(true);
    expect(storm(true, 1, 10, 4)).toBe(true);
    expect(storm(false, 0, 10, 4)).toBe(true);
  });
});

describe("heldArea", () => {
  it("finds the engine room for engines-off by its consoles, whatever the ship names the area", () => {
    const loaded = loadScenarioFile(new URL("../../../scenarios/introduction.yaml", import.meta.url).pathname);
    if (!loaded.ok) throw new Error("introduction");
    const real = loaded.value.ship;
    const room = real.areas.get("99:engine-room")!;
    const renamed: Ship = {
      ...real,
      areas: new Map([...real.areas].map(([k, cells]) => [k === "99:engine-room" ? "7:motor-hall" : k, cells])),
    };
    const v = { objectives: { mine: [{ kind: "engines-off" }] } } as unknown as PlayerView;
    expect(heldArea(v, renamed)).toBe(room);
    expect(heldArea(v, real)).toBe(room);
  });
});
