// What the enemy may have come for, as the plan search guesses it: the enemy's objectives are secret,
// and an imagined enemy that only hunts makes holding back look better than it is (he never goes for
// the bridge, the pods or the sleeper while the side sits). Each sampled world gives him one guess,
// drawn from what the side knows: its own objectives (many boardings are a race for the same thing)
// and, when the clock favours the side (so the enemy must do something to win), what the ship offers
// (its bridge or engine room to hold, its escape pods). Extermination always stays his.
import type { Guess, ObjectiveLine, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { deviceIndex } from "../../ship/device-index.js";

type Aim = NonNullable<Guess["objectives"]>[number];

/** One guess of the enemy's aims: as the imagined game's objectives, and as lines his progress is scored by. */
export interface EnemyAims {
  readonly objectives: readonly Aim[];
  readonly lines: readonly ObjectiveLine[];
}

const EXTERMINATE: ObjectiveLine = { kind: "exterminate", text: "", when: "at once" };
const guessOf = (aim: Aim | undefined, line: ObjectiveLine | undefined): EnemyAims =>
  aim && line
    ? { objectives: [aim, { kind: "exterminate" }], lines: [line, EXTERMINATE] }
    : { objectives: [{ kind: "exterminate" }], lines: [EXTERMINATE] };

/** The side's own objective as the enemy's too (none for what cannot be mirrored: the cargo). */
function mirrored(o: ObjectiveLine): Aim | undefined {
  switch (o.kind) {
    case "hold":
      return o.area ? { kind: "hold", area: o.area, label: o.area } : undefined;
    case "rescue":
      return o.sleeper ? { kind: "rescue", sleeper: o.sleeper } : undefined;
    case "evacuate":
      return { kind: "evacuate", count: o.count ?? 1 };
    case "engines-off":
    case "course":
      return { kind: o.kind };
    default:
      return undefined;
  }
}

/**
 * What the ship itself offers a boarder that a play-out can see him meet: its bridge and engine room to
 * hold, its pods (the quick policy works no console, wakes no sleeper and pushes no cargo).
 */
function offered(ship: Ship): EnemyAims[] {
  const aims: EnemyAims[] = [];
  for (const area of ship.areas.keys())
    if (/:(bridge|engine-room)$/.test(area))
      aims.push(guessOf({ kind: "hold", area, label: area }, { kind: "hold", text: "", when: "at the end", area }));
  if (deviceIndex(ship).pods.length > 0)
    aims.push(guessOf({ kind: "evacuate", count: 2 }, { kind: "evacuate", text: "", when: "at once", count: 2 }));
  return aims;
}

/**
 * The enemy's guessed aims the worlds are drawn from (each world takes one, with extermination), from
 * SEAT's own objectives and ship; an empty guess (extermination alone) is among them unless the clock
 * favours the side.
 */
export function enemyAims(seat: Seat): readonly EnemyAims[] {
  const v = seat.view();
  const choices = v.objectives.mine.flatMap((o) => {
    const aim = mirrored(o);
    return aim ? [guessOf(aim, o)] : [];
  });
  const clock = v.objectives.otherwise === seat.side;
  if (clock) choices.push(...offered(seat.ship));
  if (!clock || choices.length === 0) choices.push(guessOf(undefined, undefined));
  return choices;
}
