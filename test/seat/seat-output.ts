// Everything a seat gives out, as one text: what the non-interference property compares, byte for byte.
import { seededRandom } from "../../src/ai/random.js";
import { eventLine, type Guess, type Seat } from "../../src/seat/index.js";

/**
 * The seat's answers to every question it takes: whose turn, its view, its log (and its lines as shown) and summary, the
 * reach of each own marker, its legal commands (all, and each marker's), the ship's map, the odds of each own marker against each enemy it sees (by marker and by
 * hex, a revealed one by its hex alone too), the device menu of each own marker, its replay steps, its travel goals, and the game it imagines for a guess.
 */
export function seatOutput(seat: Seat): string {
  const view = seat.view();
  const own = view.own.map((m) => m.number);
  const targets = view.enemies.flatMap((e) => [
    e.label,
    `${e.hex}${e.revealed ? ` ${e.wounded ? "wounded " : ""}${e.label}` : ""}`,
    ...(e.revealed ? [e.hex] : []),
  ]);
  const odds = own.flatMap((n) =>
    targets.flatMap((t) => [seat.odds(`fire ${n} at ${t}`), seat.odds(`melee ${n} at ${t}`)]),
  );
  return JSON.stringify({
    turn: seat.turn(),
    view,
    witnessed: seat.witnessed(),
    // The log's lines as the screens and a side's output write them (src/view/event-words.ts).
    lines: seat.witnessed().map((e) => eventLine(e)),
    mark: seat.mark(),
    summary: seat.summary(),
    // Each own marker named as a command names it (label, lower case, its hex), and a number it lacks.
    named: [
      ...view.own.flatMap((m) => [m.label, m.label.toLowerCase(), m.where.at === "cell" ? m.where.hex : ""]),
      "?99",
    ].map((who) => seat.marker(who)),
    reach: own.map((n) => [...seat.reach(n)].sort((a, b) => a[0] - b[0])),
    odds,
    devices: [seat.devices(), ...own.map((n) => seat.devices(n))],
    legal: [seat.legal(), ...own.map((n) => seat.legal(n))],
    map: seat.map(),
    replay: seat.replay(),
    enemyForce: seat.enemyForce(),
    travelGoals: seat.travelGoals(),
    imagined: imagined(seat),
  });
}

/** A guess made from the seat's view alone: each enemy in sight a soldier or a dummy by turns, one more unseen. */
export function guessFrom(seat: Seat): Guess {
  const view = seat.view();
  const force = seat.enemyForce();
  const types = [...new Set(force)];
  const enemies = view.enemies.map((e, i) => ({
    cell: e.cell,
    ...(e.revealed
      ? { type: e.label, revealed: true }
      : { number: Number(e.label.slice(1)), type: i % 2 === 0 ? types[0]! : null }),
  }));
  const away = seat.ship.cells.find((c) => c.terrain === "floor" && !view.inView.includes(c.id));
  return { enemies: away ? [...enemies, { cell: away.id, type: types.at(-1)! }] : enemies };
}

/**
 * What a sandbox the seat imagines shows: both sides' views in it, its outcome, where its quick
 * look-ahead leads, and the same again after its side to move ends its turn (the imagined enemy's
 * markers reset and settle).
 */
function imagined(seat: Seat): unknown {
  const sandbox = seat.imagine(guessFrom(seat), "imagined");
  if (typeof sandbox === "string") return sandbox;
  const look = () => ({
    blue: sandbox.seat("blue").view(),
    yellow: sandbox.seat("yellow").view(),
    outcome: sandbox.outcome(),
  });
  const first = look();
  // Its quick look-ahead too: two side-turns of the plain policy, with choices from a fixed stream.
  const ahead = sandbox.rollout(2, seededRandom(7));
  const end = sandbox.turn().over ? undefined : sandbox.play("end");
  return { first, ahead, end, then: look() };
}
