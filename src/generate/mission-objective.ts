// The player's objective on a generated derelict, drawn from the kinds the engine judges
// (src/engine/victory/) among those the ship allows, with the hexes a soldier must reach for it.
import type { ObjectiveFile, NamedContainerFile } from "../content/objectives-schema.js";
import { TERRAIN } from "../map/terrain.js";
import { deviceIndex } from "../ship/device-index.js";
import { placeName, type Ship } from "../ship/ship.js";
import { pushable } from "../content/cargo-warnings.js";
import type { Below } from "../engine/rng.js";

export type MissionKind =
  "exterminate" | "hold-bridge" | "hold-engine-room" | "engines-off" | "rescue" | "cargo" | "evacuate";

export interface MissionObjective {
  readonly kind: MissionKind;
  /** The mission in a few words, e.g. "Shut the engines". */
  readonly title: string;
  /** What the player is told to do, one line. */
  readonly order: string;
  readonly objective: ObjectiveFile;
  /** Hexes one of which a soldier must reach (empty for exterminate: the enemy's zones are the targets). */
  readonly targets: readonly number[];
  /** An area the enemy defends (its zone), if the mission has one. */
  readonly area?: string;
  readonly container?: NamedContainerFile;
  /** The cryo cell of the sleeper to rescue. */
  readonly sleeperCell?: number;
  /** What else the wreck must leave possible, given the hexes it blocks (the container's way out). */
  readonly keep?: (blocked: ReadonlySet<number>) => boolean;
  /** How many times the way from the lock the mission asks a soldier to walk (there and back: 2). */
  readonly legs: number;
}

/** A sleeper's name, drawn from these. */
const SLEEPER_NAMES: readonly string[] = [
  "Vance",
  "Oduya",
  "Marsh",
  "Kerrigan",
  "Halloway",
  "Ibsen",
  "Nakamura",
  "Reyes",
  "Castel",
  "Doyle",
];

const passable = (ship: Ship, cell: number) => {
  const c = ship.cells[cell]!;
  return TERRAIN[c.terrain].passable && c.terrain !== "airlock" && c.terrain !== "door";
};
const beside = (ship: Ship, cells: readonly number[]) => [
  ...new Set(cells.flatMap((c) => ship.neighbours[c]!).filter((n) => passable(ship, n))),
];

/** Every mission this ship allows; the flagship's is always to take its bridge. */
export function missionsFor(ship: Ship, flagship: boolean, below: Below): MissionObjective[] {
  const devices = deviceIndex(ship);
  const area = (key: string) => (ship.areas.get(key) ?? []).filter((c) => passable(ship, c));
  const bridge = area("89:bridge");
  const hold = (name: "bridge" | "engine-room", cells: readonly number[], title: string): MissionObjective => ({
    kind: name === "bridge" ? "hold-bridge" : "hold-engine-room",
    title,
    order: `hold the ${name === "bridge" ? "bridge" : "engine room"} at the end, with no enemy in it`,
    objective: { kind: "hold", area: name },
    targets: cells,
    area: name === "bridge" ? "89:bridge" : "99:engine-room",
    legs: 1,
  });
  if (flagship && bridge.length > 0) return [hold("bridge", bridge, "Take the flagship's bridge")];
  const out: MissionObjective[] = [
    {
      kind: "exterminate",
      title: "Clear the derelict",
      order: "kill or drive off every enemy soldier",
      objective: { kind: "exterminate" },
      targets: [],
      legs: 1,
    },
  ];
  if (bridge.length > 0) out.push(hold("bridge", bridge, "Seize the bridge"));
  const engineRoom = area("99:engine-room");
  if (engineRoom.length > 0) out.push(hold("engine-room", engineRoom, "Secure the engine room"));
  if (devices.consoleSpots.size > 0)
    out.push({
      kind: "engines-off",
      title: "Shut the engines",
      order: "shut the main engines down at the central engine console, and keep them off to the end",
      objective: { kind: "engines-off" },
      targets: [...devices.consoleSpots],
      legs: 1,
    });
  const cryo = devices.cryoCells.filter((c) => beside(ship, [c]).length > 0);
  if (cryo.length > 0) {
    const cell = cryo[below(cryo.length)]!;
    const name = SLEEPER_NAMES[below(SLEEPER_NAMES.length)]!;
    out.push({
      kind: "rescue",
      title: `Rescue ${name}`,
      order: `wake ${name} from the cryo cell at ${placeName(ship.cells[cell]!)} (a Leader or Hero) and take him off the ship by air lock or escape pod`,
      objective: { kind: "rescue", sleeper: name },
      targets: beside(ship, [cell]),
      sleeperCell: cell,
      legs: 2,
    });
  }
  // Only a container that can be pushed out through some air lock (as `derelict validate` checks).
  const lockCells = new Set(ship.airlocks.flatMap((l) => l.cells));
  const boxes = ship.cargo.filter((c) => beside(ship, [c.cell]).length >= 2 && pushable(ship, c.cell, lockCells));
  if (boxes.length > 0) {
    const box = boxes[below(boxes.length)]!;
    const at = placeName(ship.cells[box.cell]!);
    out.push({
      kind: "cargo",
      title: "Take the cargo",
      order: `push the marked container at ${at} out through an air lock`,
      objective: { kind: "cargo", container: "prize" },
      targets: beside(ship, [box.cell]),
      container: { name: "prize", at },
      keep: (blocked) => pushable(ship, box.cell, lockCells, blocked),
      legs: 3,
    });
  }
  if (devices.pods.length >= 2)
    out.push({
      kind: "evacuate",
      title: "Get out by the pods",
      order: "get two of your soldiers off the ship in escape pods",
      objective: { kind: "evacuate", count: 2 },
      targets: [...devices.pods],
      legs: 1,
    });
  return out;
}
