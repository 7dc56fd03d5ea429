// Section III, what changes in a soldier type aboard a derelict: each rule is tested on the
// bundled rosters, and in play where the engine reads the number it changes.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import { rangedModifiers, rangedSituation } from "../../../src/engine/combat/to-hit.js";
import { BLOWS_ABOARD, boardedType, SLED_HEXES_ABOARD } from "../../../src/engine/forces/boarded-type.js";
import { view } from "../../../src/view/player-view.js";
import { cell, pieceNamed, play, shipOf } from "../fixture.js";
import { aboard, entry, gameWith } from "./roster-fixture.js";
import { wordsFor } from "../event-words.js";

// A long hall: room to walk, neighbours to strike, a line to shoot along.
const hall = shipOf({
  main: [
    "# # # # # # # # # # # #",
    " # . . . . . . . . . #",
    "# . . . . . . . . . . #",
    " # . . . . . . . . . #",
    "# # # # # # # # # # # #",
  ],
});
const at = (name: string) => cell(hall, name);

describe("airborne soldiers cannot fly aboard: they move as walkers", () => {
  const airborne = [
    ["starmarines", "drop-trooper"],
    ["colonials", "paratrooper"],
    ["pelgari", "sky-rider"],
    ["nkakk", "floater"],
    ["saurs", "glider"],
  ] as const;

  it.each(airborne)("%s %s walks with its move units and is told so", (race, key) => {
    expect(entry(race, key).airborne).toBe(true);
    const t = aboard(race, key);
    expect(t.move).toBe(entry(race, key).base.move);
    expect(t.aboard).toContain("airborne: cannot fly aboard, moves as a walker");
  });

  it("the player's view flags it on the soldier's own marker", () => {
    const g = gameWith(hall, [
      { type: aboard("starmarines", "drop-trooper"), name: "Jumper", at: "1:0202" },
      { type: aboard("starmarines", "marine"), name: "Plain", at: "1:0302" },
    ]);
    const own = view(g, "blue").own;
    expect(own.find((m) => m.soldier?.name === "Jumper")!.soldier!.aboard).toEqual([
      "airborne: cannot fly aboard, moves as a walker",
    ]);
    expect(own.find((m) => m.soldier?.name === "Plain")!.soldier!.aboard).toBeUndefined();
  });
});

describe("Swarm Hoppers cannot hop; Zrute Bounding Suits cannot jump; Victor Sappers cannot make or clear cover", () => {
  it("each has the ability in its roster and loses it aboard, with a word to its player", () => {
    expect(entry("swarm", "hopper").hops).toBe(true);
    expect(aboard("swarm", "hopper").aboard).toContain("cannot hop aboard");
    expect(entry("zrutes", "bounding-suit").jumps).toBe(true);
    expect(aboard("zrutes", "bounding-suit").aboard).toContain("cannot jump aboard");
    expect(entry("victors", "sapper").makesCover).toBe(true);
    expect(aboard("victors", "sapper").aboard).toContain("cannot create or remove cover aboard");
  });

  it("a type without these abilities has nothing taken from it", () => {
    expect(aboard("swarm", "swarmer").aboard).toBeUndefined();
    expect(boardedType(entry("victors", "trooper"))).toEqual(entry("victors", "trooper").base);
  });
});

