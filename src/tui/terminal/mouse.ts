// The mouse from blessed: a left click or a wheel turn, at a screen cell (0-based), one event each.
import type { Screen } from "./screen.js";

export interface Mouse {
  readonly kind: "click" | "wheel-up" | "wheel-down";
  readonly col: number;
  readonly row: number;
}

/** Turns mouse reporting on (xterm's modes, through blessed) and calls `handle` with each click or wheel turn. */
export function onMouse(screen: Screen, handle: (m: Mouse) => void): void {
  screen.on("mouse", (data: { action?: string; button?: string; x: number; y: number }) => {
    const kind =
      data.action === "mousedown" && data.button === "left"
        ? "click"
        : data.action === "wheelup"
          ? "wheel-up"
          : data.action === "wheeldown"
            ? "wheel-down"
            : undefined;
    if (kind) handle({ kind, col: data.x, row: data.y });
  });
}
