// A new game from its setup: the ship, the forces and where they start, the seed.
import { newPiece } from "./new-piece.js";
import type { Ship } from "../ship/ship.js";
import { deploymentFor, openPlay } from "./deploy/begin.js";
import { setupZones, zoneIndex, type DeployZone } from "./deploy/zones.js";
import { draw, stream, type Below } from "./rng.js";
import { STREAMS } from "./stream-key.js";
import { newMemo } from "./memo.js";
import type { SoldierType } from "./soldier-type.js";
import { initialDevices, type Sleeper } from "./systems/devices.js";
import { INITIAL_SYSTEMS } from "./systems/ship-state.js";
import type { Objectives } from "./victory/objectives.js";
import { inCondition, type Condition } from "./condition.js";
import {
  DEFAULT_VISIBILITY,
  SIDES,
  type GameState,
  type Knowledge,
  type Piece,
  type Place,
  type Side,
  type Visibility,
} from "./state.js";

export type Start =
  | { readonly at: "cell"; readonly cell: number }
  | { readonly at: "outside"; readonly lock: number }
  /** Aboard, placed by its side in the deploy phase on any of `cells` (the zone's hexes). */
  | { readonly at: "zone"; readonly zone: string; readonly cells: readonly number[] };

export interface ForceSetup {
  readonly soldiers: readonly {
    readonly type: SoldierType;
    readonly name: string;
    readonly start: Start;
    readonly wounded?: boolean;
  }[];
  /** Dummies on the map from the start. */
  readonly dummies: readonly Start[];
  /** Dummies the side may add in its zones while deploying (src/engine/deploy/). */
  readonly extraDummies?: number;
}

export interface Setup {
  readonly ship: Ship;
  /** The secret every stream of dice is derived from (src/engine/rng.ts): 128 random bits, or a string given. */
  readonly seed: string;
  readonly first: Side;
  readonly turnLimit: number;
  readonly markers: Readonly<Record<Side, number>>;
  readonly forces: Readonly<Record<Side, ForceSetup>>;
  /** Optional rules of the scenario; ambush (opportunity fire) is on unless it says false. */
  readonly rules?: { readonly ambush?: boolean };
  /** Open (the default: every marker on both maps) or fog (enemy markers only in sight). */
  readonly visibility?: Visibility;
  /** Sleepers in cryo cells, woken by a Leader or Hero to join that side. */
  readonly sleepers?: readonly Sleeper[];
  /** What each side came for and who wins otherwise (src/engine/victory/); none: a draw at the end. */
  readonly objectives?: Objectives;
  /** A derelict's state at the start: systems off, doors open, debris, vacuum, jammed doors (src/engine/condition.ts). */
  readonly condition?: Condition;
}

/** Marker numbers each side has when a scenario does not say. */
export const DEFAULT_MARKERS = 24;

export function createGame(setup: Setup): GameState {
  const privateRng = {
    blue: stream(setup.seed, STREAMS.private("blue")),
    yellow: stream(setup.seed, STREAMS.private("yellow")),
  };
  const pieces: Piece[] = [];
  const zones = setupZones(setup);
  for (const side of SIDES) {
    const force = setup.forces[side];
    const count = force.soldiers.length + force.dummies.length;
    // A random few of the numbers 1..n, not the first `count`: no number met later tells the
    // enemy that its marker was not there from the start (src/engine/new-piece.ts).
    const numbers = draw(privateRng[side], (below) => shuffledNumbers(below, setup.markers[side]).slice(0, count));
    privateRng[side] = numbers.rng;
    const starts: { start: Start; soldier?: ForceSetup["soldiers"][number] }[] = [
      ...force.soldiers.map((s) => ({ start: s.start, soldier: s })),
      ...force.dummies.map((start) => ({ start })),
    ];
    starts.forEach(({ start, soldier }, i) => {
      pieces.push(
        newPiece({
          id: pieces.length,
          side,
          number: numbers.value[i]!,
          place: place(start, side, zones),
          ...(soldier
            ? {
                soldier: {
                  type: soldier.type,
                  name: soldier.name,
                  wounded: soldier.wounded === true,
                  dead: false,
                  dice: stream(setup.seed, STREAMS.soldier(pieces.length)),
                },
              }
            : {}),
        }),
      );
    });
  }
  const cargo = setup.ship.cargo.map((c, id) => ({ id, kind: c.kind, cell: c.cell }));
  const knownCargo = Object.fromEntries(cargo.map((c) => [c.id, c.cell]));
  const known = (): Knowledge => ({ doors: {}, cargo: knownCargo, sightings: [], numbers: [], tracks: {} });
  const deployment = deploymentFor(setup, zones, pieces);
  const made: GameState = {
    ship: setup.ship,
    rules: {
      markers: setup.markers,
      turnLimit: setup.turnLimit,
      first: setup.first,
      ambush: setup.rules?.ambush ?? true,
      visibility: setup.visibility ?? DEFAULT_VISIBILITY,
    },
    phase: deployment ? "deploy" : "play",
    ...(deployment ? { deployment } : {}),
    turn: 1,
    side: deployment?.waiting[0] ?? setup.first,
    tick: 0,
    over: false,
    pieces,
    openDoors: {},
    cargo,
    locks: setup.ship.airlocks.map(() => ({ inside: [], leftThisTurn: 0, emptiedAt: -1, filledAt: -1 })),
    systems: INITIAL_SYSTEMS,
    devices: initialDevices(setup.seed, setup.sleepers),
    known: { blue: known(), yellow: known() },
    rng: stream(setup.seed, STREAMS.public),
    privateRng,
    ...(setup.objectives ? { objectives: setup.objectives } : {}),
    memo: newMemo(),
  };
  const state = setup.condition ? inCondition(made, setup.condition) : made;
  // Sides with zones first place their markers unseen; sight is settled when play begins.
  return deployment ? state : openPlay(state).state;
}

function place(start: Start, side: Side, zones: readonly DeployZone[]): Place {
  if (start.at === "zone") return { at: "zone", zone: zoneIndex(zones, side, start.zone) };
  return start.at === "cell" ? { at: "cell", cell: start.cell } : { at: "outside", lock: start.lock };
}

function shuffledNumbers(below: Below, n: number): number[] {
  const numbers = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  return numbers;
}
