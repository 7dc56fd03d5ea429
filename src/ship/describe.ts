// A ship in words for `derelict ships show` and `--json`: modules, hexes, air locks, the setup-rule check.
import { hexName } from "../hex/coords.js";
import { hexCount } from "../map/module.js";
import { LEVELS } from "../map/terrain.js";
import { checkSetupRules, type RuleCheck } from "./ship-check.js";
import type { Ship } from "./ship.js";

export interface ShipSummary {
  readonly name: string;
  readonly summary: string;
  readonly modules: readonly {
    readonly id: number;
    readonly name: string;
    readonly at: string;
    readonly hexes: number;
  }[];
  /** Hexes of every level, air locks included. */
  readonly hexes: number;
  readonly levels: readonly string[];
  readonly airlocks: readonly {
    readonly name: string;
    readonly kind: "hull" | "cargo";
    readonly cells: readonly string[];
    readonly exits: readonly string[];
    readonly capacity: number;
    readonly leavePerTurn: number;
  }[];
  readonly rules: readonly RuleCheck[];
  readonly valid: boolean;
}

export function describeShip(ship: Ship): ShipSummary {
  const origin = ship.origin ?? { x: 0, y: 0 };
  const cellName = (id: number): string => ship.cells[id]?.name ?? `#${id}`;
  const rules = checkSetupRules(ship);
  return {
    name: ship.name,
    summary: ship.summary ?? "",
    modules: ship.modules.map(({ module, at }) => ({
      id: module.id,
      name: module.name,
      at: hexName({ x: at.x - origin.x, y: at.y - origin.y }),
      hexes: hexCount(module),
    })),
    hexes: ship.cells.length,
    levels: LEVELS.filter((l) => ship.cells.some((c) => c.level === l)),
    airlocks: ship.airlocks.map((a) => ({
      name: a.name,
      kind: a.kind,
      cells: a.cells.map(cellName),
      exits: a.exits.map(cellName),
      capacity: a.capacity,
      leavePerTurn: a.leavePerTurn,
    })),
    rules,
    valid: rules.every((r) => r.ok),
  };
}

/** The summary as plain lines of text (the CLI adds colour). */
export function summaryLines(s: ShipSummary): string[] {
  const lines = [
    `${s.name}${s.summary ? `: ${s.summary}` : ""}`,
    `${s.modules.length} modules, ${s.hexes} hexes (levels: ${s.levels.join(", ")})`,
  ];
  for (const m of s.modules)
    lines.push(`  ${String(m.id).padStart(4)}  ${m.name.padEnd(22)} at ${m.at}  ${m.hexes} hexes`);
  lines.push(`${s.airlocks.length} air lock${s.airlocks.length === 1 ? "" : "s"}:`);
  for (const a of s.airlocks) {
    const where =
      a.kind === "cargo"
        ? `${a.cells.length} hatch hexes from ${a.cells[0] ?? "?"}`
        : `${a.cells.join(", ")} -> ${a.exits.join(", ")}`;
    lines.push(
      `  ${a.name.padEnd(13)} ${a.kind.padEnd(5)} ${where}  holds ${a.capacity}, ${a.leavePerTurn} leave a turn`,
    );
  }
  lines.push("setup rules:");
  for (const r of s.rules) lines.push(`  ${r.ok ? "ok  " : "FAIL"} ${r.detail}`);
  return lines;
}
