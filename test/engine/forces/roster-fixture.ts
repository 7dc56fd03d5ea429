// The bundled rosters for the boarding-rule tests, and small games with their types.
import { rosterFileFor, loadRosterFile, type Roster } from "../../../src/content/roster-load.js";
import type { RosterType } from "../../../src/engine/forces/roster-type.js";
import { createGame, type ForceSetup } from "../../../src/engine/setup.js";
import type { SoldierType } from "../../../src/engine/soldier-type.js";
import type { GameState } from "../../../src/engine/state.js";
import type { Ship } from "../../../src/ship/ship.js";
import { cell } from "../fixture.js";

export const RACES = [
  "starmarines",
  "colonials",
  "norx",
  "pelgari",
  "victors",
  "zrutes",
  "nkakk",
  "saurs",
  "swarm",
] as const;

export function roster(race: string): Roster {
  const r = loadRosterFile(rosterFileFor(race));
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.file}:${p.line}:${p.col}: ${p.message}`).join("\n"));
  return r.value;
}

/** A type as it fights aboard (the boarding rules applied). */
export function aboard(race: string, key: string): SoldierType {
  const t = roster(race).types.get(key);
  if (!t) throw new Error(`no ${race}/${key}`);
  return t;
}

/** A type as the roster gives it. */
export function entry(race: string, key: string): RosterType {
  const t = roster(race).entries.get(key);
  if (!t) throw new Error(`no ${race}/${key}`);
  return t;
}

export interface Placed {
  readonly type: SoldierType;
  readonly name: string;
  /** A hex name such as "1:0201". */
  readonly at: string;
  readonly wounded?: boolean;
}

/** A game on a fixture ship with these soldiers; dummies at the hexes given. */
export function gameWith(
  ship: Ship,
  blue: readonly Placed[],
  yellow: readonly Placed[] = [],
  dummies: { blue?: string[]; yellow?: string[] } = {},
): GameState {
  const force = (list: readonly Placed[], d: string[] = []): ForceSetup => ({
    soldiers: list.map((p) => ({
      type: p.type,
      name: p.name,
      start: { at: "cell", cell: cell(ship, p.at) },
      ...(p.wounded ? { wounded: true } : {}),
    })),
    dummies: d.map((h) => ({ at: "cell", cell: cell(ship, h) })),
  });
  return createGame({
    ship,
    seed: "1",
    first: "blue",
    turnLimit: 20,
    markers: { blue: 20, yellow: 20 },
    visibility: "fog",
    forces: { blue: force(blue, dummies.blue), yellow: force(yellow, dummies.yellow) },
  });
}
