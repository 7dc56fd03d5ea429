// Using the bridge's roll for the turn: the order must match the result rolled.
import { placeName } from "../../ship/ship.js";
import { containerOn, isOpenDoor, piecesOn } from "../board.js";
import { ownRef, told, type GameEvent } from "../events.js";
import type { BridgeOrderFacts } from "../facts/bridge.js";
import { settleSight } from "../settle-sight.js";
import { seesDoorWork, sideSees } from "../knowledge.js";
import { done, refused, type Outcome } from "../outcome.js";
import { refusal } from "../refusal.js";
import { otherSide, type GameState } from "../state.js";
import { BRIDGE_RESULTS } from "./bridge.js";
import { cameraOn } from "./camera.js";
import { withDevices } from "./devices.js";
import { publicEvent, setSwitch, switchRefusal } from "./ship-state.js";
import type { Rule } from "../rule.js";
import { jammedRefusal } from "../wreck.js";
import { toldSides, toldTo } from "./telling.js";
import { changedState, withKnown } from "../shapes.js";

export type BridgeOrder =
  | { readonly do: "gravity" | "lights"; readonly on?: boolean }
  | { readonly do: "course" | "start" }
  | { readonly do: "door"; readonly door: number; readonly open: boolean }
  | { readonly do: "camera" };

const RESULT_OF: Readonly<Record<BridgeOrder["do"], number>> = {
  gravity: 1,
  course: 2,
  start: 3,
  lights: 4,
  door: 5,
  camera: 6,
};

/** The order's event, with what it did past its kind. */
type OrderGiven = (more?: Partial<Pick<BridgeOrderFacts, "on" | "hex" | "open" | "refused">>) => GameEvent;

export function bridgeOrder(state: GameState, order: BridgeOrder): Outcome {
  const roll = state.devices.bridge;
  if (!roll || roll.side !== state.side || roll.tick !== state.tick) {
    return refused(
      "bridge-roll",
      "your bridge has no roll this turn: a soldier in the captain's chair and another in a bridge chair must each spend a whole turn there (station WHO)",
    );
  }
  if (roll.used) return refused("used-this-turn", "the bridge's roll for this turn is used");
  const allowed = BRIDGE_RESULTS[roll.result]!;
  if (RESULT_OF[order.do] !== roll.result)
    return refused(
      "bridge-roll",
      `the bridge rolled ${roll.result} this turn: you may ${allowed.does} (${allowed.command})`,
    );
  const spent = withDevices(state, { bridge: { ...roll, used: true } });
  const side = state.side;
  const given: OrderGiven = (more = {}) =>
    told(state.turn, "bridge-order", toldSides(side, { side, order: order.do, ...more }));
  switch (order.do) {
    case "gravity":
    case "lights": {
      const which = order.do;
      const on = order.on ?? !state.systems[which];
      const why = switchRefusal(state, which, on);
      if (why) return why;
      const changed = setSwitch(spent, which, on);
      return done(changed.state, [given({ on }), ...changed.events]);
    }
    case "course": {
      if (!state.systems.moving)
        return refused("ship-state", "the ship is not moving: a course is set only once it is under way");
      if (state.systems.course === side) return refused("already", "the ship already follows your course");
      const after = changedState(spent, { systems: { ...spent.systems, course: side } });
      return done(after, [given(), publicEvent(state, "course-set", { side })]);
    }
    case "start": {
      if (state.systems.moving) return refused("already", "the ship is already moving");
      if (!state.systems.engines)
        return refused("ship-state", "the engines are shut down: the engine room must start them first");
      const after = changedState(spent, { systems: { ...spent.systems, moving: true } });
      return done(after, [given(), publicEvent(state, "ship-moving", {})]);
    }
    case "door":
      return bridgeDoor(spent, state, order.door, order.open, given);
    case "camera":
      return cameraOn(spent, given());
  }
}

function bridgeDoor(spent: GameState, state: GameState, door: number, open: boolean, given: OrderGiven): Outcome {
  const cell = state.ship.cells[door];
  if (!cell || cell.terrain !== "door") return refused("no-device", "there is no door there");
  const jammed = jammedRefusal(state, door);
  if (jammed) return jammed;
  const side = state.side;
  const enemy = otherSide(side);
  const already = isOpenDoor(state, door) === open;
  const there = piecesOn(state, door);
  const blocked = !open && (there.length > 0 || containerOn(state, door) !== undefined);
  if (already || blocked) {
    const why = already
      ? refusal("already", `the door at ${placeName(cell)} is already ${open ? "open" : "closed"}`)
      : refusal("blocked", `the door at ${placeName(cell)} will not close: something stands in the doorway`);
    // A door the side sees: it knew, and is refused. One out of its sight it learns of only by
    // giving the order, which is spent; whoever stands in the doorway sees the door try to shut.
    if (sideSees(state, side, door) || seesDoorWork(state, side, door)) return why;
    const known = {
      ...spent.known,
      [side]: { ...spent.known[side], doors: { ...spent.known[side].doors, [door]: isOpenDoor(state, door) } },
    };
    return done(withKnown(spent, known), [
      given({ hex: placeName(cell), open, refused: already ? "already" : "blocked" }),
      ...(blocked && there.some((p) => p.side === enemy)
        ? [
            told(
              state.turn,
              "door-jammed",
              toldTo({ hex: placeName(cell), markers: there.map((p) => ownRef(state, p)) }, enemy, {
                hex: placeName(cell),
              }),
            ),
          ]
        : []),
    ]);
  }
  const openDoors = { ...state.openDoors };
  if (open) openDoors[door] = true;
  else delete openDoors[door];
  const known = {
    ...spent.known,
    [side]: { ...spent.known[side], doors: { ...spent.known[side].doors, [door]: open } },
  };
  const after = changedState(spent, { openDoors, known });
  const seen = seesDoorWork(state, enemy, door);
  const events = [
    given({ hex: placeName(cell), open }),
    ...(seen
      ? [
          told(
            state.turn,
            open ? "door-opened" : "door-closed",
            toldTo({ hex: placeName(cell), fromBridge: true as const }, enemy, { hex: placeName(cell) }),
          ),
        ]
      : []),
  ];
  const settled = settleSight(spent, after);
  return done(settled.state, [...events, ...settled.events]);
}

/** Use this turn's bridge roll. */
export interface BridgeAction {
  readonly type: "bridge";
  readonly order: BridgeOrder;
}

export const BRIDGE: Rule<BridgeAction> = { type: "bridge", play: (s, a) => bridgeOrder(s, a.order) };
