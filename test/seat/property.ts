// The security property of the seat, as a runner: two games that differ only in yellow's secrets give
// blue's seat byte-identical answers to the same calls (its view, log, summary, reach, odds, device
// menus, replay steps, refusals, checks, a travel's note, its travel goals and what its listener is told) for as long
// as blue cannot tell the games apart by what it legitimately saw. Open: the secrets are the
// identities under yellow's markers (which are dummies, which soldier under which number, wounds,
// private dice). Fog: those, and where unseen markers are and what they did. Used by
// non-interference.test.ts, and by leaks.test.ts to show it catches a leak put in on purpose.
import fc from "fast-check";
import { expect } from "vitest";
import { DIRECTIONS } from "../../src/hex/coords.js";
import type { GameState } from "../../src/engine/state.js";
import type { PlayerView, Seat } from "../../src/seat/index.js";
import { gameOn, shipOf } from "../engine/fixture.js";
import { judgeAmbushFire } from "./ambush-fire.js";
import { seatOutput } from "./seat-output.js";
import {
  differInNumbersOnly,
  inMode,
  secretTwin,
  shownIn,
  table,
  told,
  toldOnTheWay,
  type Table,
  type Visibility,
} from "./twin-games.js";
import { ROOMS, ROOMS_PLAN } from "./rooms-ship.js";
import { inCondition } from "../../src/engine/condition.js";
import { findCell } from "../../src/ship/find-cell.js";

export const RUNS = Number(process.env.DERELICT_PROPERTY_RUNS ?? 40);
/** fast-check's seed, to run a hunt again (a failure prints its own); random unless given. */
export const SEED = process.env.DERELICT_PROPERTY_SEED ? Number(process.env.DERELICT_PROPERTY_SEED) : undefined;

// Two rooms and a hall joined by doors, with a crate and a pod to hide behind.
const ship = ROOMS;
const floors = ship.cells.filter((c) => c.terrain === "floor").map((c) => c.name);
const cellNamed = (name: string): number => {
  const id = findCell(ship, name);
  if (id === undefined || ship.cells[id]!.terrain !== "floor") throw new Error(`fixture: ${name} is no floor`);
  return id;
};

// The same with a hall end on the west of the lower room: an air lock yellow boards through.
const locked = shipOf({ main: ROOMS_PLAN.map((row, y) => (y === 6 ? `=${row.slice(1)}` : row)) });

const yellowForce = (at: readonly string[]) =>
  (["marine", "parm", "scout", "marine", undefined, undefined] as const).map((type, i) => ({
    ...(type ? { type } : {}),
    at: at[i]!,
  }));

/** The lights as asked: set after the start, when no one is in anyone's sight yet. */
const lit = (g: GameState, lights: boolean): GameState => ({ ...g, systems: { ...g.systems, lights } });

/**
 * Where the games start, out of each other's sight: apart in the two rooms (lights on or off), or
 * blue at the door of yellow's room in the dark (a parm on the pod, cover for some and not for him).
 */
