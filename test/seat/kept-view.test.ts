// The view a seat keeps from action to action (src/seat/kept-view.ts) is the view built afresh, byte for
// byte, at every action of bot games on every bundled scenario, for both sides in both visibilities.
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import type { GameState } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { SIDES, type Side } from "../../src/sides/sides.js";
import { view, type PlayerView } from "../../src/view/player-view.js";
import type { Parts } from "../../src/view/view-parts.js";

const SCENARIOS = [
  ...["abandon-ship", "bridge-fight", "bug-hunt", "cargo-grab", "cold-sleeper", "engine-room"],
  ...["first-boarding", "introduction", "night-watch"],
];

/** A bot game of NAME in VISIBILITY, calling AT after every action (and at the start) until it ends or TURNS pass. */
function botGame(name: string, visibility: "open" | "fog", at: (session: Session, seats: Record<Side, Seat>) => void) {
  const loaded = loadScenarioFile(scenarioFileFor(name)!);
  if (!loaded.ok) throw new Error(`${name} does not load`);
  const session = new Session({ ...loaded.value, visibility, seed: `kept-${name}-${visibility}` });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = Object.fromEntries(SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(i + 5))])) as Record<
    Side,
    Bot
  >;
  const stop = session.onAction(() => at(session, seats));
  at(session, seats);
  for (let turn = 0; !session.over && turn < 30; turn++) {
    const side = session.toMove;
    bots[side].playTurn();
    if (!session.over && session.toMove === side) session.command("end");
  }
  stop();
  return session;
}

const CASES = SCENARIOS.flatMap((name) => (["open", "fog"] as const).map((v) => [name, v] as const));

describe("the kept view", () => {
  it.each(CASES)(
    "is the fresh view at every action of a bot game (%s, %s)",
    (name, visibility) => {
      let compared = 0;
      const session = botGame(name, visibility, (s, seats) => {
        for (const side of SIDES) {
          // The bot asks its own side's view as it plays; the other side's is asked here after every action.
          expect(JSON.stringify(seats[side].view())).toBe(JSON.stringify(view(s.state(), side)));
          compared++;
        }
      });
      expect(compared).toBeGreaterThan(40);
      expect(session.history().states.length * 2).toBe(compared);
    },
    120_000,
  );

  it("shares with the view before it the parts an action left alone, as the same frozen objects", () => {
    let views = 0;
    let markers = 0;
    let sharedMarkers = 0;
    let sharedObjectives = 0;
    const before = new Map<Side, PlayerView>();
    botGame("introduction", "open", (_s, seats) => {
      for (const side of SIDES) {
        const v = seats[side].view();
        const last = before.get(side);
        before.set(side, v);
        if (!last) continue;
        views++;
        if (v.objectives === last.objectives) sharedObjectives++;
        for (const m of v.own) {
          markers++;
          if (last.own.includes(m)) sharedMarkers++;
        }
      }
    });
    expect(views).toBeGreaterThan(40);
    // A step changes one marker; a turn's end every one's move units: most markers are kept as they were.
    expect(sharedMarkers).toBeGreaterThan(markers / 2);
    expect(sharedObjectives).toBe(views);
  }, 120_000);

  // The comparison has teeth: a keeper that keeps one part past a change of what it hangs on is caught.
  // (A slot's first word: "own" is the list and each marker in it, "enemy" each enemy marker.)
  const STALE = ["own", "enemy", "enemies", "inView", "openDoors", "lastSeen", "tracks", "enemiesAtLocks"] as const;
  let played: GameState[] | undefined;
  const allStates = () =>
    (played ??= CASES.flatMap(([name, visibility]) => botGame(name, visibility, () => {}).history().states));
  it.each(STALE)(
    "catches the %s part kept when what it hangs on changed",
    (stale) => {
      const states = allStates();
      const caught = SIDES.some((side) => {
        const slots = new Map<string, { keys: readonly unknown[]; value: unknown }>();
        const part: Parts = (slot, keys, build) => {
          const kept = slots.get(slot);
          const same = kept && kept.keys.length === keys.length && kept.keys.every((k, i) => k === keys[i]);
          if (kept && (same || slot.split(" ")[0] === stale)) return kept.value as ReturnType<typeof build>;
          const value = build();
          slots.set(slot, { keys, value });
          return value;
        };
        // Each game's states in turn; a new game's first state starts afresh, as a new seat would.
        return states.some((state, i) => {
          if (i > 0 && states[i - 1]!.ship !== state.ship) slots.clear();
          return JSON.stringify(view(state, side, part)) !== JSON.stringify(view(state, side));
        });
      });
      expect(caught).toBe(true);
    },
    300_000,
  );
});
