// Switches any soldier works from the hex next to them, for one move unit: the generator
// coolers (module 96, belowdecks) and the rec deck's gravity panel (module 91, hex 0600).
import { placeName } from "../../ship/ship.js";
import { enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { SwitchFacts } from "../facts/machines.js";
import { watchedBy } from "../hidden.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { otherSide, type GameState } from "../state.js";
import { controlCost, within } from "./controls.js";
import { deviceIndex } from "../../ship/device-index.js";
import { withDevices } from "./devices.js";
import { setSwitch, switchRefusal } from "./ship-state.js";
import { toldSides } from "./telling.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";

export function flipSwitch(state: GameState, pieceId: number, device: number, on: boolean): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (!piece.soldier) return refused("dummy", said`${piece} is a dummy: only soldiers work devices`);
  const index = deviceIndex(state.ship);
  const isCooler = index.coolers.includes(device);
  if (!isCooler && !index.recPanels.includes(device))
    return refused("no-device", "there is no cooler or rec-deck gravity panel there");
  const name = `the ${isCooler ? "cooler" : "rec deck's gravity panel"} at ${placeName(state.ship.cells[device]!)}`;
  if (within(state, piece, [device]).length === 0) return refused("not-next-to", said`${name} is not next to ${piece}`);
  const cost = controlCost(state, piece);
  if (cost > piece.mu)
    return refused("move-units", said`working ${name} needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`);

  let after: GameState;
  let effects: readonly GameEvent[] = [];
  if (isCooler) {
    const off = state.devices.coolersOff.includes(device);
    if (off === !on) return refused("already", `${name} is already ${on ? "on" : "off"}`);
    const coolersOff = on
      ? state.devices.coolersOff.filter((c) => c !== device)
      : [...state.devices.coolersOff, device];
    after = withDevices(state, { coolersOff });
  } else {
    const why = switchRefusal(state, "recDeckGravity", on);
    if (why) return why;
    const changed = setSwitch(state, "recDeckGravity", on);
    after = changed.state;
    effects = changed.events;
  }
  after = replacePiece(after, { ...piece, mu: piece.mu - cost });
  const enemy = otherSide(piece.side);
  const hex = placeName(state.ship.cells[device]!);
  const what = { device: isCooler ? ("cooler" as const) : ("rec-panel" as const), hex, on };
  const referee: SwitchFacts = { marker: ownRef(state, piece), ...what, mu: cost };
  const seen = watchedBy(state, enemy, piece.place.at === "cell" ? piece.place.cell : -1);
  const theirs: SwitchFacts | undefined = seen ? { marker: enemyRef(piece), ...what } : undefined;
  const switched = told(
    state.turn,
    "switch",
    toldSides(piece.side, { ...referee, left: piece.mu - cost }, theirs, referee),
  );
  return done(after, [switched, ...effects]);
}

/** Turn a cooler or the rec deck's gravity panel (a cell next to the piece) on or off. */
export interface SwitchAction {
  readonly type: "switch";
  readonly piece: number;
  readonly device: number;
  readonly on: boolean;
}

export const SWITCH: Rule<SwitchAction> = { type: "switch", play: (s, a) => flipSwitch(s, a.piece, a.device, a.on) };
