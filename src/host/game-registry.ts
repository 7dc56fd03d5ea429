// The host's games: made new (from the lobby or `host SCENARIO`), resumed from their saves when the
// host starts again (killed or not, every unfinished game goes on), found by join code or by key.
// Composition code: it holds the sessions; a player is only ever handed a seat.
import { statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Visibility } from "../engine/state.js";
import { newBriefedSession, randomSeed } from "../play/new-game.js";
import type { Session } from "../play/session.js";
import { loadSave, problemLine, resumeGame, startSave, type Saver } from "../save/index.js";
import { SAVE_EXTENSION } from "../save/format.js";
import type { Side } from "../seat/index.js";
import { archiveGame, expiredGames, IDLE_GAME_MS, idleGames, KEEP_ENDED_MS, MOST_ENDED } from "./game-archive.js";
import { newRecord, readRecords, writeRecord, writeRecordAsync, type GameRecord } from "./game-record.js";
import { GameLimits } from "./game-limits.js";
import { gamesFolder, privateFolder } from "./host-folder.js";
import { HostedGame } from "./hosted-game.js";
import { RecordIndex, type SeatRef } from "./record-index.js";
import { RecordWriter } from "./record-writer.js";
import { SaveFlusher } from "./save-flusher.js";

export interface RegistryOptions {
  /** The host folder: games go in its games/ folder. */
  readonly folder: string;
  /** How soon a save written to is flushed to the disk (default 1000 ms; src/host/save-flusher.ts). */
  readonly flushMs?: number;
  readonly log: (line: string) => void;
  /** Starts the computer player of a game that has one; returns its stop. */
  readonly computer?: (game: HostedGame, side: Side) => () => void;
  /** How a record reaches the disk, a new game's, a seat claimed, a game over (default `writeRecordAsync`; a test may hold it, or fail it). */
  readonly writeRecord?: (folder: string, record: GameRecord) => Promise<void>;
  /** Unfinished games the lobby may have in all (default MAX_GAMES, src/host/game-limits.ts): each is held in memory until it ends. */
  readonly maxGames?: number;
  /** Unfinished games one maker (an address, or a key) may have made in the lobby since the host started. */
  readonly maxGamesPerMaker?: number;
  /** How long an ended game stays (default KEEP_ENDED_MS), and how many at most (MOST_ENDED), before it is archived. */
  readonly keepEndedMs?: number;
  readonly mostEnded?: number;
  /** How long an unfinished lobby game may go with no move and no one at it before it is archived (default IDLE_GAME_MS; 0: never). */
  readonly idleGameMs?: number;
  /** The clock, in milliseconds (default Date.now; a test may set it). */
  readonly now?: () => number;
}

/** How a new game is made: the computer's side and strength, the host's own, visibility, keys. */
export interface NewGame {
  readonly computer?: Side;
  readonly strength?: 1 | 2 | 3 | 4;
  readonly host?: boolean;
  readonly visibility?: Visibility;
  readonly keys?: Partial<Record<Side, string>>;
}

export type { SeatRef } from "./record-index.js";

/** What a key's claim on a seat comes to (GameRegistry.claim). */
export type Claim = "yours" | "taken" | "code" | "computer" | "unsaved";

export class GameRegistry {
  readonly #o: RegistryOptions;
  readonly #games: string;
  readonly #records = new RecordIndex();
  readonly #loaded = new Map<string, HostedGame>();
  readonly #flusher: SaveFlusher;
  /** Claims and game ends written in order, off the host's thread (src/host/record-writer.ts). */
  readonly #writer: RecordWriter;
  /** Set once the host stops: a game whose record is still being written is not opened then. */
  #closed = false;
  /** How many games the lobby takes, in all and from one maker. */
  readonly #limits: GameLimits;
  /** When each unfinished game last had a move or a player leave it (ms): one left long enough goes. */
  readonly #active = new Map<string, number>();
  /** Looks for games left too long now and then. */
  #sweeping: NodeJS.Timeout | undefined;

