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
  return {
    x: followAxis(origin.x, focus.x, window.w, content.w, Math.min(10, Math.floor(window.w / 4))),
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
