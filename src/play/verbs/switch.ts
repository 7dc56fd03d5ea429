// Switches: `switch WHO cooler|panel|HEX on|off` works a generator cooler or the rec deck's gravity
// panel next to a soldier (src/engine/systems/switches.ts); and their choices in the device menu.
import { isRefusal } from "../../engine/refusal.js";
import { deviceIndex, nextTo } from "../../ship/device-index.js";
import { placeName, shownHex } from "../../ship/ship.js";
import { ONE_MU, onOff, readOnOff } from "../menu-words.js";
import type { MenuChoice, Verb, Who } from "../verb.js";

export interface SwitchCommand {
  readonly verb: "switch";
  readonly who: Who;
  /** `cooler`, `panel`, or the device's hex. */
  readonly device: string;
  readonly on: boolean;
}

const USAGE = "switch WHO cooler|panel|HEX on|off";

export const SWITCH_VERB: Verb<SwitchCommand> = {
  verb: "switch",
  help: { usage: USAGE, about: "a generator cooler or the rec deck's gravity panel next to it" },
  parse: (w) => {
    const who = w.word();
    const device = w.word();
    const on = readOnOff(w.word());
    if (on === undefined || on === "bad") w.fail("usage", `usage: ${USAGE}`);
    return { verb: "switch", who, device, on: on === true };
  },
  write: (c) => `switch ${c.who} ${c.device} ${onOff(c.on)}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      const index = deviceIndex(r.ship);
      const kind = c.device.toLowerCase();
      const candidates = kind === "cooler" ? index.coolers : kind === "panel" ? index.recPanels : undefined;
      const cell = candidates ? r.nextTo(p, candidates, kind) : r.hex(c.device);
      return isRefusal(cell) ? cell : { type: "switch", piece: p.id, device: cell, on: c.on };
    },
  ],
  menu: ({ ship, view, marker: m, cell }) => {
    if (!m?.soldier || cell === undefined) return [];
    const d = deviceIndex(ship);
    const out: MenuChoice[] = [];
    const hex = (c: number) => shownHex(ship.cells[c]!);
    const command = (c: number, on: boolean): SwitchCommand => ({
      verb: "switch",
      who: m.number,
      device: placeName(ship.cells[c]!),
      on,
    });
    for (const c of nextTo(ship, cell, d.coolers)) {
      const about = `${ONE_MU} With both coolers off the generators may overheat as a turn begins (2 or 12 on two dice), and the ship's power fails for good.`;
      for (const on of [false, true])
        out.push({ label: `Generator cooler at ${hex(c)}: switch it ${onOff(on)}`, about, command: command(c, on) });
    }
    for (const c of nextTo(ship, cell, d.recPanels)) {
      const on = !view.systems.recDeckGravity;
      const about = `${ONE_MU} The rec deck's own gravity, apart from the rest of the ship's.${on && !view.systems.power ? " The ship has no power: it cannot come on." : ""}`;
      out.push({ label: `Rec deck gravity panel: switch it ${onOff(on)}`, about, command: command(c, on) });
    }
    return out;
  },
};
