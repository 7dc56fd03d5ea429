// The setup rules a boarding ship must meet (rules III.1-2): a bridge, an engine room, enough air locks.
import type { ModuleMap } from "../map/module.js";
import type { Terrain } from "../map/terrain.js";
import type { Ship } from "./ship.js";

export interface RuleCheck {
  readonly rule: "bridge" | "engine room" | "air locks";
  readonly ok: boolean;
  /** What was found, or what is missing: one line for the player. */
  readonly detail: string;
}

const BRIDGE = 89;
const ENGINE_ROOM = 99;
/** One air lock for every three modules (rules III.2). */
export const MODULES_PER_AIRLOCK = 3;

export function isBridge(module: ModuleMap): boolean {
  return module.id === BRIDGE || draws(module, "captain-chair");
}

export function isEngineRoom(module: ModuleMap): boolean {
  return module.id === ENGINE_ROOM || draws(module, "central-console");
}

export function airlocksNeeded(moduleCount: number): number {
  return Math.ceil(moduleCount / MODULES_PER_AIRLOCK);
}

export function checkSetupRules(ship: Ship): RuleCheck[] {
  const modules = ship.modules.map((p) => p.module);
  const bridges = modules.filter(isBridge).map((m) => m.id);
  const engines = modules.filter(isEngineRoom).map((m) => m.id);
  const have = ship.airlocks.length;
  const need = airlocksNeeded(modules.length);
  const hull = ship.airlocks.filter((a) => a.kind === "hull").length;
  const counted = `${have} air lock${have === 1 ? "" : "s"} (${hull} on the hull, ${have - hull} cargo)`;
  return [
    bridges.length > 0
      ? { rule: "bridge", ok: true, detail: `bridge: module ${bridges.join(", ")}` }
      : { rule: "bridge", ok: false, detail: `no bridge (module ${BRIDGE} or one with a captain's chair)` },
    engines.length > 0
      ? { rule: "engine room", ok: true, detail: `engine room: module ${engines.join(", ")}` }
      : {
          rule: "engine room",
          ok: false,
          detail: `no engine room (module ${ENGINE_ROOM} or one with a central console)`,
        },
    have >= need
      ? { rule: "air locks", ok: true, detail: `${counted} for ${modules.length} modules; at least ${need} needed` }
      : {
          rule: "air locks",
          ok: false,
          detail: `too few air locks: ${counted} for ${modules.length} modules, at least ${need} needed (one for every three modules; the cargo lock counts as one; a hall end at the ship's edge makes one)`,
        },
  ];
}

function draws(module: ModuleMap, terrain: Terrain): boolean {
  for (const l of module.levels) for (const h of l.hexes.values()) if (h.terrain === terrain) return true;
  return false;
}
