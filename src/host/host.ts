// `derelict host`, put together: the host folder (locked to one host at a time), its key and lobby
// code, the games resumed from their saves, the host's own game, the computer players' threads, the
// gate and the SSH server. Composition code: the one place that holds everything.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { menuScenarios } from "../content/scenario-entries.js";
import { readTextFile } from "../content/text-source.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import type { Visibility } from "../engine/state.js";
import { takeLock } from "../save/save-lock.js";
import type { Side } from "../seat/index.js";
import { AllowedKeys } from "./authorized-keys.js";
import { ComputerPool } from "./computer/computer-pool.js";
import { startComputer } from "./computer/computer-player.js";
import type { GameRecord } from "./game-record.js";
import { GameRegistry } from "./game-registry.js";
import { Gate } from "./gate.js";
import { hostFolder, privateFolder } from "./host-folder.js";
import { loadHostKey } from "./host-key.js";
import { newCode } from "./join-code.js";
import { DEFAULT_LIMITS, FailureLimit, type LimitSettings } from "./rate-limit.js";
import { servePlayer } from "./serve-player.js";
import { SshHost, type ConnectionLimits } from "./ssh-host.js";

export interface HostOptions {
  /** A scenario file: the host's own game, joined as blue@ and yellow@ (resumed if one of it is still going). */
  readonly scenario?: string;
  /** The side the computer plays in the host's own game. */
  readonly computer?: Side;
  /** The host's own game's visibility over its scenario's, and the lobby's first choice for new games. */
  readonly visibility?: Visibility;
  readonly port: number;
  readonly bind: string;
  /** The host folder; default $XDG_DATA_HOME/derelict/host. */
  readonly data?: string;
  readonly authorizedKeys?: string;
  readonly log: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
  /** How soon a save written to is flushed to the disk (default 1000 ms). */
  readonly flushMs?: number;
  /** Threads for computer players (default: the cores less one, one to two). */
  readonly computerThreads?: number;
  /** Time between a computer's moves as they are played in (default 150 ms). */
  readonly computerPaceMs?: number;
  /** Wrong tries answered this late (default 500 ms). */
  readonly failDelayMs?: number;
  readonly limits?: Partial<ConnectionLimits>;
  readonly loginLimits?: LimitSettings;
  /** How long an unfinished lobby game may go with nothing played in it before it is archived (default 14 days; 0: never). */
  readonly idleGameMs?: number;
}

export interface RunningHost {
  readonly address: string;
  readonly port: number;
  readonly folder: string;
  readonly fingerprint: string;
  readonly keyMade: boolean;
  readonly lobbyCode: string;
  /** The host's own game, if a scenario was given. */
  readonly game?: GameRecord;
  /** Things to tell the owner: games not resumed, a folder others can read, lines of the keys file skipped. */
  readonly notes: readonly string[];
  readonly registry: GameRegistry;
  readonly ssh: SshHost;
  close(): Promise<void>;
}

/** Starts the host; a problem (a folder in use, a key file that is not a key, a port taken) is thrown as one line. */
export async function startHost(o: HostOptions): Promise<RunningHost> {
  const folder = hostFolder(o.data, o.env);
  const notes: string[] = [];
  const open = privateFolder(folder);
  if (open) notes.push(open);
  const unlock = takeLock(join(folder, "host"));
  if (typeof unlock === "string") throw new Error(`${folder} ${unlock.replace("derelict", "derelict host")}`);
  const cleanup: (() => void | Promise<void>)[] = [unlock];
  const undo = async (): Promise<void> => {
    for (const step of cleanup.splice(0).reverse()) await step();
  };
  try {
    const key = loadHostKey(folder);
    if ("problem" in key) throw new Error(key.problem);
    const lobbyCode = hostSettings(folder).lobbyCode;
    const pool = new ComputerPool(o.computerThreads ?? Math.max(1, Math.min(2, availableParallelism() - 1)));
    cleanup.push(() => pool.close());
    const registry = new GameRegistry({
      folder,
      log: o.log,
      ...(o.flushMs !== undefined ? { flushMs: o.flushMs } : {}),
      ...(o.idleGameMs !== undefined ? { idleGameMs: o.idleGameMs } : {}),
      computer: (game, side) =>
        startComputer(game, side, pool, {
          strength: game.record.strength ?? 3,
          paceMs: o.computerPaceMs ?? 150,
          log: o.log,
        }),
    });
    notes.push(...registry.open());
    cleanup.push(() => registry.close("the host is shutting down"));
    const game = o.scenario === undefined ? undefined : await hostGame(registry, o.scenario, o.computer, o.visibility);
    const keys = o.authorizedKeys ? new AllowedKeys(o.authorizedKeys) : undefined;
    if (keys) notes.push(...keys.problems);
    const limit = new FailureLimit(o.loginLimits ?? DEFAULT_LIMITS);
    const gate = new Gate({
      registry,
      ...(keys ? { keys } : {}),
      lobbyCode,
      limit,
      failDelayMs: o.failDelayMs ?? 500,
      log: o.log,
    });
    const serving = {
      registry,
      scenarios: () => menuScenarios(),
      limit,
      log: o.log,
      ...(o.visibility ? { visibility: o.visibility } : {}),
    };
    const ssh = new SshHost({
      port: o.port,
      bind: o.bind,
      hostKey: key.private,
      gate,
      log: o.log,
      serve: (c) => void servePlayer(c, serving),
      ...(o.limits ? { limits: o.limits } : {}),
    });
    const at = await ssh.listen();
    cleanup.push(() => ssh.close());
    return {
      ...at,
      folder,
      fingerprint: key.fingerprint,
      keyMade: key.made,
      lobbyCode,
      ...(game ? { game } : {}),
      notes,
      registry,
      ssh,
      close: undo,
    };
  } catch (error) {
    await undo();
    throw error;
  }
}

/** The host's own game of FILE: the one still going from a last run (made the same way), else a new one. */
async function hostGame(
  registry: GameRegistry,
  file: string,
  computer: Side | undefined,
  visibility: Visibility | undefined,
): Promise<GameRecord> {
  const going = registry.hostGame();
  const same = going && going.scenario === file && going.computer === computer && going.visibility === visibility;
  if (going && !going.over && same) return going;
  const made = await registry.create(file, {
    host: true,
    ...(computer ? { computer } : {}),
    ...(visibility ? { visibility } : {}),
  });
  if (Array.isArray(made)) throw new Error(made.join("\n"));
  return made.record;
}

/** The host's settings (host.json): the lobby code, made on first start. */
function hostSettings(folder: string): { lobbyCode: string } {
  const file = join(folder, "host.json");
  // Through the guarded reader: a pipe or a huge file put there is refused, not waited on.
  const text = existsSync(file) ? readTextFile(file, "the host's settings (JSON)") : undefined;
  if (text?.ok) {
    try {
      const data = JSON.parse(text.value) as { lobbyCode?: unknown };
      if (typeof data.lobbyCode === "string" && data.lobbyCode !== "") return { lobbyCode: data.lobbyCode };
    } catch {
      // Written anew below.
    }
  }
  const settings = { lobbyCode: newCode() };
  writeFileAtomic(file, `${JSON.stringify(settings, null, 2)}\n`);
  return settings;
}
