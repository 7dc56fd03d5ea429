// A whole run played headless, computer players on both sides: the playtest's run (bench/campaign-playtest.ts).
// The squad's side plays at a strength of its own (1: a beginner); the shop patches, then refills the squad.
import { playGame } from "../seating/computer-game.js";
import { refereeHandle } from "../seating/referee-handle.js";
import type { RaceRoster } from "../engine/forces/roster-type.js";
import { otherSide } from "../engine/state.js";
import { boardingResult, type BoardingResult } from "./boarding-result.js";
import { afterBoarding } from "./boarding.js";
import { prepareBoarding } from "./boarding-files.js";
import type { DerelictMaker } from "./derelict.js";
import { nextDerelict } from "./next-derelict.js";
import type { Run } from "./run-state.js";
import { shop, type Purchase } from "./shop.js";
import { coreType } from "./squad-rules.js";

export interface AutoplayOptions {
  readonly make: DerelictMaker;
  /** The squad's computer: 1 plays as a beginner. */
  readonly squadStrength: 1 | 2 | 3;
  /** Where the run's files go (XDG_DATA_HOME's folder): a scratch folder. */
  readonly env: NodeJS.ProcessEnv;
  /** Stop after this many boardings (the run left unfinished); none: play to the end. */
  readonly boardings?: number;
  /** Each boarding as it ends. */
  readonly onBoarding?: (run: Run, result: BoardingResult) => void;
}

/** Plays RUN to its end, boarding after boarding; returns the ended run. */
export async function autoplay(start: Run, roster: RaceRoster, options: AutoplayOptions): Promise<Run> {
  let run = start;
  const size = start.squad.length;
  for (;;) {
    const derelict = await nextDerelict(run, options.make);
    if (!derelict || run.boardings.length >= (options.boardings ?? Infinity)) return run;
    const prepared = prepareBoarding(run, derelict, options.env);
    if (Array.isArray(prepared)) throw new Error(`derelict ${derelict.index}: ${prepared.join("; ")}`);
    const side = derelict.playerSide;
    const game = playGame(prepared.scenario, { game: prepared.seed, players: derelict.index }, {
      [side]: { kind: "computer", strength: options.squadStrength },
      [otherSide(side)]: { kind: "computer", strength: derelict.enemyStrength },
    } as Record<"blue" | "yellow", { kind: "computer"; strength: 1 | 2 | 3 | 4 }>);
    const result = boardingResult(refereeHandle(game.session).revealed(), side);
    if (!result) throw new Error(`derelict ${derelict.index}: the game did not end (${game.reason})`);
    run = afterBoarding(prepared.run, roster, result);
    options.onBoarding?.(run, result);
    run = spend(run, roster, size);
  }
}

/** The autoplay's shopping: patch the wounded, recruit the core type back up to the starting size, then a decoy, then more recruits. */
function spend(start: Run, roster: RaceRoster, size: number): Run {
  let run = start;
  const buy = (p: Purchase): boolean => {
    const next = shop(run, roster, p);
    if (typeof next === "string") return false;
    run = next;
    return true;
  };
  if (run.end) return run;
  for (const s of run.squad) if (s.status === "recovering") buy({ kind: "patch", soldier: s.name });
  const core = coreType(roster).key;
  const living = () => run.squad.filter((s) => s.status !== "dead").length;
  while (living() < size && buy({ kind: "recruit", type: core }));
  buy({ kind: "decoy" });
  while (buy({ kind: "recruit", type: core }));
  return run;
}
