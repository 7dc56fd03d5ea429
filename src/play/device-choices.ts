// What the device menu offers a marker: the devices it can work from where it stands, each as the
// command it gives (and that command as a line), and what it does in a few words; put together from
// the verbs' entries (src/play/verbs/), read from the ship's drawing and the side's own view only,
// so it never tells what the side does not know.
import { shownHex, type Ship } from "../ship/ship.js";
import type { OwnMarker, PlayerView } from "../view/player-view.js";
import { deviceIndex } from "../ship/device-index.js";
import { writeCommand, type Command } from "./command.js";
import { ownName } from "./menu-words.js";
import type { MenuChoice } from "./verb.js";
import { IDENTIFY_VERB } from "./verbs/camera.js";
import { VERBS } from "./verbs/index.js";

/** A choice of the device menu, its command as data (and as a line, for the player to read). */
export type DeviceChoice = Omit<MenuChoice, "command"> & { readonly command?: Command };

export interface DeviceMenu {
  readonly title: string;
  readonly choices: readonly DeviceChoice[];
  /** Things of note where it stands that are not worked (an auto-doc bed, cryo controls it may not use). */
  readonly notes: readonly string[];
}

export function deviceMenu(ship: Ship, view: PlayerView, marker: OwnMarker | undefined): DeviceMenu {
  const notes: string[] = [];
  const cell = marker?.where.at === "cell" ? marker.where.cell : undefined;
  const at = { ship, view, marker, cell, notes };
  const withLines = (choices: readonly MenuChoice[]) =>
    choices.map((c) =>
      c.command ? ({ ...c, line: writeCommand(c.command as Command) } as DeviceChoice) : (c as DeviceChoice),
    );
  // The enemy's camera waits for the side's choice: nothing else until it is made (src/play/verbs/camera.ts).
  if (view.devices.cameraDue)
    return {
      title: "The enemy's security camera: show it one of your markers",
      choices: withLines(IDENTIFY_VERB.menu!(at)),
      notes: [],
    };
  const choices = withLines(VERBS.flatMap((v) => v.menu?.(at) ?? []));
  if (cell !== undefined && deviceIndex(ship).beds.has(cell))
    notes.push(
      "An auto-doc bed: a wounded soldier lying here gets a die as each of your turns begins; 5-6 and he is healed.",
    );
  const where = cell !== undefined ? ` at ${shownHex(ship.cells[cell]!)}` : "";
  return { title: marker ? `Devices ${ownName(marker)}${where} can work` : "Devices", choices, notes };
}
