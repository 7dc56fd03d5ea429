// A game made, begun on screen: the single seat against the computer (a campaign's boarding too), or the
// first handover of a game for two, the scenario's story over it.
import { handover } from "./handover-screen.js";
import { gameOver } from "./game-over-screen.js";
import { newGame } from "./game.js";
import { guideGame } from "./guide.js";
import { beginSingle } from "./single-seat.js";
import { storyLines } from "./story-lines.js";
import type { Briefing } from "../seat/index.js";
import type { Started } from "./starter.js";
import { openPage, type AppState } from "./app-state.js";
import { enemyOf, type Side } from "./sides.js";

/**
 * A game made (else its problems on the menu): the first handover, or the end if it is over already.
 * PRESENT: the side that has just typed its passphrase to open a save, whose first handover takes Enter alone.
 */
export function begin(s: AppState, made: Started | readonly string[], what: string, present?: Side): void {
  if (!("seats" in made)) {
    s.menu.problems = made.length > 0 ? [...made] : [`${what}: cannot start it`];
    s.mode = { kind: "menu" };
    return s.render();
  }
  if (made.computer) {
    // The person's seat alone at this screen; the computer plays the other (the starter runs it).
    const seat = made.seats[enemyOf(made.computer.side)];
    const single = { seat, referee: made.referee, notices: made.notices ?? [] };
    s.leaveSingle = beginSingle(s, made.briefing ? { ...single, briefing: made.briefing } : single);
    return;
  }
  s.game = newGame(made.seats, made.referee, made.passphrases ?? {}, made.notices ?? []);
  if (made.briefing?.intro) guideGame(s, s.game);
  const turn = made.seats.blue.turn();
  if (turn.over) return gameOver(s, s.game);
  handover(s, turn.toMove, present === turn.toMove);
  if (made.briefing) {
    openPage(s, "briefing", briefingLines(made.briefing));
    s.render();
  }
}

/** The scenario's story for both players, over the blank first handover. */
function briefingLines(b: Briefing): string[] {
  return [...storyLines(b), "Both players may read this. Enter: on to the first handover."];
}
