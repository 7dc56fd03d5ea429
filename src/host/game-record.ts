// What the host keeps of each game beside its save: the join codes, the keys that took a seat, who
// plays by computer, whether it is the host's own game (blue@ and yellow@), and whether it is over.
// One JSON file per game (games/ID.json), owner-only, written whole and atomically.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { formatProblem } from "../content/problem.js";
import { readTextFile } from "../content/text-source.js";
import type { Visibility } from "../engine/state.js";
import type { Briefing, Side } from "../seat/index.js";
import { writeFileAtomic, writeFileAtomicAsync } from "../save/atomic-write.js";
import { newCode } from "./join-code.js";

export interface GameRecord {
  readonly id: string;
  /** The scenario's name, for lists and the log. */
  readonly name: string;
  /** The scenario file it was made from (the save keeps a copy of its text). */
  readonly scenario: string;
  readonly created: string;
  /** The save file, in the games folder (a damaged save resumed from an older copy goes on in a new file). */
  save: string;
  /** Each side's join code: the password that takes its seat. */
  readonly codes: Readonly<Record<Side, string>>;
  /** The public keys (fingerprints) that took each seat: the same key takes it again without a code. */
  keys: Partial<Record<Side, string>>;
  /** The key that made the game in the lobby (a key is all the host keeps of a player): counted against its limit when the host starts again. */
  readonly madeBy?: string;
  /** The seats someone came to with the join code before any key took them: each is that code's, no key's. */
  coded?: Side[];
  /** The side the computer plays, if any. */
  readonly computer?: Side;
  /** How strong the computer plays (src/ai/search/strength.ts); none: the top, 3. */
  readonly strength?: 1 | 2 | 3 | 4;
  /** The game `derelict host SCENARIO` started: the one `ssh blue@HOST` and `ssh yellow@HOST` join. */
  readonly host?: boolean;
  /** The visibility chosen over the scenario's (`host --visibility`, the lobby); none: the scenario's own. */
  readonly visibility?: Visibility;
  /** The scenario's story, shown to each side on its first turn. */
  readonly briefing?: Briefing;
  over: boolean;
  /** When the game ended (ISO 8601), once it has: it is archived a while after (src/host/game-archive.ts). */
  ended?: string;
}

export function newRecord(
  name: string,
  scenario: string,
  save: (id: string) => string,
  more: Pick<GameRecord, "computer" | "strength" | "host" | "briefing" | "visibility" | "madeBy"> &
    Partial<Pick<GameRecord, "keys">>,
): GameRecord {
  const id = randomBytes(6).toString("hex");
  return {
    id,
    name,
    scenario,
    created: new Date().toISOString(),
    save: save(id),
    codes: { blue: newCode(), yellow: newCode() },
    keys: { ...more.keys },
    ...(more.computer ? { computer: more.computer } : {}),
    ...(more.computer && more.strength ? { strength: more.strength } : {}),
    ...(more.host ? { host: true } : {}),
    ...(more.visibility ? { visibility: more.visibility } : {}),
    ...(more.madeBy ? { madeBy: more.madeBy } : {}),
    ...(more.briefing ? { briefing: more.briefing } : {}),
    over: false,
  };
}

const recordFile = (folder: string, id: string): string => join(folder, `${id}.json`);

export function writeRecord(folder: string, record: GameRecord): void {
  writeFileAtomic(recordFile(folder, record.id), `${JSON.stringify(record, null, 2)}\n`);
}

/** As `writeRecord`, without holding the host's thread: resolves once the record is safely on the disk. */
export function writeRecordAsync(folder: string, record: GameRecord): Promise<void> {
  return writeFileAtomicAsync(recordFile(folder, record.id), `${JSON.stringify(record, null, 2)}\n`);
}

/** Every record in the folder, oldest first, and a line for each file that is not one. */
export function readRecords(folder: string): { records: GameRecord[]; problems: string[] } {
  const records: GameRecord[] = [];
  const problems: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith(".json") && !n.startsWith("."));
  } catch {
    return { records, problems };
  }
  for (const name of names) {
    const file = join(folder, name);
    const text = readTextFile(file, "a game record (JSON)");
    if (!text.ok) {
      problems.push(`${formatProblem(text.problems[0]!)}; that game is left out`);
      continue;
    }
    try {
      const data = JSON.parse(text.value) as GameRecord;
      if (typeof data.id !== "string" || typeof data.save !== "string" || !data.codes?.blue || !data.codes?.yellow)
        throw new Error("not a game record");
      records.push({
        ...data,
        keys: { ...data.keys },
        ...(Array.isArray(data.coded) ? { coded: [...data.coded] } : {}),
      });
    } catch (e) {
      problems.push(`${file}: ${e instanceof Error ? e.message : String(e)}; that game is left out`);
    }
  }
  records.sort((a, b) => a.created.localeCompare(b.created));
  return { records, problems };
}
