// A scenario's objectives made ready to judge: named containers found (or put) on the ship,
// areas, locks and sleepers checked against it, each problem at its place in the file.
import { CARGO, TERRAIN } from "../map/terrain.js";
import { deviceIndex } from "../ship/device-index.js";
import { SIDES } from "../engine/state.js";
import type { Objective, Objectives } from "../engine/victory/objectives.js";
import type { Ship } from "../ship/ship.js";
import { findCell } from "../ship/find-cell.js";
import { nearMiss } from "./near-miss.js";
import { noSuchArea } from "./zone-starts.js";
import type { Problem } from "./problem.js";
import type { ObjectiveFile, ObjectivesFile, NamedContainerFile } from "./objectives-schema.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

/** Short names for the two areas every ship has. */
const AREA_NAMES: Readonly<Record<string, { key: string; label: string }>> = {
  bridge: { key: "89:bridge", label: "the bridge" },
  "engine-room": { key: "99:engine-room", label: "the engine room" },
};

interface Input {
  readonly containers?: readonly NamedContainerFile[];
  readonly objectives?: ObjectivesFile;
  readonly sleepers?: readonly { readonly name: string }[];
}

/** The ship with any containers the scenario puts on it, and the objectives; problems are pushed. */
export function loadObjectives(
  y: YamlFile,
  data: Input,
  ship: Ship,
  problems: Problem[],
): { ship: Ship; objectives?: Objectives } {
  const named = new Map<string, number>();
  const cargo = [...ship.cargo];
  (data.containers ?? []).forEach((c, i) => {
    const at = (key: string, message: string) => problems.push(problemAt(y, ["containers", i, key], message));
    if (named.has(c.name.toLowerCase())) return at("name", `two containers are named ${c.name}`);
    const cell = findCell(ship, c.at);
    if (cell === undefined) return at("at", `no hex ${c.at} on this ship`);
    const standing = cargo.findIndex((k) => k.cell === cell);
    if (c.kind === undefined) {
      if (standing < 0) return at("at", `no container stands on ${c.at} (add kind: crate, pod, ... to put one there)`);
      named.set(c.name.toLowerCase(), standing);
      return;
    }
    if (standing >= 0)
      return at("at", `a ${CARGO[cargo[standing]!.kind].label} already stands on ${c.at}: leave out kind to name it`);
    const terrain = ship.cells[cell]!.terrain;
    if (!TERRAIN[terrain].passable || terrain === "door" || terrain === "airlock" || terrain === "cargo-lock")
      return at("at", `a container cannot stand on ${c.at} (${TERRAIN[terrain].label})`);
    named.set(c.name.toLowerCase(), cargo.length);
    cargo.push({ kind: c.kind, cell });
  });
  const withCargo = cargo.length === ship.cargo.length ? ship : { ...ship, cargo };
  const spec = data.objectives;
  if (!spec) return { ship: withCargo };

  const sleepers = new Set((data.sleepers ?? []).map((s) => s.name.toLowerCase()));
  const declared = (data.containers ?? []).map((c) => c.name.toLowerCase());
  const one = (o: ObjectiveFile, path: PropertyKey[]): Objective | undefined => {
    const at = (key: string, message: string) => void problems.push(problemAt(y, [...path, key], message));
    switch (o.kind) {
      case "cargo": {
        const container = named.get(o.container.toLowerCase());
        // A container whose own entry failed is told there, once; a name no entry has is told here.
        if (container === undefined && declared.includes(o.container.toLowerCase())) return undefined;
        if (container === undefined) {
          const near = nearMiss(o.container, declared);
          const hint = near ? `did you mean '${near}'? ` : "";
          return at("container", `no container named ${o.container} (${hint}name it under containers:)`);
        }
        const locks: number[] = [];
        for (const name of o.locks ?? []) {
          const lock = ship.airlocks.find((l) => l.name === name);
          if (!lock)
            return at("locks", `this ship has no ${name} (it has: ${ship.airlocks.map((l) => l.name).join(", ")})`);
          locks.push(lock.id);
        }
        return {
          kind: "cargo",
          container,
          label: `the ${o.container.replace(/-/g, " ")}`,
          ...(locks.length > 0 ? { locks } : {}),
        };
      }
      case "hold": {
        const area = AREA_NAMES[o.area] ?? {
          key: o.area,
          label: `the ${o.area.split(":")[1]!.replace(/-/g, " ")} (${o.area})`,
        };
        if (!ship.areas.has(area.key)) return at("area", noSuchArea(ship, area.key));
        return { kind: "hold", area: area.key, label: area.label };
      }
      case "evacuate":
        if (deviceIndex(ship).pods.length === 0)
          return at("kind", "this ship has no escape pods (modules 94 and 98 have them)");
        return { kind: "evacuate", count: o.count };
      case "rescue":
        if (!sleepers.has(o.sleeper.toLowerCase()))
          return at("sleeper", `no sleeper named ${o.sleeper} (put him in a cryo cell under sleepers:)`);
        return {
          kind: "rescue",
          sleeper: (data.sleepers ?? []).find((s) => s.name.toLowerCase() === o.sleeper.toLowerCase())!.name,
        };
      default:
        return { kind: o.kind };
    }
  };
  const list = (key: "blue" | "yellow" | "both"): Objective[] =>
    (spec[key] ?? []).flatMap((o, i) => {
      const made = one(o, ["objectives", key, i]);
      return made ? [made] : [];
    });
  const both = list("both");
  const sides = Object.fromEntries(SIDES.map((s) => [s, [...list(s), ...both]])) as Record<
    (typeof SIDES)[number],
    Objective[]
  >;
  return { ship: withCargo, objectives: { ...sides, otherwise: spec.otherwise ?? "draw" } };
}