export const STARTS: readonly [string, GameState, readonly boolean[]][] = [
  [
    "apart",
    gameOn(ship, {
      blue: [{ type: "marine", at: "1:0102" }, { type: "scout", at: "1:0202" }, { at: "1:0101" }],
      yellow: yellowForce(["1:0906", "1:0806", "1:0901", "1:0805", "1:0706", "1:1002"]),
    }),
    [true, false],
  ],
  [
    "at the door in the dark",
    gameOn(ship, {
      blue: [{ type: "marine", at: "1:0704" }, { type: "scout", at: "1:0604" }, { at: "1:0804" }],
      yellow: yellowForce(["1:0702", "1:0802", "1:1001", "1:0601", "1:0901", "1:1102"]),
    }),
    [false],
  ],
  [
    "apart in a wreck",
    // Debris and vacuum in both rooms and the hall, a door jammed shut: public from the start, the same
    // in both games (src/engine/wreck.ts), so they join what blue's seat answers.
    inCondition(
      gameOn(ship, {
        blue: [{ type: "marine", at: "1:0102" }, { type: "scout", at: "1:0202" }, { at: "1:0101" }],
        yellow: yellowForce(["1:0906", "1:0806", "1:0901", "1:0805", "1:0706", "1:1002"]),
      }),
      {
        openDoors: [],
        wreck: {
          debris: [cellNamed("1:0303"), cellNamed("1:0905")],
          breached: [cellNamed("1:0302"), cellNamed("1:0804"), cellNamed("1:0604")],
          jammed: [ship.cells.find((c) => c.terrain === "door")!.id],
        },
      },
    ),
    [true, false],
  ],
  [
    "boarding through the lock",
    gameOn(locked, {
      blue: [{ type: "marine", at: "1:0901" }, { type: "scout", at: "1:1002" }, { at: "1:0806" }],
      yellow: yellowForce(["lock 1", "lock 1", "1:0101", "lock 1", "1:0202", "1:0302"]),
    }),
    [true, false],
  ],
];

type Kind = "move" | "open" | "close" | "end" | "fire" | "ambush" | "dummy" | "remove" | "board" | "leave" | "travel";

interface Intent {
  readonly kind: Kind;
  readonly piece: number;
  readonly dir: number;
  readonly target: number;
  /** In the second game only, in yellow's turn, in fog: a step or a door yellow works where blue may not see it. */
  readonly secret?: { readonly piece: number; readonly dir: number; readonly kind: "move" | "open" | "close" };
}

const intent: fc.Arbitrary<Intent> = fc.record(
  {
    kind: fc.constantFrom<Kind>(
      ...(["move", "move", "move", "move", "move", "move", "open", "open", "close", "end", "fire", "fire"] as const),
      ...(["ambush", "dummy", "remove", "board", "leave", "travel", "travel"] as const),
    ),
    piece: fc.nat(20),
    dir: fc.nat(5),
    target: fc.nat(200),
    secret: fc.record({
      piece: fc.nat(20),
      dir: fc.nat(5),
      kind: fc.constantFrom<"move" | "open" | "close">("move", "move", "open", "close"),
    }),
  },
  { requiredKeys: ["kind", "piece", "dir", "target"] },
);

/** The intent as a line of the command language, from what the side's view shows. */
function line(view: PlayerView, i: Intent | (NonNullable<Intent["secret"]> & { target?: number })): string {
  const own = view.own.filter((m) => m.where.at === "cell");
  const m = own[i.piece % Math.max(1, own.length)];
  const dir = DIRECTIONS[i.dir % 6]!;
  const target = (i as Intent).target ?? 0;
  if (i.kind === "board" || i.kind === "leave") {
    const waiting = view.own.filter((o) => o.where.at === (i.kind === "board" ? "outside" : "lock"));
    const w = waiting[i.piece % Math.max(1, waiting.length)];
    if (w) return `${i.kind} ${w.number}`;
  }
  if (!m || i.kind === "end") return "end";
  switch (i.kind) {
    case "move":
    case "open":
    case "close":
      return `${i.kind} ${m.number} ${dir}`;
    case "fire": {
      const e = view.enemies[target % Math.max(1, view.enemies.length)];
      // A revealed one by its hex and type, "wounded" if seen so, or (every other time) its hex alone.
      const named = e?.revealed ? (target % 2 ? e.hex : `${e.hex} ${e.wounded ? "wounded " : ""}${e.label}`) : e?.label;
      return e ? `fire ${m.number} at ${named}` : `move ${m.number} ${dir}`;
    }
    case "ambush":
    case "remove":
    case "board":
    case "leave":
      return `${i.kind === "board" || i.kind === "leave" ? "ambush" : i.kind} ${m.number}`;
    case "dummy":
      return `dummy ${floors[target % floors.length]}`;
    case "travel":
      // Walked by the route the side knows; where it stops, and the note saying why, from its knowledge.
      return `travel ${m.number} ${floors[target % floors.length]}`;
  }
}

