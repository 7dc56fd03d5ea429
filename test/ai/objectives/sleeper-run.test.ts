// The woken sleeper of the side's rescue leaves the ship the moment he can (objective-orders.ts): on an
// escape pod he launches at once, where the bot's pod play waits for a mate coming to share it.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { ObjectiveOrders } from "../../../src/ai/objectives/objective-orders.js";
import { seededRandom } from "../../../src/ai/random.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { distanceField } from "../../../src/ai/paths.js";
import { deviceIndex } from "../../../src/ship/device-index.js";
import { gameOn } from "../../engine/fixture.js";
import { inMode, table } from "../../seat/twin-games.js";

const loaded = loadScenarioFile(new URL("../../../scenarios/cold-sleeper.yaml", import.meta.url).pathname);
if (!loaded.ok) throw new Error("cold-sleeper");
const ship = loaded.value.ship;
const pods = deviceIndex(ship).pods;
const pod = pods[0]!;
// A floor hex 6 move units from the pods, out of a turn's walk: the mate there is coming (the bot's pod play
// waits for him to share the pod).
const field = distanceField(ship, pods, { ladders: true });
const near = ship.cells.findIndex(
  (c, i) => c.terrain === "floor" && field[i] === 6 && c.name.startsWith(ship.cells[pod]!.name.slice(0, 3)),
);
const name = (c: number) => ship.cells[c]!.name;

/** Blue's turn with its sleeper Vance on the pod and a mate a few hexes off: the events blue saw. */
function blueTurn(orders: boolean) {
  const game = gameOn(ship, {
    blue: [
      { type: "marine", at: name(pod), name: "Vance" },
      { type: "marine", at: name(near), name: "Mate" },
    ],
    yellow: [{ type: "marine", at: "89:0606" }],
  });
  const objectives = { blue: [{ kind: "rescue" as const, sleeper: "Vance" }], yellow: [], otherwise: "draw" as const };
  const t = table(inMode({ ...game, objectives }, "open"));
  const random = seededRandom(1);
  new Bot(t.blue, random, undefined, orders ? new ObjectiveOrders(t.blue, () => 1, random) : undefined).playTurn();
  return { kinds: t.blue.witnessed().map((e) => e.kind), result: t.session.view("blue").result };
}

describe("the sleeper's run", () => {
  it("launches from the pod at once, where the bot waits for the mate coming", () => {
    expect(near).toBeGreaterThan(-1);
    expect(blueTurn(false).kinds).not.toContain("pod-launched");
    const mine = blueTurn(true);
    expect(mine.kinds).toContain("pod-launched");
    expect(mine.result?.winner).toBe("blue");
  });
});
