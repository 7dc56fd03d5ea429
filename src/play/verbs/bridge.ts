// The bridge: `bridge ORDER` uses this turn's bridge roll (src/engine/systems/bridge-orders.ts); and
// the order the roll allows, in the device menu (whoever is selected: the side gives it).
import { isRefusal } from "../../engine/refusal.js";
import type { BridgeOrder } from "../../engine/systems/bridge-orders.js";
import type { PlayerView } from "../../view/player-view.js";
import { onOff, readOnOff } from "../menu-words.js";
import type { MenuChoice, Verb } from "../verb.js";

/** A bridge order as typed: a door by its hex, not yet found on the ship. */
export type OrderWords =
  | { readonly do: "gravity" | "lights"; readonly on?: boolean }
  | { readonly do: "course" | "start" }
  | { readonly do: "door"; readonly hex: string; readonly open: boolean }
  | { readonly do: "camera" };

export interface BridgeCommand {
  readonly verb: "bridge";
  readonly order: OrderWords;
}

const FORM = "bridge gravity [on|off] | course | start | lights [on|off] | open HEX | close HEX | camera";
const ORDERS = `usage: ${FORM}`;

export const BRIDGE_VERB: Verb<BridgeCommand> = {
  verb: "bridge",
  help: {
    usage: "bridge ORDER",
    about: "use this turn's bridge roll: gravity [on|off], course, start, lights [on|off], open HEX, close HEX, camera",
  },
  form: FORM,
  parse: (w) => ({ verb: "bridge", order: parseOrder(w) }),
  write: (c) => `bridge ${writeOrder(c.order)}`,
  steps: (c) => [
    (r) => {
      const o = c.order;
      if (o.do !== "door") return { type: "bridge", order: o as BridgeOrder };
      const door = r.hex(o.hex);
      return isRefusal(door) ? door : { type: "bridge", order: { do: "door", door, open: o.open } };
    },
  ],
  menu: ({ view }) => bridgeChoices(view),
  // The order on a door the player picks (a roll of 5): each door of the ship, opened or closed.
  hexOffers: ({ ship, view, marker }) => {
    const roll = view.devices.bridgeRoll;
    if (marker || !roll || roll.used || roll.result !== 5) return [];
    const doors = ship.cells.filter((c) => c.terrain === "door").map((c) => c.id);
    return [true, false].map((open) => ({
      command: (hex: string): BridgeCommand => ({ verb: "bridge", order: { do: "door", hex, open } }),
      cells: doors,
    }));
  },
};

function parseOrder(w: Parameters<Verb["parse"]>[0]): OrderWords {
  const what = w.optional()?.toLowerCase();
  switch (what) {
    case "gravity":
    case "lights": {
      const word = w.optional();
      const on = readOnOff(word);
      if (on === "bad") w.fail("usage", ORDERS);
      return { do: what, ...(on === undefined || on === "bad" ? {} : { on }) };
    }
    case "course":
    case "start":
      return { do: what };
    case "open":
    case "close":
      return { do: "door", hex: w.word(), open: what === "open" };
    case "camera":
      // The enemy chooses which of its markers the camera sees (docs/RULES.md, section 7).
      if (w.optional() !== undefined)
        w.fail("usage", "usage: bridge camera (the enemy chooses which of its markers the camera sees)");
      return { do: "camera" };
    default:
      w.fail("usage", ORDERS);
      return { do: "course" };
  }
}

function writeOrder(o: OrderWords): string {
  switch (o.do) {
    case "gravity":
    case "lights":
      return o.on === undefined ? o.do : `${o.do} ${onOff(o.on)}`;
    case "course":
    case "start":
      return o.do;
    case "door":
      return `${o.open ? "open" : "close"} ${o.hex}`;
    case "camera":
      return "camera";
  }
}

/** The bridge's order for this turn, if its crew rolled one and it is not used. */
function bridgeChoices(view: PlayerView): MenuChoice[] {
  const roll = view.devices.bridgeRoll;
  if (!roll || roll.used) return [];
  const s = view.systems;
  const order = (label: string, o: OrderWords, about: string): MenuChoice => ({
    label: `Bridge order: ${label}`,
    about: `${about} The bridge rolled ${roll.result}: one order this turn.`,
    command: { verb: "bridge", order: o } as BridgeCommand,
  });
  switch (roll.result) {
    case 1:
      return [
        order(
          `turn the gravity ${onOff(!s.gravity)}`,
          { do: "gravity", on: !s.gravity },
          s.gravity
            ? "The whole ship goes weightless: every move costs double, but for powered armour."
            : "The ship's gravity comes back.",
        ),
      ];
    case 2:
      return [order("set the ship's course", { do: "course" }, "The moving ship follows your course from now on.")];
    case 3:
      return [
        order("start the ship moving", { do: "start" }, "The ship gets under way (its engines must be running)."),
      ];
    case 4:
      return [
        order(
          `turn the lights ${onOff(!s.lights)}`,
          { do: "lights", on: !s.lights },
          s.lights
            ? "In the dark markers are made out only from next to them, and shots are harder."
            : "The interior lights come on again.",
        ),
      ];
    case 5:
      return [
        {
          label: "Bridge order: open or close a door",
          about: `Move the cursor onto any door of the ship and press Enter: it opens if closed, closes if open. The bridge rolled ${roll.result}: one order this turn.`,
          pick: "door",
        },
      ];
    case 6:
      return [
        order(
          "turn on a security camera",
          { do: "camera" },
          "As its next turn begins the enemy shows the camera one of its question markers, its choice; as your next turn begins you learn what that one is: a soldier's type, or a dummy.",
        ),
      ];
    default:
      return [];
  }
}
