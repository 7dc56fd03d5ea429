// The pages that open a side's turn (its objectives first, then what it saw of the enemy), the camera's menu
// over them when the enemy's camera is due, and the reasons that close the game.
import { atScreen, seatOf, sideView, type Game } from "./game.js";
import { objectiveLines, resultLines } from "./objectives-text.js";
import type { SeenEvent } from "../seat/index.js";
import type { Sub } from "./play-state.js";
import { enemyOf, type Side } from "./sides.js";
import { seenOfEnemy, summaryLines } from "./summary-text.js";

/** The page shown as a side's turn begins, or none on its first turn when it has no objectives. */
export function turnStartPage(game: Game, side: Side): { kind: "summary" | "objectives"; lines: string[] } | undefined {
  // From the side's last turn end to the start of this turn, what came as it began included (its seat's summary).
  const seat = seatOf(game, side);
  const seen = seat.summary();
  const first = !seat.witnessed().some((e) => e.kind === "turn-ended" && e.fields.side === side);
  const goals = first ? objectiveLines(sideView(game, side)) : [];
  // Nothing seen needs no page of its own (one Enter per handover): the message line says so (nothingSeen).
  const summary =
    seenOfEnemy(seen, side).length > 0 && seen.some((e) => e.kind === "turn-ended")
      ? [
          ...summaryLines(side, seenOfEnemy(seen, side)),
          "",
          "S: step through it on the map, as you saw it (S again at any time this turn)",
        ]
      : [];
  const camera = sideView(game, side).devices.cameraDue
    ? [
        "The enemy's security camera is on you: before anything else this turn, show it one of your question markers (the menu under this page; w opens it again). The enemy learns what that one is as its turn begins.",
      ]
    : [];
  const lines = [
    ...camera,
    ...(camera.length && summary.length ? [""] : []),
    ...summary,
    ...(summary.length && goals.length ? [""] : []),
    ...goals,
  ];
  return lines.length ? { kind: summary.length || camera.length ? "summary" : "objectives", lines } : undefined;
}

/**
 * What the keys do first as a side's turn opens (at the handover, or in a single-seat game as the
 * enemy's turn ends): the enemy's security camera waits for the side's choice before anything else.
 */
export function turnStartSub(game: Game, side: Side): Sub {
  const seat = seatOf(game, side);
  // What came before the turn is on its summary page: the log pages (--more--) only the bursts of the turn's own actions.
  game.ui[side]!.readTo = seat.mark();
  // Nothing seen of the enemy's turn needs no page (one Enter at a handover): the message line says so.
  const nothing = nothingSeen(game, side);
  if (nothing) game.ui[side]!.message = { text: nothing, warn: false };
  return seat.view().devices.cameraDue ? { kind: "devices", menu: seat.devices(), index: 0 } : { kind: "normal" };
}

/** Who won and why, as the view tells it, then the game's closing events; the same words for both sides. */
export function endReasons(game: Game): string[] {
  const side = atScreen(game);
  const result = resultLines(sideView(game, side));
  const told = closingEvents(seatOf(game, side).witnessed());
  // A line that restates the result's reason ("the game is over: you lose, ...") is worded for one player only.
  const reason = result[1];
  return [...result, ...told.filter((t) => !result.includes(t) && !(reason !== undefined && t.includes(reason)))];
}

/**
 * The events that close the game, from a side's log: its `game-over` event (one per game, worded for the
 * side), by its kind alone; a word in a kind's name (an `overheat-roll` has "over" in it) says nothing.
 */
export function closingEvents(seen: readonly SeenEvent[]): string[] {
  return seen.filter((e) => e.kind === "game-over").map((e) => e.text);
}

/** The enemy's turn went by and the side saw nothing of it: said on the message line instead of a page. */
export function nothingSeen(game: Game, side: Side): string | undefined {
  const seen = seatOf(game, side).summary();
  if (!seen.some((e) => e.kind === "turn-ended") || seenOfEnemy(seen, side).length > 0) return undefined;
  return `Nothing of ${enemyOf(side)}'s turn came into your sight.`;
}
