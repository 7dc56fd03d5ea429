// What the device menu offers a marker: the devices it can work from where it stands, each as the
// line of the command language it gives, and what it does in a few words; read from the ship's
// drawing and the side's own view only, so it never tells what the side does not know.
import { placeName, shownHex, type Ship } from "../ship/ship.js";
import type { OwnMarker, PlayerView } from "../view/player-view.js";
import { deviceIndex, nextTo, stationDevicesAt, type StationDevice } from "../ship/device-index.js";

const ownName = (m: OwnMarker): string => `?${m.number} ${m.soldier ? m.soldier.name : "dummy"}`;

export interface DeviceChoice {
  readonly label: string;
  readonly about: string;
  /** The command played when chosen; absent when the player first picks a door on the map. */
  readonly command?: string;
  readonly pick?: "door";
  /** Asked first (y/n): for what cannot be undone. */
  readonly confirm?: string;
}

export interface DeviceMenu {
  readonly title: string;
  readonly choices: readonly DeviceChoice[];
  /** Things of note where it stands that are not worked (an auto-doc bed, cryo controls it may not use). */
  readonly notes: readonly string[];
}

const DUMMY = "A dummy works nothing: it only looks busy, so the enemy cannot tell it from a soldier.";

export function deviceMenu(ship: Ship, view: PlayerView, marker: OwnMarker | undefined): DeviceMenu {
  // The enemy's camera waits for the side's choice: nothing else until it is made.
  if (view.devices.cameraDue) return cameraMenu(ship, view);
  const choices: DeviceChoice[] = [];
  const notes: string[] = [];
  const at = marker?.where.at === "cell" ? marker.where.cell : undefined;
  if (marker && at !== undefined) {
    choices.push(...stationChoices(ship, view, marker, at));
    choices.push(...handChoices(ship, view, marker, at, notes));
  }
  choices.push(...bridgeChoices(view));
  const where = marker?.where.at === "cell" ? ` at ${shownHex(ship.cells[marker.where.cell]!)}` : "";
  return { title: marker ? `Devices ${ownName(marker)}${where} can work` : "Devices", choices, notes };
}

const onOff = (on: boolean) => (on ? "on" : "off");

/** The whole-turn stations: the bridge, the auxiliary control room, the engine room, life support. */
function stationChoices(ship: Ship, view: PlayerView, m: OwnMarker, cell: number): DeviceChoice[] {
  const s = view.systems;
  const busy = view.devices.stations.some((st) => st.label === `?${m.number}`) ? " (stationed this turn)" : "";
  const whole = "Takes the whole turn: it must not have moved or attacked yet, and must then stay put and not fight.";
  const extra = m.soldier ? whole : `${whole} ${DUMMY}`;
  const noPower = s.power ? "" : " The ship has no power: it cannot come on.";
  const one = (device: StationDevice): DeviceChoice => {
    const go = (label: string, on: boolean | undefined, about: string): DeviceChoice => ({
      label: `${label}${busy}`,
      about: `${about} ${extra}`,
      command: `station ${m.number} ${device}${on === undefined ? "" : ` ${onOff(on)}`}`,
    });
    switch (device) {
      case "bridge":
        return go(
          `Bridge: crew the ${deviceIndex(ship).captainChairs.has(cell) ? "captain's chair" : "bridge chair"}`,
          undefined,
          "With one of yours in the captain's chair and another in a bridge chair, the bridge rolls a die as your next turn begins; the roll names the one order you may give then (gravity, lights, a door, the camera, start or steer the ship).",
        );
      case "aux":
        return go(
          "Auxiliary control: guard against the enemy's bridge",
          undefined,
          "Through the enemy's next turn, each order its bridge rolls is blocked on a die of 4-6.",
        );
      case "engines":
        return s.engines
          ? go(
              "Engine room: shut the engines down",
              false,
              "With one of yours at the central console and another at a control panel, the engines stop as your next turn begins, and the ship with them.",
            )
          : go(
              "Engine room: start the engines",
              true,
              "With one of yours at the central console and another at a control panel, the engines start as your next turn begins (two turns in a row if the enemy shut them down).",
            );
      case "purifiers":
        return s.airPurification
          ? go(
              "Life support: turn the air purifiers off",
              false,
              `As your next turn begins the air stops being cleaned: 20 turns later no one aboard can breathe.`,
            )
          : go(
              "Life support: turn the air purifiers on",
              true,
              `As your next turn begins the air is cleaned again and the countdown ends.${noPower}`,
            );
      case "gravity":
        return s.gravity
          ? go(
              "Life support: turn the artificial gravity off",
              false,
              "As your next turn begins the ship goes weightless: every move costs double, but for powered armour.",
            )
          : go(
              "Life support: turn the artificial gravity on",
              true,
              `As your next turn begins the ship's gravity comes back.${noPower}`,
            );
    }
  };
  return stationDevicesAt(ship, cell).map(one);
}

