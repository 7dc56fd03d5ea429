// Escape pods: `launch WHO` launches the pod a marker stands in, with the side's markers in it
// (src/engine/systems/escape-pods.ts); and its choice in the device menu.
import { deviceIndex } from "../../ship/device-index.js";
import { ONE_MU, ownName } from "../menu-words.js";
import { shownHex } from "../../ship/ship.js";
import { oneMarker } from "./one-marker.js";

export const LAUNCH_VERB = oneMarker("launch", "launch the escape pod it stands in, with your markers in it", {
  menu: ({ ship, view, marker: m, cell }) => {
    if (!m || cell === undefined || !deviceIndex(ship).pods.includes(cell)) return [];
    const aboard = view.own
      .filter((o) => o.where.at === "cell" && o.where.cell === cell)
      .map(ownName)
      .join(", ");
    return [
      {
        label: "Escape pod: launch it",
        about: `${ONE_MU} The pod leaves the ship with every marker of yours in it (two soldiers at most): its soldiers have escaped, out of the game. Each pod goes once.`,
        command: { verb: "launch", who: m.number },
        confirm: `Launch the escape pod at ${shownHex(ship.cells[cell]!)} with ${aboard}? They leave the game.`,
      },
    ];
  },
});
