// The computer's engine crew (src/ai/objectives/station-crew.ts) in the introduction's engine room: at
// the console and a panel with a Norx in sight, it settles at the engines rather than firing (a shot
// spends the whole turn the station needs); a crewman whose mate is not at his spot fires as before.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { ObjectiveOrders } from "../../../src/ai/objectives/objective-orders.js";
import { seededRandom } from "../../../src/ai/random.js";
import { Tactics } from "../../../src/ai/tactics.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { gameOn, type PieceSpec } from "../../engine/fixture.js";
import { inMode, table } from "../../seat/twin-games.js";

const intro = loadScenarioFile(new URL("../../../scenarios/introduction.yaml", import.meta.url).pathname);
if (!intro.ok) throw new Error("introduction");
const ship = intro.value.ship;

/** Blue's turn (the bot with the computer's objective orders over its tactics, or the tactics alone): what blue did. */
function blueTurn(blue: PieceSpec[], orders: boolean) {
  const game = gameOn(ship, { blue, yellow: [{ type: "marine", at: "99:0904" }] }, 2);
  const start = {
    ...game,
    objectives: {
      blue: [{ kind: "engines-off" as const, label: "engines off" }],
      yellow: [],
      otherwise: "yellow" as const,
    },
  };
  const t = table(inMode(start, "open"));
  const random = seededRandom(1);
  const fields = new Map<string, Float64Array>();
  const tactics = new Tactics(t.blue, () => 1, random, fields);
  new Bot(t.blue, random, fields, orders ? new ObjectiveOrders(t.blue, () => 1, random, tactics) : tactics).playTurn();
  const seen = t.blue.witnessed();
  return {
    stations: seen.filter((e) => e.kind === "station").length,
    fired: seen.filter((e) => e.kind === "fire").length,
    lapsed: seen.filter((e) => e.kind === "station-lapsed").length,
  };
}

describe("the engine crew", () => {
  const crew: PieceSpec[] = [
    { type: "marine", at: "99:0504", name: "Console" },
    { type: "marine", at: "99:0304", name: "Panel" },
  ];

  it("settles at the console and the panel with an enemy in sight, where the tactics alone fire at him", () => {
    expect(blueTurn(crew, false)).toMatchObject({ stations: 0 });
    expect(blueTurn(crew, false).fired).toBeGreaterThan(0);
    expect(blueTurn(crew, true)).toEqual({ stations: 2, fired: 0, lapsed: 0 });
  });

  it("fires as before while a mate is not at his spot", () => {
    const away: PieceSpec[] = [crew[0]!, { type: "marine", at: "99:0106", name: "Panel" }];
    expect(blueTurn(away, true).stations).toBe(0);
    expect(blueTurn(away, true).fired).toBeGreaterThan(0);
  });
});
