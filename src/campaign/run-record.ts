// The record of a run, in the style of DCSS's morgue file: the run, its squad with each soldier's fate
// and deeds, each boarding's ship, mission and result, the totals. Plain text; every name is the run's own.
import type { RaceRoster } from "../engine/forces/roster-type.js";
import { DERELICTS } from "./campaign-rules.js";
import type { Run, SquadSoldier } from "./run-state.js";
import { derelictsTaken, runScore } from "./score.js";

/** The record file's text for RUN (ended or not), written at WHEN (an ISO time, the caller's clock). */
export function runRecord(run: Run, roster: RaceRoster, when: string): string {
  const typeName = (key: string) => roster.entries.get(key)?.base.name ?? key;
  const lost = run.squad.filter((s) => s.status === "dead");
  const kills = run.boardings.reduce((n, b) => n + b.kills, 0);
  const turns = run.boardings.reduce((n, b) => n + b.turns, 0);
  const lines = [
    `Derelict ${run.programVersion} campaign record`,
    "",
    `${run.end ? (run.end.outcome === "won" ? "Won" : "Lost") : "Still under way"}: ${run.end?.why ?? `boarding ${run.next} next`}`,
    `Score ${runScore(run)}  (${derelictsTaken(run)} of ${DERELICTS} derelicts taken, ${run.difficulty}, ${run.visibility})`,
    `Race ${roster.name}; seed "${run.seed}"${run.daily ? ` (the daily run of ${run.daily}, UTC)` : ""}; recorded ${when}`,
    `Kills ${kills}; losses ${lost.length}; turns played ${turns}; salvage earned ${run.salvageEarned}, left ${run.salvage}`,
    "",
    "The squad",
    ...run.squad.flatMap((s) => soldierLines(s, typeName)),
    "",
    "The boardings",
    ...(run.boardings.length === 0 ? ["  none"] : []),
    ...run.boardings.flatMap((b) => [
      `  ${b.index}. ${b.ship}${b.index === DERELICTS ? " (the flagship)" : ""}: ${b.mission} against ${b.enemy}`,
      `     ${b.outcome.toUpperCase()} in ${b.turns} turns: ${b.reason}`,
      `     boarded: ${b.boarders.join(", ")}; kills ${b.kills}; salvage ${b.salvage}`,
      ...(b.losses.length > 0 ? [`     lost: ${b.losses.join(", ")}`] : []),
      ...(b.wounded.length > 0 ? [`     wounded: ${b.wounded.join(", ")}`] : []),
    ]),
    "",
  ];
  return lines.join("\n");
}

function soldierLines(s: SquadSoldier, typeName: (key: string) => string): string[] {
  const fate =
    s.status === "dead"
      ? `killed in boarding ${s.diedIn ?? "?"}`
      : s.status === "recovering"
        ? "alive, recovering from a wound"
        : "alive";
  return [
    `  ${s.name}, ${typeName(s.type)}: ${fate}; ${s.boardings} boardings, ${s.kills} kills, ${s.xp} experience`,
    ...s.deeds.map((d) => `      ${d}`),
  ];
}
