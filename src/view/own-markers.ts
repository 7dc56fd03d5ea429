// The side's own markers as its view lists them: each soldier's state, each dummy's label, where each is.
import { abilities } from "../engine/abilities.js";
import { leaveCost } from "../engine/actions/airlock.js";
import { closeCombatOf } from "../engine/combat/stats.js";
import { markerLabels } from "../engine/marker-labels.js";
import type { GameState, Piece, Side } from "../engine/state.js";
import { placeName } from "../ship/ship.js";
import type { Parts } from "./view-parts.js";

export interface OwnMarker {
  readonly number: number;
  /**
   * Its stable label: the soldier's name, or a dummy's d1, d2, ... in the order the side's dummies
   * came into the game. Never hangs on the seed, so scripts can name markers by it (src/engine/marker-labels.ts).
   */
  readonly label: string;
  /** Undefined for a dummy. */
  readonly soldier?: {
    readonly name: string;
    readonly type: string;
    readonly armour: string;
    readonly move: number;
    /** What the boarding rules changed in its type ("airborne: cannot fly aboard, moves as a walker"). */
    readonly aboard?: readonly string[];
    readonly wounded: boolean;
    /** Steady, or broken: running, stopped at a dead end, frozen. */
    readonly morale: "steady" | "running" | "stopped" | "frozen";
    readonly attacked: boolean;
    readonly ambush: boolean;
    /** The marker number of the wounded friend it carries. */
    readonly carrying?: number;
    readonly carried: boolean;
    /** Its ranged weapon (none: it cannot fire) and close-combat strength, from its roster. */
    readonly weapon?: string;
    readonly closeCombat: number;
    /** Leader level, Hero: who may work the cryo controls and steady others. */
    readonly leader?: string;
    readonly hero?: boolean;
  };
  readonly where: Where;
  readonly mu: number;
  readonly revealed: boolean;
}

export type Where =
  | { readonly at: "cell"; readonly cell: number; readonly hex: string }
  | { readonly at: "outside"; readonly lock: string }
  /**
   * In an air lock. `mayLeave`: whether it may leave now, as far as its side knows (its turn,
   * it did not come in this turn, the lock has not let its one a turn out, a move unit left);
   * all of it the side's own doing, never the enemy's.
   */
  | { readonly at: "lock"; readonly lock: string; readonly mayLeave: boolean }
  /** Still to be placed in its deployment zone (named as the scenario names it). */
  | { readonly at: "zone"; readonly zone: string };

/** The side's markers on the map, in locks, outside and still to deploy: by number. */
export function ownMarkers(state: GameState, side: Side, part: Parts): OwnMarker[] {
  const labels = markerLabels(state, side);
  const zones = state.deployment?.zones;
  const made = state.pieces
    .filter((p) => p.side === side && p.place.at !== "gone")
    .map((p) => {
      const label = labels.get(p.id)!;
      const build = () => ownMarker(state, p, label);
      // In an air lock whether it may leave hangs on the lock, whose turn it is and the side's soldiers: built.
      if (p.place.at === "lock") return build();
      const carried = p.carrying ? state.pieces[p.carrying.piece] : undefined;
      return part(`own ${p.id}`, [state.ship, p, label, carried, zones], build);
    });
  return part("own", made, () => [...made].sort((a, b) => a.number - b.number));
}

function ownMarker(state: GameState, p: Piece, label: string): OwnMarker {
  const s = p.soldier;
  return {
    number: p.number,
    label,
    ...(s
      ? {
          soldier: {
            name: s.name,
            type: s.type.name,
            armour: s.type.armour,
            move: abilities(state, p).move,
            ...(s.type.aboard ? { aboard: s.type.aboard } : {}),
            wounded: s.wounded,
            morale: s.broken?.run ?? "steady",
            attacked: p.attacked,
            ambush: p.ambush === true,
            ...(p.carrying ? { carrying: state.pieces[p.carrying.piece]!.number } : {}),
            carried: p.carriedBy !== undefined,
            ...(s.type.weapon ? { weapon: s.type.weapon } : {}),
            closeCombat: closeCombatOf(s.type),
            ...(s.type.leader ? { leader: s.type.leader } : {}),
            ...(s.type.hero ? { hero: true } : {}),
          },
        }
      : {}),
    where: where(state, p),
    mu: p.mu,
    revealed: p.revealed,
  };
}

function where(state: GameState, p: Piece): Where {
  const ship = state.ship;
  switch (p.place.at) {
    case "cell":
      return { at: "cell", cell: p.place.cell, hex: placeName(ship.cells[p.place.cell]!) };
    case "lock": {
      const spec = ship.airlocks[p.place.lock]!;
      const lock = state.locks[p.place.lock]!;
      // The cheapest way out: in zero gravity a step out costs double, as any step.
      const cost = Math.min(...spec.exits.map((e) => leaveCost(state, p, e)));
      const mayLeave =
        state.side === p.side && !p.boardedThisTurn && lock.leftThisTurn < spec.leavePerTurn && p.mu >= cost;
      return { at: "lock", lock: spec.name, mayLeave };
    }
    case "outside":
      return { at: "outside", lock: ship.airlocks[p.place.lock]!.name };
    case "zone":
      return { at: "zone", zone: state.deployment?.zones[p.place.zone]?.name ?? "its zone" };
    case "gone":
      throw new Error("a piece off the board has no place in a view");
  }
}

/** Cells the side's pieces (on the map at EYES) have a clear line to. */