/** Devices worked by hand for a move unit: coolers, the rec deck's panel, the transporter, pods, cryo cells. */
function handChoices(ship: Ship, view: PlayerView, m: OwnMarker, cell: number, notes: string[]): DeviceChoice[] {
  const d = deviceIndex(ship);
  const out: DeviceChoice[] = [];
  const hex = (c: number) => shownHex(ship.cells[c]!);
  const mu = "1 move unit (2 when weightless, but in powered armour).";
  if (m.soldier) {
    for (const c of nextTo(ship, cell, d.coolers)) {
      const about = `${mu} With both coolers off the generators may overheat as a turn begins (2 or 12 on two dice), and the ship's power fails for good.`;
      for (const on of [false, true])
        out.push({
          label: `Generator cooler at ${hex(c)}: switch it ${onOff(on)}`,
          about,
          command: `switch ${m.number} ${placeName(ship.cells[c]!)} ${onOff(on)}`,
        });
    }
    for (const c of nextTo(ship, cell, d.recPanels)) {
      const on = !view.systems.recDeckGravity;
      const about = `${mu} The rec deck's own gravity, apart from the rest of the ship's.${on && !view.systems.power ? " The ship has no power: it cannot come on." : ""}`;
      out.push({
        label: `Rec deck gravity panel: switch it ${onOff(on)}`,
        about,
        command: `switch ${m.number} ${placeName(ship.cells[c]!)} ${onOff(on)}`,
      });
    }
  }
  if (d.booths.includes(cell)) {
    out.push({
      label: "Transporter: ride to the other booth",
      about: `${mu} Once a turn; it must stand alone in the booth, and the far booth must be empty.`,
      command: `transport ${m.number}`,
    });
  } else if (m.soldier) {
    for (const c of nextTo(ship, cell, d.booths)) {
      const box = view.cargo.find((k) => k.cell === c);
      if (box)
        out.push({
          label: `Transporter: send the ${box.kind.replace("-", " ")} in the booth at ${hex(c)}`,
          about: `${mu} Once a turn; the container must be alone in its booth, and the far booth empty.`,
          command: `transport ${m.number}`,
        });
    }
  }
  if (d.pods.includes(cell)) {
    const aboard = view.own
      .filter((o) => o.where.at === "cell" && o.where.cell === cell)
      .map(ownName)
      .join(", ");
    out.push({
      label: "Escape pod: launch it",
      about: `${mu} The pod leaves the ship with every marker of yours in it (two soldiers at most): its soldiers have escaped, out of the game. Each pod goes once.`,
      command: `launch ${m.number}`,
      confirm: `Launch the escape pod at ${hex(cell)} with ${aboard}? They leave the game.`,
    });
  }
  const cryo = nextTo(ship, cell, d.cryoCells);
  if (cryo.length > 0 && (m.soldier?.leader !== undefined || m.soldier?.hero)) {
    for (const c of cryo)
      out.push({
        label: `Cryo cell at ${hex(c)}: wake the sleeper`,
        about: `${mu} If someone sleeps in it, he steps out beside the cell under a new marker, joins your side and moves from your next turn.`,
        command: `wake ${m.number} ${placeName(ship.cells[c]!)}`,
      });
  } else if (cryo.length > 0) notes.push("Cryo cells: only a Leader or a Hero works their controls.");
  if (d.beds.has(cell))
    notes.push(
      "An auto-doc bed: a wounded soldier lying here gets a die as each of your turns begins; 5-6 and he is healed.",
    );
  return out;
}

/** The bridge's order for this turn, if its crew rolled one and it is not used: the side gives it, whoever is selected. */
function bridgeChoices(view: PlayerView): DeviceChoice[] {
  const roll = view.devices.bridgeRoll;
  if (!roll || roll.used) return [];
  const s = view.systems;
  const order = (label: string, command: string, about: string): DeviceChoice => ({
    label: `Bridge order: ${label}`,
    about: `${about} The bridge rolled ${roll.result}: one order this turn.`,
    command,
  });
  switch (roll.result) {
    case 1:
      return [
        order(
          `turn the gravity ${onOff(!s.gravity)}`,
          `bridge gravity ${onOff(!s.gravity)}`,
          s.gravity
            ? "The whole ship goes weightless: every move costs double, but for powered armour."
            : "The ship's gravity comes back.",
        ),
      ];
    case 2:
      return [order("set the ship's course", "bridge course", "The moving ship follows your course from now on.")];
    case 3:
      return [order("start the ship moving", "bridge start", "The ship gets under way (its engines must be running).")];
    case 4:
      return [
        order(
          `turn the lights ${onOff(!s.lights)}`,
          `bridge lights ${onOff(!s.lights)}`,
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
          "bridge camera",
          "As its next turn begins the enemy shows the camera one of its question markers, its choice; as your next turn begins you learn what that one is: a soldier's type, or a dummy.",
        ),
      ];
    default:
      return [];
  }
}

/** The enemy's security camera is on: the side picks which of its question markers aboard it shows. */
function cameraMenu(ship: Ship, view: PlayerView): DeviceMenu {
  const shown = view.own.filter((m) => m.where.at === "cell" && !m.revealed);
  return {
    title: "The enemy's security camera: show it one of your markers",
    choices: shown.map((m) => ({
      label: `${ownName(m)} at ${shownHex(ship.cells[(m.where as { cell: number }).cell]!)}`,
      about: `The enemy learns, as its next turn begins, that ?${m.number} is ${m.soldier ? `a ${m.soldier.type}` : "a dummy"}. You choose which: nothing else this turn until you have.`,
      command: `identify ${m.number}`,
    })),
    notes: [],
  };
}
