// A boarding's place in the run: begun (recorded before play, so it cannot be undone), then settled
// from its result (fates, experience, wounds, promotions, salvage), or forfeit when its game is gone.
import type { RaceRoster } from "../engine/forces/roster-type.js";
import {
  DERELICTS,
  RECOVERY_BOARDINGS,
  SALVAGE_CARGO,
  SALVAGE_DRAW,
  SALVAGE_KILL,
  SALVAGE_PER_DEPTH,
  SALVAGE_WIN,
  XP_BOARDING,
  XP_KILL,
} from "./campaign-rules.js";
import type { BoardingResult, SoldierFate } from "./boarding-result.js";
import type { Derelict } from "./derelict.js";
import { promote } from "./promotion.js";
import type { BoardingRecord, Run, SquadSoldier } from "./run-state.js";
import { boardingSeed } from "./run-seed.js";
import { boarders } from "./squad-aboard.js";

/** What the boarding's ship offers the squad: a sickbay held (a won boarding) patches its wounded at once. */
export interface BoardingShip {
  readonly sickbay: boolean;
}

/** The run with DERELICT's boarding under way: save this before the game starts. */
export function beginBoarding(run: Run, derelict: Derelict, ship: BoardingShip): Run {
  if (run.end) throw new Error("a run that has ended boards nothing");
  if (run.underWay) throw new Error(`boarding ${run.underWay.index} is under way already`);
  if (derelict.index !== run.next) throw new Error(`the next derelict is ${run.next}, not ${derelict.index}`);
  return {
    ...run,
    underWay: {
      index: derelict.index,
      seed: boardingSeed(run.seed, derelict.index),
      playerSide: derelict.playerSide,
      boarders: boarders(run).map((s) => s.name),
      furthest: 0,
      ship: derelict.shipName,
      mission: derelict.briefing.mission,
      enemy: derelict.briefing.enemy,
      sickbay: ship.sickbay,
    },
  };
}

/** The salvage a boarding brings: a derelict taken, enemies killed, containers pushed out. */
export function salvageFor(result: BoardingResult, index: number): number {
  const won = result.winner === result.playerSide;
  const base = won ? SALVAGE_WIN + SALVAGE_PER_DEPTH * index : result.winner === null ? SALVAGE_DRAW : 0;
  return base + SALVAGE_KILL * result.enemyKilled + SALVAGE_CARGO * result.cargoOut;
}

/** The run after the boarding under way ended with RESULT. */
export function afterBoarding(run: Run, roster: RaceRoster, result: BoardingResult): Run {
  const w = run.underWay;
  if (!w) throw new Error("no boarding is under way");
  const fates = new Map(result.soldiers.map((f) => [f.name, f]));
  const won = result.winner === w.playerSide;
  const patched = won && w.sickbay;
  const where = `aboard ${w.ship} (boarding ${w.index})`;
  const squad = run.squad.map((s) =>
    w.boarders.includes(s.name) ? settle(s, fates.get(s.name), where, w.index, patched) : rest(s),
  );
  const salvage = salvageFor(result, w.index);
  const record: BoardingRecord = {
    index: w.index,
    ship: w.ship,
    mission: w.mission,
    enemy: w.enemy,
    outcome: won ? "won" : result.winner === null ? "draw" : "lost",
    reason: result.reason,
    turns: result.turns,
    boarders: w.boarders,
    kills: result.soldiers.reduce((n, f) => n + f.kills.length, 0),
    losses: result.soldiers.filter((f) => f.fate === "killed").map((f) => f.name),
    wounded: result.soldiers.filter((f) => f.fate === "wounded").map((f) => f.name),
    salvage,
  };
  return moveOn(run, promote(roster, squad, w.index), record, salvage);
}

/** The run after the boarding under way was given up (its game save gone or tampered with): every boarder is lost. */
export function forfeitBoarding(run: Run, why: string): Run {
  const w = run.underWay;
  if (!w) throw new Error("no boarding is under way");
  const squad = run.squad.map((s) =>
    w.boarders.includes(s.name) && s.status !== "dead"
      ? { ...s, status: "dead" as const, diedIn: w.index, deeds: [...s.deeds, `lost with boarding ${w.index}: ${why}`] }
      : rest(s),
  );
  const record: BoardingRecord = {
    index: w.index,
    ship: w.ship,
    mission: w.mission,
    enemy: w.enemy,
    outcome: "forfeit",
    reason: why,
    turns: 0,
    boarders: w.boarders,
    kills: 0,
    losses: w.boarders,
    wounded: [],
    salvage: 0,
  };
  return moveOn(run, squad, record, 0);
}

function moveOn(run: Run, squad: SquadSoldier[], record: BoardingRecord, salvage: number): Run {
  const { underWay: _done, ...rest } = run;
  const next: Run = {
    ...rest,
    squad,
    salvage: run.salvage + salvage,
    salvageEarned: run.salvageEarned + salvage,
    next: record.index + 1,
    boardings: [...run.boardings, record],
  };
  if (!squad.some((s) => s.status !== "dead"))
    return { ...next, end: { outcome: "lost", why: `the squad was lost aboard ${record.ship}` } };
  if (record.index >= DERELICTS)
    return {
      ...next,
      end:
        record.outcome === "won"
          ? { outcome: "won", why: `the flagship ${record.ship} was taken` }
          : { outcome: "lost", why: `the flagship ${record.ship} was not taken` },
    };
  return next;
}

/** A boarder after the boarding: dead, recovering, or fit, with his experience and deeds. */
function settle(
  s: SquadSoldier,
  f: SoldierFate | undefined,
  where: string,
  index: number,
  patched: boolean,
): SquadSoldier {
  if (s.status === "dead") return s;
  const fate = f ?? { fate: "fine", kills: [], left: false };
  const deeds = [...s.deeds, ...fate.kills.map((k) => `killed a ${k} ${where}`)];
  const boardings = s.boardings + 1;
  if (fate.fate === "killed")
    return {
      ...s,
      boardings,
      kills: s.kills + fate.kills.length,
      status: "dead",
      diedIn: index,
      deeds: [...deeds, `killed ${where}`],
    };
  const xp = s.xp + XP_BOARDING + XP_KILL * fate.kills.length;
  const kills = s.kills + fate.kills.length;
  if (fate.fate === "wounded" && !patched)
    return {
      ...s,
      xp,
      kills,
      boardings,
      status: "recovering",
      recovery: RECOVERY_BOARDINGS,
      deeds: [...deeds, `wounded ${where}`],
    };
  const patchedDeed = fate.fate === "wounded" ? [`wounded ${where}, patched in its sickbay`] : [];
  return { ...s, xp, kills, boardings, status: "fit", recovery: 0, deeds: [...deeds, ...patchedDeed] };
}

/** A soldier who stayed behind: one boarding nearer to fit. */
function rest(s: SquadSoldier): SquadSoldier {
  if (s.status !== "recovering") return s;
  const recovery = Math.max(0, s.recovery - 1);
  return recovery === 0
    ? { ...s, status: "fit", recovery, deeds: [...s.deeds, "recovered from his wound"] }
    : { ...s, recovery };
}
