// Finding 10 of issue 18: a script names dummies by their stable labels (d1, d2, ... in the order they
// came into the game), which hang on no seed, so one script plays under any seed; marker numbers are
// drawn from the side's dice and do not. The enemy never sees a label.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { loadScenarioFile, type Scenario } from "../../src/content/scenario-load.js";
import { playBots } from "../../src/seating/bot-game.js";
import { playScript } from "../../src/play/script.js";
import { seating } from "../../src/seating/seats.js";
import { Session } from "../../src/play/session.js";
import type { PlayerView, Side } from "../../src/seat/index.js";

function bundled(name: string): Scenario {
  const loaded = loadScenarioFile(join(PACKAGE_ROOT, "scenarios", `${name}.yaml`));
  if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
  return loaded.value;
}
const scenario = bundled("first-boarding");

/**
 * Blue's dummies wait outside locks 3 and 4, yellow's stand in the engine room: each side moves its own
 * by label (or, NAMES given, by the numbers a script written for one seed would use).
 */
function script(
  names: { blue: [string, string]; yellow: [string, string] } = { blue: ["d1", "d2"], yellow: ["d1", "d2"] },
) {
  const [b1, b2] = names.blue;
  const [y1, y2] = names.yellow;
  return `
board ${b1}
board ${b2}
end
move ${y1} w
move ${y2} e
end
leave ${b1}
leave ${b2}
move ${b1} sw
remove ${b2}   # taken off: its label is never given again
dummy 90:0501  # a new dummy: d3
move d3 e
end
move ${y1} w
end
`;
}
const SCRIPT = script();

const SEEDS = Array.from({ length: 20 }, (_, i) => `seed ${i + 1}`);

function played(script: string, seed: string) {
  const session = new Session({ ...scenario, seed });
  const error = playScript(session, script);
  return { error, seats: seating(session).seats };
}

/** Where each of the side's markers stands, by label: the same markers in the same places, whatever the seed. */
const placesByLabel = (v: PlayerView) =>
  Object.fromEntries(v.own.map((m) => [m.label, m.where.at === "cell" ? m.where.cell : m.where.at]));

/** A side's first two dummies' numbers under a seed, as a script written for that seed would name them. */
function dummyNumbers(seed: string, side: Side): [string, string] {
  const own = played("", seed)
    .seats[side].view()
    .own.filter((m) => !m.soldier);
  const number = (label: string) => `?${own.find((m) => m.label === label)!.number}`;
  return [number("d1"), number("d2")];
}

/** Every object in X that names a marker of another side than SIDE with a label: none may. */
function labelsOfOthers(x: unknown, side: Side): unknown[] {
  if (Array.isArray(x)) return x.flatMap((y) => labelsOfOthers(y, side));
  if (typeof x !== "object" || x === null) return [];
  const o = x as Record<string, unknown>;
  const here = "side" in o && o.side !== side && "label" in o ? [o] : [];
  return [...here, ...Object.values(o).flatMap((y) => labelsOfOthers(y, side))];
}

describe("dummies named by label", () => {
  it("the same script plays to its end under twenty seeds, moving the same markers", () => {
    const first = played(SCRIPT, SEEDS[0]!);
    expect(first.error).toBeUndefined();
    const blue = placesByLabel(first.seats.blue.view());
    expect(Object.keys(blue).sort()).toEqual(["Menkovich", "Osaka", "Rojas", "Steinberger", "d1", "d3"]);
    for (const seed of SEEDS) {
      const { error, seats } = played(SCRIPT, seed);
      expect(error, seed).toBeUndefined();
      expect(placesByLabel(seats.blue.view()), seed).toEqual(blue);
      expect(placesByLabel(seats.yellow.view()), seed).toEqual(placesByLabel(first.seats.yellow.view()));
    }
  });

  it("while the numbers change with the seed: the same script by number stops on most other seeds", () => {
    const first = SEEDS[0]!;
    const byNumber = script({ blue: dummyNumbers(first, "blue"), yellow: dummyNumbers(first, "yellow") });
    expect(played(byNumber, first).error).toBeUndefined();
    const stopped = SEEDS.slice(1).filter((seed) => played(byNumber, seed).error !== undefined);
    expect(stopped.length).toBeGreaterThan(SEEDS.length / 2);
  });

  it.each(["first-boarding", "bug-hunt", "night-watch"])(
    "a side's labels never reach the enemy's seat (bots play %s)",
    (name) => {
      const { seats } = playBots(bundled(name), 5);
      for (const seat of [seats.blue, seats.yellow]) {
        const out = { view: seat.view(), log: seat.witnessed(), replay: seat.replay(), summary: seat.summary() };
        const enemy = seat.side === "blue" ? seats.yellow : seats.blue;
        // It met the enemy's markers: events name them, as its text does...
        expect(JSON.stringify(out)).toMatch(new RegExp(`"side":"${enemy.side}","number":\\d+`));
        // ...and those of its own by their labels; the enemy's never carry one.
        expect(JSON.stringify(out)).toMatch(new RegExp(`"side":"${seat.side}","number":\\d+,"label"`));
        expect(labelsOfOthers(out, seat.side)).toEqual([]);
        // Not one of the enemy's soldiers' names (its labels) shows anywhere.
        const names = enemy.view().own.flatMap((m) => (m.soldier ? [m.soldier.name] : []));
        for (const n of names) expect(JSON.stringify(out)).not.toMatch(new RegExp(`\\b${n}\\b`));
      }
    },
    60_000,
  );
});
