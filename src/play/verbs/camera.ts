// The enemy's security camera: `identify WHO` shows it one of the side's own question markers, first
// thing in its turn (src/engine/systems/camera.ts); its choices are the device menu while it waits.
import { shownHex } from "../../ship/ship.js";
import { ownName } from "../menu-words.js";
import { oneMarker } from "./one-marker.js";

export const IDENTIFY_VERB = oneMarker(
  "identify",
  "show the enemy's security camera one of your question markers (first thing in your turn)",
  {
    // Offered only while the camera waits; then it is the whole menu (src/play/device-choices.ts).
    menu: ({ ship, view }) =>
      !view.devices.cameraDue
        ? []
        : view.own.flatMap((m) =>
            m.where.at !== "cell" || m.revealed
              ? []
              : [
                  {
                    label: `${ownName(m)} at ${shownHex(ship.cells[m.where.cell]!)}`,
                    about: `The enemy learns, as its next turn begins, that ?${m.number} is ${m.soldier ? `a ${m.soldier.type}` : "a dummy"}. You choose which: nothing else this turn until you have.`,
                    command: { verb: "identify" as const, who: m.number },
                  },
                ],
          ),
  },
);
