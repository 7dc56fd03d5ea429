// Ended games leave the host after a while, and unfinished lobby games left long enough: which records
// go (ended long enough ago, or past the most the host keeps; no move for so long), and moving a
// game's files into games/archive/, kept there, never deleted.
import { renameSync } from "node:fs";
import { join } from "node:path";
import { rotatedPath } from "../save/save-folder.js";
import { DEFAULT_KEEP } from "../save/rotation.js";
import type { GameRecord } from "./game-record.js";
import { privateFolder } from "./host-folder.js";

/** How long an ended game stays on the host, for its players to see the end and the replay. */
export const KEEP_ENDED_MS = 7 * 24 * 60 * 60 * 1000;
/** Ended games the host keeps at most, however recent: each holds its record (and codes) in memory. */
export const MOST_ENDED = 500;

/** The ended games to archive now: those ended before NOW less KEEP, and the oldest past the MOST kept. */
export function expiredGames(
  records: Iterable<GameRecord>,
  endedAt: (record: GameRecord) => number,
  now: number,
  keep = KEEP_ENDED_MS,
  most = MOST_ENDED,
): GameRecord[] {
  const ended = [...records].filter((r) => r.over).sort((a, b) => endedAt(b) - endedAt(a));
  return ended.filter((r, newest) => newest >= most || endedAt(r) < now - keep);
}

/** How long an unfinished lobby game may go with no move and no one at it before it is archived. */
export const IDLE_GAME_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The unfinished games left too long: made in the lobby (the host's own game stays while the host runs
 * it), with nothing done in them since NOW less IDLE (ACTIVE: when each last had a move or a player).
 */
export function idleGames(
  records: Iterable<GameRecord>,
  active: (record: GameRecord) => number,
  now: number,
  idle = IDLE_GAME_MS,
): GameRecord[] {
  return [...records].filter((r) => !r.over && !r.host && active(r) < now - idle);
}

export const archiveFolder = (games: string): string => join(games, "archive");

/**
 * Moves a game's files from GAMES into its archive folder: the save and its older copies first, the
 * record last, so a host stopped half way still has the record and archives the rest next time.
 */
export function archiveGame(games: string, record: GameRecord): void {
  const archive = archiveFolder(games);
  privateFolder(archive);
  const saves = new Set([record.save, `${record.id}.jsonl`]);
  const files = [...saves].flatMap((save) => [
    save,
    ...Array.from({ length: DEFAULT_KEEP }, (_, k) => rotatedPath(save, k + 1)),
  ]);
  for (const name of [...files, `${record.id}.json`]) {
    try {
      renameSync(join(games, name), join(archive, name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    }
  }
}
