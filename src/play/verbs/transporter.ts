// The transporter: `transport WHO` rides from a booth to the other, or sends the container in the
// booth next to a soldier (src/engine/systems/transporter.ts); and its choices in the device menu.
import { deviceIndex, nextTo } from "../../ship/device-index.js";
import { ONE_MU } from "../menu-words.js";
import { shownHex } from "../../ship/ship.js";
import type { MenuChoice } from "../verb.js";
import { oneMarker } from "./one-marker.js";

export const TRANSPORT_VERB = oneMarker(
  "transport",
  "from a transporter booth to the other; or send the container in the booth next to it",
  {
    menu: ({ ship, view, marker: m, cell }) => {
      if (!m || cell === undefined) return [];
      const booths = deviceIndex(ship).booths;
      const command = { verb: "transport" as const, who: m.number };
      if (booths.includes(cell))
        return [
          {
            label: "Transporter: ride to the other booth",
            about: `${ONE_MU} Once a turn; it must stand alone in the booth, and the far booth must be empty.`,
            command,
          },
        ];
      if (!m.soldier) return [];
      const out: MenuChoice[] = [];
      for (const c of nextTo(ship, cell, booths)) {
        const box = view.cargo.find((k) => k.cell === c);
        if (box)
          out.push({
            label: `Transporter: send the ${box.kind.replace("-", " ")} in the booth at ${shownHex(ship.cells[c]!)}`,
            about: `${ONE_MU} Once a turn; the container must be alone in its booth, and the far booth empty.`,
            command,
          });
      }
      return out;
    },
  },
);
