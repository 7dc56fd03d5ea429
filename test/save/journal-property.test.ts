// Over many random games: the journal on disk, replayed, is the same game, for both sides and the referee.
import fc from "fast-check";
import { expect, test } from "vitest";
import { Session } from "../../src/play/session.js";
import { placeName } from "../../src/ship/ship.js";
import { loadSave, readSideLog, replaySteps, startSave, type Saver } from "../../src/save/index.js";
import { FIRST_BOARDING, HIDE_AND_SEEK, TEST_KDF, session, snapshot, tempFolder } from "./game-fixture.js";

const WAYS = ["nw", "ne", "e", "se", "sw", "w", "up", "down"];
const DIRS = WAYS.slice(0, 6);

/** A command for the side to move, built from its own view by a few random numbers; many will be refused. */
function randomCommand(s: Session, pick: readonly number[]): string {
  const [verb = 0, who = 0, a = 0, b = 0, c = 0] = pick;
  const v = s.view(s.toMove);
  const own = v.own[who % Math.max(1, v.own.length)];
  const me = own ? `?${own.number}` : "?1";
  const way = (k: number) => WAYS[k % WAYS.length]!;
  const dir = (k: number) => DIRS[k % DIRS.length]!;
  const enemy = v.enemies[a % Math.max(1, v.enemies.length)]?.label ?? "?1";
  const cells = v.inView;
  const hex = cells.length > 0 ? placeName(s.setup.ship.cells[cells[b % cells.length]!]!) : "89:0101";
  switch (verb % 12) {
    case 0:
    case 1:
    case 2:
      return `move ${me} ${[way(a), way(b), way(c)].slice(0, 1 + (c % 3)).join(" ")}`;
    case 3:
      return `open ${me} ${dir(a)}`;
    case 4:
      return `close ${me} ${dir(a)}`;
    case 5:
      return `board ${me}`;
    case 6:
      return `leave ${me}`;
    case 7:
      return b % 2 === 0 ? `dummy ${hex}` : `remove ${me}`;
    case 8:
      return `${b % 2 === 0 ? "fire" : "melee"} ${me} at ${enemy}`;
    case 9:
      return `ambush ${me}`;
    default:
      return "end";
  }
}

test("replaying the journal of a random game gives the same game, and each side's log its replay", () => {
  const folder = tempFolder();
  let saves = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(HIDE_AND_SEEK, FIRST_BOARDING),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 80 }),
      fc.boolean(),
      (scenario, seed, picks, sealed) => {
        const s = session(scenario, seed);
        const saver = startSave(s, scenario, {
          path: `${folder}/game-${saves++}.jsonl`,
          fsync: false,
          keep: 1,
          ...(sealed ? { passphrases: { yellow: "property" }, kdf: TEST_KDF } : {}),
        }) as Saver;
        for (const pick of picks) {
          if (s.over) break;
          s.command(randomCommand(s, pick));
        }
        saver.close();
        expect(saver.state.saved).toBe(s.actions.length);
        expect(snapshot(new Session(s.setup, s.actions))).toBe(snapshot(s));
        const back = loadSave(saver.path, sealed ? { passphrases: { yellow: "property" } } : {});
        if (!back.ok) throw new Error(back.message);
        expect(back.notices).toEqual([]);
        expect(snapshot(back.session)).toBe(snapshot(s));
        if (sealed) {
          // Each side's own log, opened with its passphrase alone (blue set none), is its replay of the game.
          for (const [side, passphrase] of [
            ["blue", ""],
            ["yellow", "property"],
          ] as const) {
            const log = readSideLog(saver.path, side, passphrase);
            if (!log.ok) throw new Error(log.message);
            expect(log.steps).toEqual(replaySteps(s.setup, s.actions, side));
          }
        }
      },
    ),
    { numRuns: 40 },
  );
}, 60_000);