/** The game's moments from its FROM-th action on: the state then, and each engine action's inner moments and state. */
function moments(t: Table, from: number): GameState[] {
  const h = t.session.history();
  const out = [h.states[from]!];
  for (let k = from + 1; k < h.states.length; k++) out.push(...h.stages[k]!.map((s) => s.state), h.states[k]!);
  return out;
}

/**
 * By moment (as `moments` gives them), the hexes blue's pieces stepped onto on the way to it, as blue's
 * own log tells its steps: a piece that stepped into sight and was shot from ambush there looked from
 * a hex no state holds it on.
 */
function stood(t: Table, from: number): number[][] {
  const h = t.session.history();
  const steps = (start: number, end: number) =>
    h.events.slice(start, end).flatMap((e) => {
      const mine = e.kind === "move" ? e.told.blue : undefined;
      const cell = mine?.marker.side === "blue" ? findCell(h.states[0]!.ship, mine.to) : undefined;
      return cell === undefined ? [] : [cell];
    });
  const out: number[][] = [[]];
  for (let k = from + 1; k < h.states.length; k++) {
    let at = h.ends[k - 1]!;
    for (const s of h.stages[k]!) {
      out.push(steps(at, h.ends[k - 1]! + s.events));
      at = h.ends[k - 1]! + s.events;
    }
    out.push(steps(at, h.ends[k]!));
  }
  return out;
}

/**
 * Blue's own command, judged step by step: each engine action it took in game B as in game A (a target
 * of yellow's by its id in A) for as long as blue could not tell the games apart before the step. Its
 * steps are chosen from what blue knows (a travel's route, where it stops): a step taken otherwise on the
 * same knowledge is chosen with yellow's secrets, even when blue's marker ends where blue is then shown
 * something that tells the games apart (it met a marker it had walked round). Returns what differed.
 */
function sameChoices(a: Table, b: Table, from: readonly number[], same: readonly number[], shown: ReadonlySet<number>) {
  const [ha, hb] = [a.session.history(), b.session.history()];
  const inA = (action: object) =>
    JSON.stringify("target" in action ? { ...action, target: same[action.target as number] } : action);
  for (let k = 0; ; k++) {
    const [x, y] = [ha.actions[from[0]! + k], hb.actions[from[1]! + k]];
    if (!x && !y) return undefined;
    const at = [ha.states[from[0]! + k]!, hb.states[from[1]! + k]!] as const;
    const was = [
      ha.states[Math.max(from[0]!, from[0]! + k - 1)]!,
      hb.states[Math.max(from[1]!, from[1]! + k - 1)]!,
    ] as const;
    if (k > 0 && told(at[0], at[1], same, shown, was)) return undefined;
    if (!x || !y || JSON.stringify(x) !== inA(y))
      return `step ${k + 1}: ${JSON.stringify(x ?? "none")} in one game, ${JSON.stringify(y ?? "none")} in the other`;
  }
}

/**
 * Runs the property in a visibility mode from one start, `runs` times; throws (a failed expectation,
 * with fast-check's counterexample) when blue's seat answers differently in games it cannot tell apart.
 */
export function checkNonInterference(mode: Visibility, start: GameState, lighting: readonly boolean[], runs = RUNS) {
  fc.assert(nonInterference(mode, start, lighting), { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) });
}

/**
 * The property in a visibility mode from one start, for fast-check to run (leaks.test.ts replays a run of
 * it). TOLD hears why each run's comparing ended, when blue could tell the games apart (a pinned run's test).
 */
