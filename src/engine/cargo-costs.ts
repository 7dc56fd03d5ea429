// Extra move units for shifting a cargo container one hex, by its weight and the ground.
import { CARGO, type Cargo } from "../map/terrain.js";
import { refusal, type Refusal } from "./refusal.js";

export interface CargoMove {
  readonly kind: Cargo;
  /** The container goes onto or comes off a stairs hex. */
  readonly stairs: boolean;
  readonly zeroGravity: boolean;
  readonly helped: boolean;
}

/** Extra move units each mover pays, or why the move needs another pair of hands. */
export function cargoExtra(m: CargoMove): { ok: true; each: number } | Refusal {
  if (m.zeroGravity) {
    return m.helped
      ? refusal("cargo-hands", "in zero gravity one soldier moves a container alone")
      : { ok: true, each: 0 };
  }
  const label = CARGO[m.kind].label;
  if (CARGO[m.kind].heavy) {
    if (m.stairs)
      return m.helped
        ? { ok: true, each: 2 }
        : refusal("cargo-hands", `a ${label} needs two soldiers to go onto or off stairs`);
    return { ok: true, each: m.helped ? 1 : 2 };
  }
  if (m.helped) return refusal("cargo-hands", `one soldier moves a ${label} alone`);
  return { ok: true, each: m.stairs ? 2 : 1 };
}
