// `legal` with the plan reaches a seat keeps from call to call (src/play/legal-actions.ts, KeptReaches;
// what each hangs on: src/view/reach-view.ts, planReachKeys) answers exactly as worked out afresh, at
// every action of bot games on ships with doors, stacks, ladders and a wreck, in both visibilities.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { legalActions } from "../../src/play/legal-actions.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { SIDES, type Side } from "../../src/sides/sides.js";

describe("legal with kept reaches", () => {
  it.each([
    ["bug-hunt", "fog"],
    ["night-watch", "open"],
    ["abandon-ship", "fog"],
    ["cold-sleeper", "open"],
  ] as const)(
    "answers as worked out afresh at every action (%s, %s)",
    (name, visibility) => {
      const loaded = loadScenarioFile(join(PACKAGE_ROOT, "scenarios", `${name}.yaml`));
      if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
      const session = new Session({ ...loaded.value, visibility, seed: "kept" });
      const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
      const bots = Object.fromEntries(
        SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(i + 5))]),
      ) as Record<Side, Bot>;
      let asked = 0;
      let kept = 0;
      const ask = () => {
        if (session.over || asked >= 40) return;
        const side = session.toMove;
        const fresh = legalActions(session.state(), side, seats[side].ship, seats[side].view());
        expect(seats[side].legal()).toEqual(fresh);
        asked++;
        kept += fresh.markers.length;
      };
      const stop = session.onAction(ask);
      ask();
      for (let turn = 0; !session.over && asked < 40 && turn < 40; turn++) {
        const side = session.toMove;
        bots[side].playTurn();
        if (!session.over && session.toMove === side) session.command("end");
      }
      stop();
      expect(asked).toBeGreaterThan(15);
      expect(kept).toBeGreaterThan(asked);
    },
    300_000,
  );
});