export function nonInterference(
  mode: Visibility,
  start: GameState,
  lighting: readonly boolean[],
  toldBy?: (why: string) => void,
) {
  return fc.property(
    fc.array(intent, { minLength: 20, maxLength: 80 }),
    fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6 }),
    fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6 }),
    fc.constantFrom(...lighting),
    fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    fc.option(fc.constantFrom("other dice", "more dice"), { nil: undefined }),
    (intents, identities, ids, lights, wounded, dice) => {
      const first: GameState = inMode(lit(start, lights), mode);
      const twin = secretTwin(first, "yellow", identities, ids, { wounded, ...(dice ? { dice } : {}) });
      const a = table(first);
      const b = table(twin.state);
      const same = (what: string, x: string, y: string) => expect(y, what).toBe(x);
      let compared = 0;
      /** Yellow's markers blue was shown what they are, by their ids in game A (a number changes as one hides again). */
      const shown = new Set<number>();
      if (told(a.session.state(), b.session.state(), twin.same)) return;
      // Travel goals: blue's the same in both games; yellow's, its own intentions, a secret of game B only.
      const goal = (hex: string) => ({ hex, cell: floors.indexOf(hex), sighted: [] });
      for (const t of [a, b]) t.blue.setTravelGoals({ d1: goal(floors[0]!) });
      b.yellow.setTravelGoals({ Secret: goal(floors.at(-1)!) });
      // Where blue's seat last answered everything: both games' states and counts of actions. A
      // command refused in both games changes neither session (src/play/session.ts: a refusal
      // changes nothing), and a seat reads only its session, so it would give the last answers
      // again: compared once per pair of states, as most commands drawn are refused, this costs
      // half the time. A command played in either game, or refused in one only, is compared.
      let answeredAt: readonly unknown[] = [];
      const answers = (what: string) => {
        const at = [a.session.state(), a.session.actions.length, b.session.state(), b.session.actions.length];
        if (at.every((x, k) => x === answeredAt[k])) return;
        answeredAt = at;
        same(what, seatOutput(a.blue), seatOutput(b.blue));
      };
      answers("at the start");
      /** Whether blue may now tell the games apart by what it saw; if not, its seat must answer alike. */
      const holds = (after: string, marks: readonly number[], from: readonly number[], blues = false): boolean => {
        // The markers blue was just shown what they are (met, revealed, shot at): the same ones in
        // both games (else the comparison fails: which marker is met or shot at must hang on
        // nothing secret), and from now on what they are is no secret. Named by the numbers they
        // had then: the marker under one before the action, or after it (a number drawn on the way).
        const named = [shownIn(a.blue.witnessed(marks[0])), shownIn(b.blue.witnessed(marks[1]))];
        if (JSON.stringify(named[0]) === JSON.stringify(named[1]))
          for (const s of moments(a, from[0]!))
            for (const p of s.pieces) if (p.side === "yellow" && named[0]!.includes(p.number)) shown.add(p.id);
        // With other private dice, the same markers shown under other numbers (a dummy yellow put down
        // out of sight drew its number from them) tell the games apart, as a number seen in sight does.
        // Without, a number must not differ: what a marker is must not choose its number.
        if (dice && JSON.stringify(named[0]) !== JSON.stringify(named[1])) {
          // Each marker once, by its id in game A: however many moments it stood in (a travel of more
          // steps in one game, on a route yellow chose with its own knowledge, gives more).
          const idsOf = (states: readonly GameState[], numbers: readonly number[], toA: (id: number) => number) =>
            JSON.stringify(
              [
                ...new Set(
                  states.flatMap((s) =>
                    s.pieces.filter((p) => p.side === "yellow" && numbers.includes(p.number)).map((p) => toA(p.id)),
                  ),
                ),
              ].sort((x, y) => x - y),
            );
          const inA = idsOf(moments(a, from[0]!), named[0]!, (id) => id);
          const inB = idsOf(moments(b, from[1]!), named[1]!, (id) => twin.same[id] ?? id);
          if (inA === inB) {
            toldBy?.("markers shown under numbers other dice drew");
            return false;
          }
        }
        // Blue's own steps first: they must not differ while blue cannot tell the games apart, though
        // where they led may then tell them apart.
        const chose = blues ? sameChoices(a, b, from, twin.same, shown) : undefined;
        expect(chose, `blue's travel or steps ${after} chosen alike while the games looked alike`).toBeUndefined();
        // Who fired from ambush, shown by the shot: a tell where yellow's secrets decided it, a leak where not.
        const fired = judgeAmbushFire(a.session.history(), b.session.history(), from, twin.same);
        expect(fired && "leak" in fired ? fired.leak : undefined, `yellow's fire from ambush ${after}`).toBeUndefined();
        const why =
          (fired && "told" in fired ? fired.told : undefined) ??
          toldOnTheWay(moments(a, from[0]!), moments(b, from[1]!), twin.same, shown, [
            stood(a, from[0]!),
            stood(b, from[1]!),
          ]);
        // Across an open table with the same private dice, numbers drawn otherwise are no tell but a leak.
        if (why && mode === "open" && !dice)
          expect(
            differInNumbersOnly(a.session.state(), b.session.state(), twin.same, shown),
            `numbers drawn otherwise ${after}, all else alike`,
          ).toBe(false);
        if (why) {
          toldBy?.(why);
          if (process.env.DERELICT_PROPERTY_STATS) console.log(`compared ${compared}, then ${why}`);
          return false;
        }
        compared++;
        answers(after);
        same(`what blue's listener was told, ${after}`, JSON.stringify(a.notes), JSON.stringify(b.notes));
        return true;
      };
      for (const i of intents) {
        const blueTurn = a.blue.turn().toMove === "blue";
        const mover: (t: typeof a) => Seat = blueTurn ? (t) => t.blue : (t) => t.yellow;
        const said = line(mover(a).view(), i);
        const marks = [a.blue.mark(), b.blue.mark()];
        const from = [a.session.actions.length, b.session.actions.length];
        // Asked before a y/n question (the seat's check): whether it would be played, from what blue knows.
        same(`blue's check of '${said}'`, JSON.stringify(a.blue.check(said)), JSON.stringify(b.blue.check(said)));
        const done = [mover(a).play(said), mover(b).play(said)];
        if (!blueTurn) b.yellow.setTravelGoals({ Secret: goal(floors[i.target % floors.length]!) });
        // Whether it was played, or refused and why, hangs on what blue knew before; a travel's note
        // and its stop (sighted or arrived) say what it saw on the way, so they are as free to differ as
        // the log once blue can tell the games apart, and compared with the rest while it cannot.
        const played = done.map((d) => JSON.stringify({ ...d, note: undefined, stop: undefined }));
        if (blueTurn) same(`blue's answer to '${said}'`, played[0]!, played[1]!);
        if (!holds(`after '${said}'`, marks, from, blueTurn)) break;
        if (blueTurn) same(`blue's note on '${said}'`, JSON.stringify(done[0]), JSON.stringify(done[1]));
        // Across an open table blue sees every move yellow makes: no move of it is a secret.
        if (mode === "open" || !i.secret || b.blue.turn().over || b.blue.turn().toMove !== "yellow") continue;
        // Yellow's secret move: seen by blue (an event told), it is no secret any more.
        const secret = line(b.yellow.view(), i.secret);
        const before = [a.blue.mark(), b.blue.mark()];
        const at = [a.session.actions.length, b.session.actions.length];
        b.yellow.play(secret);
        if (b.blue.mark() !== before[1] || !holds(`after yellow's secret '${secret}'`, before, at)) break;
      }
      if (process.env.DERELICT_PROPERTY_STATS)
        console.log(
          `run: compared ${compared} of ${intents.length}, turn ${a.blue.turn().turn}, blue saw ${a.blue.mark()} events, ${a.blue.view().enemies.length} enemies, ${a.blue.view().lastSeen.length} last seen`,
        );
    },
  );
}
