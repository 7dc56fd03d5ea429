// The two sides as the screens name them, taken from the view so the TUI never reaches into the engine.
import type { PlayerView } from "../seat/index.js";

export type Side = PlayerView["side"];

export const SIDES: readonly Side[] = ["blue", "yellow"];

export const enemyOf = (side: Side): Side => (side === "blue" ? "yellow" : "blue");

export const sideTitle = (side: Side): string => side.toUpperCase();
