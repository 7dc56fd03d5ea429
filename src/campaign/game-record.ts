// A single game's record once it is over, in the run record's style: the scenario, the result, each
// side's soldiers with their fates and kills, the seed and the version. Read through the referee's handle.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SIDES, type Side } from "../engine/state.js";
import type { RevealedGame } from "../seat/referee.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import { fileSlug } from "../save/save-folder.js";
import { boardingResult, type BoardingResult } from "./boarding-result.js";
import { dataFolder } from "./run-files.js";

export interface GameInfo {
  readonly scenario: string;
  readonly seed: string;
  readonly version: string;
  readonly visibility: string;
  /** Who played each side, in words ("the computer, strength 2"); none: people. */
  readonly players?: Partial<Record<Side, string>>;
}

/** The record's text, or undefined while the game goes on. WHEN: the caller's clock, an ISO time. */
export function gameRecord(game: RevealedGame | undefined, info: GameInfo, when: string): string | undefined {
  const sides = SIDES.map((side) => boardingResult(game, side));
  if (!sides[0] || !sides[1]) return undefined;
  const r = sides[0];
  return [
    `Derelict ${info.version} game record`,
    "",
    `${info.scenario}: ${r.winner ? `${r.winner} won` : "a draw"} in ${r.turns} turns: ${r.reason}`,
    `Seed "${info.seed}"; ${info.visibility}; recorded ${when}`,
    ...sides.flatMap((s) => sideLines(s!, info.players?.[s!.playerSide])),
    "",
  ].join("\n");
}

function sideLines(s: BoardingResult, player: string | undefined): string[] {
  const lost = s.soldiers.filter((f) => f.fate === "killed").length;
  return [
    "",
    `${s.playerSide}${player ? ` (${player})` : ""}: ${s.soldiers.length} soldiers, ${lost} lost, ${s.enemyKilled} of ${s.enemyTotal} enemies killed`,
    ...s.soldiers.map(
      (f) =>
        `  ${f.name}, ${f.type}: ${f.fate === "killed" ? "killed" : f.fate === "wounded" ? "wounded" : "unhurt"}${f.left ? ", left the ship" : ""}` +
        (f.kills.length > 0 ? `; killed ${f.kills.join(", ")}` : ""),
    ),
  ];
}

/** Writes a game's record to $XDG_DATA_HOME/derelict/records/, named by the scenario and the time; its path. */
export function writeGameRecord(
  text: string,
  scenario: string,
  when: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const folder = join(dataFolder(env), "records");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `${fileSlug(scenario)}-${when.replace(/[-:]/g, "").replace(/\..*$/, "")}.txt`);
  writeFileAtomic(file, text);
  return file;
}
