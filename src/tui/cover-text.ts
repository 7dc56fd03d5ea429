// Whole-screen notices: the handover between players, the too-small terminal, the end of the game.
import { enemyOf, sideTitle, type Side } from "./sides.js";
import { cut, wrap } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Look, type Theme } from "./theme.js";

export interface Line {
  readonly text: string;
  readonly look?: Look;
}

/** Lines centred on a screen of this size, painted; a line wider than the screen is wrapped at spaces, never cut. */
export function centred(given: readonly Line[], cols: number, rows: number, theme: Theme): string[] {
  const lines = given.flatMap((l) =>
    l.text.length <= cols ? [l] : wrap(l.text, Math.max(1, cols - 2)).map((text) => ({ ...l, text })),
  );
  const top = Math.max(0, Math.floor((rows - lines.length) / 2));
  const body = lines.slice(0, rows).map((l) => {
    const text = cut(l.text, cols);
    const left = " ".repeat(Math.max(0, Math.floor((cols - text.length) / 2)));
    return left + theme.paint(l.look ?? {}, text);
  });
  return [...Array<string>(top).fill(""), ...body];
}

/** Nothing but whose turn it is: the other player must see no trace of the last one. */
export function handoverLines(
  side: Side,
  turn: number,
  turnLimit: number,
  quitting: string | undefined,
  guarded = false,
  deploying = false,
): Line[] {
  const other = enemyOf(side);
  return [
    { text: `${sideTitle(side)} TO ${deploying ? "DEPLOY" : "MOVE"}`, look: SIDE_TEXT[side] },
    { text: deploying ? `before turn ${turn} of ${turnLimit}` : `turn ${turn} of ${turnLimit}` },
    { text: "" },
    { text: `${other} player: please look away.` },
    {
      text: guarded
        ? `${side} player: type your passphrase and press Enter.`
        : `${side} player: press Enter when you are ready.`,
      look: LOOKS.heading,
    },
    { text: "" },
    quitting ? { text: `${quitting} y: quit, n: go on`, look: LOOKS.warning } : { text: "" },
  ];
}

export function tooSmallLines(cols: number, rows: number, minCols: number, minRows: number): Line[] {
  return [
    { text: "The terminal is too small", look: LOOKS.warning },
    { text: `now ${cols}x${rows}, needed at least ${minCols}x${minRows}` },
    { text: "" },
    { text: "Make the window larger; the game goes on where it was." },
    { text: "Ctrl-C quits." },
  ];
}

/** LEAVE: a single-seat game has no start menu to go back to. Each reason is wrapped to COLS, never cut: it says who won and why. */
export function gameOverLines(reasons: readonly string[], turn: number, leave = false, cols = 80): Line[] {
  return [
    { text: "GAME OVER", look: LOOKS.warning },
    { text: "" },
    ...(reasons.length > 0 ? reasons : ["the game has ended"])
      .flatMap((reason) => wrap(reason, Math.max(20, cols - 4)))
      .map((text) => ({ text })),
    { text: "" },
    { text: `after turn ${turn}` },
    { text: "" },
    { text: "R: replay the whole game fully revealed" },
    { text: leave ? "Enter or Q: leave" : "Enter: back to the start menu    Q: quit", look: LOOKS.heading },
  ];
}