  constructor(options: RegistryOptions) {
    this.#o = options;
    this.#games = gamesFolder(options.folder);
    this.#flusher = new SaveFlusher(options.flushMs);
    this.#writer = new RecordWriter(this.#games, options.writeRecord ?? writeRecordAsync, options.log);
    this.#limits = new GameLimits(options.maxGames, options.maxGamesPerMaker);
  }

  /** Reads every game's record and resumes those not over; returns the lines to tell the host's owner. */
  open(): string[] {
    const problem = privateFolder(this.#games);
    const { records, problems } = readRecords(this.#games);
    const lines = [...(problem ? [problem] : []), ...problems];
    for (const record of records) {
      this.#records.add(record);
      // A record from before `ended` was kept: it ended when its record was last written.
      if (record.over && record.ended === undefined) record.ended = this.#modified(record);
      if (record.over) continue;
      // A game resumed was last played when its save was last written (before resuming writes it again):
      // the time before the restart counts.
      this.#active.set(record.id, this.#saveWritten(record));
      const resumed = resumeGame(join(this.#games, record.save), this.#saving());
      if (!resumed.ok) {
        lines.push(`game ${record.id} (${record.name}) not resumed: ${problemLine(resumed)}`);
        continue;
      }
      lines.push(...resumed.notices);
      if (basename(resumed.saver.path) !== record.save) {
        record.save = basename(resumed.saver.path);
        writeRecord(this.#games, record);
      }
      this.#adopt(record, resumed.session, resumed.saver);
      if (record.madeBy !== undefined) this.#limits.made(record.madeBy, record.id);
    }
    this.#sweep();
    const idle = this.#idleMs();
    if (idle > 0)
      this.#sweeping = setInterval(() => this.#sweep(), Math.min(Math.max(idle / 4, 100), 10 * 60_000)).unref();
    return lines;
  }

  /**
   * A new game of a scenario file (in VISIBILITY, else the scenario's; KEYS: the seats a key takes at
   * once), saved from its first action; or the problems, a line each. Its record is written without
   * holding the host's thread, and the game is found by its codes only once the record is on the disk:
   * a host killed before then has offered no one a game it would not resume.
   */
  async create(
    file: string,
    more: NewGame & {
      /** Who asks in the lobby (an address or a key): its unfinished games are limited. */
      maker?: string;
    } = {},
  ): Promise<HostedGame | string[]> {
    // The maker is counted here, and written in the record only if it is the key that takes a seat
    // (the host keeps nothing of players but keys): a key's games count again when the host restarts.
    const { maker, ...rest } = more;
    const byKey = maker !== undefined && Object.values(rest.keys ?? {}).includes(maker);
    const options = { ...rest, ...(byKey ? { madeBy: maker } : {}) };
    // Each unfinished game stays in memory until it ends: the lobby makes so many and no more.
    const full = more.host ? undefined : this.#limits.full(this.records.filter((r) => !r.over).length, maker);
    if (full) return [full];
    // Counted in the same turn as checked: a maker's games asked for at once cannot all pass the limit.
    return this.#limits.making(maker, async () => {
      const game = await this.#create(file, options);
      if (!Array.isArray(game) && maker !== undefined && !game.record.over) this.#limits.made(maker, game.record.id);
      this.#sweep();
      return game;
    });
  }

  async #create(file: string, more: NewGame & { madeBy?: string }): Promise<HostedGame | string[]> {
    const made = newBriefedSession(file, randomSeed(), more.visibility);
    if (Array.isArray(made)) return made;
    const named = (made.session.setup as { readonly name?: unknown }).name;
    const name = typeof named === "string" ? named : basename(file).replace(/\.ya?ml$/i, "");
    const record = newRecord(name, file, (id) => `${id}${SAVE_EXTENSION}`, {
      ...more,
      ...(made.briefing ? { briefing: made.briefing } : {}),
    });
    const saver = startSave(made.session, file, { path: join(this.#games, record.save), ...this.#saving() });
    if (!saver.ok) return [problemLine(saver)];
    try {
      await (this.#o.writeRecord ?? writeRecordAsync)(this.#games, record);
    } catch (e) {
      saver.close();
      const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
      return [`${name}: the game was not made, its record cannot be written (${code})`];
    }
    if (this.#closed) {
      saver.close();
      return [`${name}: the host is stopping`];
    }
    this.#records.add(record);
    return this.#adopt(record, made.session, saver);
  }

  /** The game `derelict host SCENARIO` started last (blue@ and yellow@ join it, over or not), if any. */
  hostGame(): GameRecord | undefined {
    return this.records.filter((r) => r.host).at(-1);
  }

  /** The seat a join code opens. */
  byCode(typed: string): SeatRef | undefined {
    return this.#records.byCode(typed);
  }

  /** The seats a public key has taken, newest game first. */
  ofKey(fingerprint: string): SeatRef[] {
    return this.#records.ofKey(fingerprint);
  }

  /**
   * Binds SIDE's seat to a key, so it comes back without a code: "yours" once the record saying so is on
   * the disk; "taken" if another key has the seat (or the key has the other side); "code" if someone
   * came to it with its join code first (the seat is that code's); "computer" if the computer plays it
   * (no one sits there); "unsaved" if the record cannot be written (the seat stays free). Decided in
   * memory at once, so two keys asking together cannot both have it; answered only once it is on the
   * disk, so a host killed in between has let no key in on a claim it would forget (and give another
   * key) when it starts again.
   */
  async claim(record: GameRecord, side: Side, fingerprint: string): Promise<Claim> {
    if (record.computer === side) return "computer";
    const holder = record.keys[side];
    const other = side === "blue" ? "yellow" : "blue";
    // One key, one side of a game: no player sees both sides' secrets.
    if ((holder !== undefined && holder !== fingerprint) || record.keys[other] === fingerprint) return "taken";
    if (holder === undefined && record.coded?.includes(side)) return "code";
    if (holder === undefined) record.keys[side] = fingerprint;
    // The key's own claim already made: on the disk once every write of the record asked for has landed.
    const landed = await (holder === undefined ? this.#writer.write(record) : this.#writer.landed(record.id));
    if (landed) return record.keys[side] === fingerprint ? "yours" : "taken";
    if (holder === undefined && record.keys[side] === fingerprint) delete record.keys[side];
    return "unsaved";
  }

  /**
   * Someone came to SIDE's seat with its join code: a seat no key holds is the code's from now on, and
   * no key claims it (a key-holder who has the code too comes in with the code). Written without
   * holding the host's thread; in memory at once, so a key asking just after is refused.
   */
  heldByCode({ record, side }: SeatRef): void {
    if (record.keys[side] !== undefined || record.coded?.includes(side)) return;
    record.coded = [...(record.coded ?? []), side];
    void this.#writer.write(record);
  }

  /** The game of a record, opened if it is not (a finished game, to replay it); or why it cannot be. */
  game(record: GameRecord): HostedGame | string {
    const loaded = this.#loaded.get(record.id);
    if (loaded) return loaded;
    const opened = loadSave(join(this.#games, record.save));
    if (!opened.ok) return problemLine(opened);
    if (!opened.session.over) return `${record.name}: the game was not resumed when the host started`;
    return this.#adopt(record, opened.session, undefined);
  }

  /** A finished game no one is at any more is closed, to free its memory. */
  release(game: HostedGame): void {
    if (!game.record.over) this.#active.set(game.record.id, this.#now());
    if (!game.record.over || game.players > 0) return;
    this.#loaded.delete(game.record.id);
    game.close("the game is closed");
  }

  /** Makers counted now: only those with an unfinished game (each is forgotten once its games end). */
  get makers(): number {
    return this.#limits.makers;
  }

  /** Games open now. */
  get games(): readonly HostedGame[] {
    return [...this.#loaded.values()];
  }

  /** Every game's record, oldest first. */
  get records(): readonly GameRecord[] {
    return this.#records.all();
  }

  /** Sends every player away and closes every save, flushed to the disk. */
  async close(reason: string): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeping);
    for (const game of this.#loaded.values()) game.close(reason);
    this.#loaded.clear();
    await Promise.all([this.#flusher.close(), this.#writer.close()]);
  }

  #saving() {
    return { fsync: false, onProblem: (line: string) => this.#o.log(line) };
  }

  #adopt(record: GameRecord, session: Session, saver: Saver | undefined): HostedGame {
    const game = new HostedGame(record, session, saver, () => {
      record.over = true;
      record.ended = new Date(this.#now()).toISOString();
      void this.#writer.write(record);
      this.#o.log(`game ${record.id} (${record.name}) is over: ${session.view("blue").result?.reason ?? "ended"}`);
      this.#limits.forget(record.id);
      // Over with no one at it (the computer's move ended it, its player away): nothing holds it open.
      queueMicrotask(() => {
        const open = this.#loaded.get(record.id);
        if (open) this.release(open);
        this.#sweep();
      });
    });
    this.#loaded.set(record.id, game);
    if (!this.#active.has(record.id)) this.#active.set(record.id, this.#now());
    const played = (): void => void this.#active.set(record.id, this.#now());
    if (saver) game.onClose(session.onAction(() => (played(), this.#flusher.touch(saver.path))));
    // A travel goal set or given up is written with no action: flushed the same way.
    if (saver) game.onClose(session.onTravelGoals(() => this.#flusher.touch(saver.path)));
    if (record.computer && !session.over && this.#o.computer) game.onClose(this.#o.computer(game, record.computer));
    return game;
  }

  #now(): number {
    return (this.#o.now ?? Date.now)();
  }

  #idleMs(): number {
    return this.#o.idleGameMs ?? IDLE_GAME_MS;
  }

  #saveWritten(record: GameRecord): number {
    try {
      return statSync(join(this.#games, record.save)).mtimeMs;
    } catch {
      return this.#now();
    }
  }

  #modified(record: GameRecord): string {
    try {
      return statSync(join(this.#games, `${record.id}.json`)).mtime.toISOString();
    } catch {
      return new Date(this.#now()).toISOString();
    }
  }

  /**
   * Archives the ended games kept long enough, or past the most kept, and the unfinished lobby games
   * left too long (src/host/game-archive.ts): out of memory, their files moved to games/archive/. One someone is at, or whose record is being written, waits.
   */
  #sweep(): void {
    // Stopping, the host leaves its files as they are.
    if (this.#closed) return;
    const now = this.#now();
    const endedAt = (r: GameRecord): number => Date.parse(r.ended ?? "") || 0;
    const keep = this.#o.keepEndedMs ?? KEEP_ENDED_MS;
    const ended = expiredGames(this.records, endedAt, now, keep, this.#o.mostEnded ?? MOST_ENDED);
    const activeAt = (r: GameRecord): number => this.#active.get(r.id) ?? this.#saveWritten(r);
    const idle = this.#idleMs() > 0 ? idleGames(this.records, activeAt, now, this.#idleMs()) : [];
    for (const record of [...ended, ...idle]) {
      const open = this.#loaded.get(record.id);
      if ((open && open.players > 0) || this.#writer.writing(record.id)) continue;
      const why = record.over
        ? `ended ${record.ended ?? "long ago"}`
        : `unfinished, nothing played in it since ${new Date(activeAt(record)).toISOString()}`;
      if (open) {
        this.#loaded.delete(record.id);
        open.close("the game is archived");
      }
      try {
        archiveGame(this.#games, record);
      } catch (e) {
        this.#o.log(`game ${record.id}: cannot be archived (${(e as NodeJS.ErrnoException).code ?? String(e)}); kept`);
        continue;
      }
      this.#records.remove(record);
      this.#limits.forget(record.id);
      this.#active.delete(record.id);
      this.#o.log(`game ${record.id} (${record.name}) ${why}: archived`);
    }
  }
}
