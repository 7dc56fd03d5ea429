// Which part of the map the window shows: it follows a focus hex, scrolling before the focus reaches an edge.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** The map position at the window's top-left corner so that `focus` is in view; a map narrower than the window is centred. */
export function follow(origin: Point, focus: Point, window: Size, content: Size): Point {
  const x = followAxis(origin.x, focus.x, window.w, content.w, Math.min(10, Math.floor(window.w / 4)));
  return {
    x: inStep(x, window.w, content.w, focus.x, focus.x),
    y: followAxis(origin.y, focus.y, window.h, content.h, Math.min(3, Math.floor(window.h / 4))),
  };
}

function followAxis(origin: number, focus: number, window: number, content: number, margin: number): number {
  if (content <= window) return -Math.floor((window - content) / 2);
  let o = origin;
  if (focus < o || focus >= o + window) o = focus - Math.floor(window / 2);
  else if (focus < o + margin) o = focus - margin;
  else if (focus > o + window - 1 - margin) o = focus - window + 1 + margin;
  return Math.max(0, Math.min(o, content - window));
}

/**
 * The window's left column moved to an even map column, by one column toward whichever side still
 * shows LO..HI. A hex is two columns wide and alternate rows are set off by one: scrolled by an odd
 * number of columns, the whole drawing would slide half a hex and its rows seem to change places.
 * Scrolled in steps of two, it moves by whole hexes. At the map's right end it goes one column past
 * (a blank column) rather than hide the map's last.
 */
export function inStep(x: number, window: number, content: number, lo: number, hi: number): number {
  if (content <= window || (x & 1) === 0) return x;
  if (x >= content - window) return x + 1;
  const shows = (o: number) => lo >= o && hi <= o + window - 1;
  return x - 1 >= 0 && (shows(x - 1) || !shows(x + 1)) ? x - 1 : x + 1;
}