describe("Victor Sledders move only 2 hexes a turn", () => {
  it(`have ${SLED_HEXES_ABOARD} move units aboard, whatever their sled gives them outside`, () => {
    expect(entry("victors", "sledder").base.move).toBeGreaterThan(SLED_HEXES_ABOARD);
    expect(aboard("victors", "sledder").move).toBe(SLED_HEXES_ABOARD);
    expect(aboard("victors", "sledder").aboard).toContain("sled: moves only 2 hexes a turn aboard");
  });

  it("in play, the third step of a turn is refused", () => {
    const g = gameWith(hall, [{ type: aboard("victors", "sledder"), name: "Sled", at: "1:0102" }]);
    const id = pieceNamed(g, "Sled").id;
    const two = play(g, { type: "move", piece: id, to: at("1:0202") }, { type: "move", piece: id, to: at("1:0302") });
    expect(apply(two, { type: "move", piece: id, to: at("1:0402") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("has 0 left"),
    });
  });
});

describe("Pelgari Death Dervishes attack only one opponent a turn", () => {
  // A Dervish with two Norx next to it.
  const fight = (dervish = aboard("pelgari", "death-dervish")) =>
    gameWith(
      hall,
      [{ type: dervish, name: "Whirl", at: "1:0302" }],
      [
        { type: aboard("norx", "warrior"), name: "Left", at: "1:0202" },
        { type: aboard("norx", "warrior"), name: "Above", at: "1:0301" },
      ],
    );
  const blows = (g: ReturnType<typeof fight>) => {
    const out = apply(g, { type: "melee", piece: pieceNamed(g, "Whirl").id, target: pieceNamed(g, "Left").id });
    if (!out.ok) throw new Error(out.reason);
    return { state: out.state, count: out.events.filter((e) => e.kind === "melee").length };
  };

  it("whirl at every neighbour in the open (the roster's blows), one blow aboard", () => {
    expect(entry("pelgari", "death-dervish").base.blows).toBe(3);
    expect(aboard("pelgari", "death-dervish").blows ?? 1).toBe(BLOWS_ABOARD);
    expect(aboard("pelgari", "death-dervish").aboard).toContain("attacks only one opponent a turn aboard");
  });

  it("in play: aboard, the Dervish strikes the one it chose and no other; the roster's whirl would strike both", () => {
    expect(blows(fight()).count).toBe(1);
    expect(blows(fight(entry("pelgari", "death-dervish").base)).count).toBe(2);
  });

  it("and may not strike the other in the same turn", () => {
    const { state } = blows(fight());
    expect(
      apply(state, { type: "melee", piece: pieceNamed(state, "Whirl").id, target: pieceNamed(state, "Above").id }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining("already attacked") });
  });
});

describe("Colonial Seals and StarMarine Scouts: the firer subtracts 1", () => {
  const shotAt = (race: string, key: string) => {
    const g = gameWith(
      hall,
      [{ type: aboard("norx", "warrior"), name: "Shooter", at: "1:0102" }],
      [{ type: aboard(race, key), name: "Target", at: "1:0402" }],
    );
    return rangedModifiers(rangedSituation(g, pieceNamed(g, "Shooter"), pieceNamed(g, "Target")));
  };

  it.each([
    ["colonials", "seal"],
    ["starmarines", "scout"],
  ] as const)("%s %s: hard to hit in its roster, -1 to the firer aboard", (race, key) => {
    expect(entry(race, key).hardToHit).toBe(true);
    // The roster's own hard-to-hit advantage is not what the engine plays: the boarding rule gives the -1.
    expect(entry(race, key).base.hardToHit).toBeUndefined();
    expect(shotAt(race, key)).toEqual([{ why: "hard to hit", value: -1 }]);
  });

  it("other soldiers are not", () => {
    expect(shotAt("colonials", "trooper")).toEqual([]);
    expect(shotAt("starmarines", "marine")).toEqual([]);
  });

  it("the shot's log names the modifier", () => {
    const g = gameWith(
      hall,
      [{ type: aboard("starmarines", "marine"), name: "Shooter", at: "1:0102" }],
      [{ type: aboard("colonials", "seal"), name: "Target", at: "1:0402" }],
    );
    const out = apply(g, { type: "fire", piece: pieceNamed(g, "Shooter").id, target: pieceNamed(g, "Target").id });
    expect(out.ok && wordsFor(out.events.find((e) => e.kind === "fire")!)).toContain("-1 hard to hit");
  });
});

describe("Pelgari Near Skippers can jump through walls", () => {
  it("keep their skip aboard, and are told of it", () => {
    expect(aboard("pelgari", "near-skipper").skipsWalls).toBe(true);
    expect(aboard("pelgari", "near-skipper").aboard).toContain("skips through walls");
    expect(aboard("pelgari", "lancer").skipsWalls).toBeUndefined();
  });
});
