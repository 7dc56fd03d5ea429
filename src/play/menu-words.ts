// Words the device menu's choices share: how a marker reads to the player, on/off (a hex: shownHex, src/ship/ship.ts).
import type { OwnMarker } from "../view/player-view.js";

/** "?7 Osaka", "?3 dummy". */
export const ownName = (m: OwnMarker): string => `?${m.number} ${m.soldier ? m.soldier.name : "dummy"}`;

export const onOff = (on: boolean): "on" | "off" => (on ? "on" : "off");

/** The words on, off (in any case), as a boolean; undefined for none; "bad" for another word. */
export const readOnOff = (word: string | undefined): boolean | undefined | "bad" =>
  word === undefined ? undefined : word.toLowerCase() === "on" ? true : word.toLowerCase() === "off" ? false : "bad";

/** One move unit, as the hand-worked devices cost. */
export const ONE_MU = "1 move unit (2 when weightless, but in powered armour).";
