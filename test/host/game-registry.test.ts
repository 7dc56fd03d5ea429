// The host's games (src/host/game-registry.ts): a game made in the lobby has its record written
// without holding the host's thread, is found by its codes only once the record is on the disk, and
// a record that cannot be written is one line, the host making the next game as before.
import { cpSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readRecords, writeRecordAsync, type GameRecord } from "../../src/host/game-record.js";
import { GameRegistry, type RegistryOptions } from "../../src/host/game-registry.js";
import { gamesFolder } from "../../src/host/host-folder.js";
import type { HostedGame } from "../../src/host/hosted-game.js";
import { loadSave } from "../../src/save/index.js";
import { CONTACT } from "./host-fixture.js";

const open: GameRegistry[] = [];
afterEach(async () => {
  for (const r of open.splice(0)) await r.close("done");
});

const folderOf = gamesFolder;

function registry(
  more: Partial<RegistryOptions> = {},
  folder = mkdtempSync(join(tmpdir(), "derelict-registry-")),
): { registry: GameRegistry; folder: string; log: string[] } {
  const log: string[] = [];
  const made = new GameRegistry({ folder, flushMs: 10, log: (line) => log.push(line), ...more });
  made.open();
  open.push(made);
  return { registry: made, folder, log };
}

describe("a new game's record", () => {
  it("is written while the host's thread goes on, and is on the disk when the game is made", async () => {
    const { registry: r, folder } = registry();
    let turned = false;
    setImmediate(() => (turned = true));
    const made = await r.create(CONTACT, { keys: { blue: "SHA256:abc" } });
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    // The event loop turned while the record was written: it did not wait on the disk.
    expect(turned).toBe(true);
    const { records, problems } = readRecords(gamesFolder(folder));
    expect(problems).toEqual([]);
    expect(records.map((x) => x.id)).toEqual([made.record.id]);
    // The creator's key is in the record as first written.
    expect(records[0]!.keys).toEqual({ blue: "SHA256:abc" });
    expect(r.byCode(made.record.codes.yellow)?.side).toBe("yellow");
  });

  it("is what offers the game: its codes open nothing until the record is written", async () => {
    let release!: () => void;
    let writing: GameRecord | undefined;
    const { registry: r } = registry({
      writeRecord: (_folder, record) => {
        writing = record;
        return new Promise((resolve) => (release = resolve));
      },
    });
    const making = r.create(CONTACT);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writing).toBeDefined();
    expect(r.byCode(writing!.codes.blue)).toBeUndefined();
    expect(r.records).toEqual([]);
    expect(r.games).toEqual([]);
    release();
    const made = await making;
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    expect(r.byCode(writing!.codes.blue)?.record.id).toBe(made.record.id);
    expect(r.games).toHaveLength(1);
  });

  it("that cannot be written makes no game and says why in one line; the next game is made", async () => {
    let fail = true;
    const { registry: r } = registry({
      writeRecord: (_folder, _record) =>
        fail ? Promise.reject(Object.assign(new Error("no room"), { code: "ENOSPC" })) : Promise.resolve(),
    });
    const refused = await r.create(CONTACT);
    expect(Array.isArray(refused) && refused.length === 1 && refused[0]).toMatch(
      /^[^\n]+: the game was not made, its record cannot be written \(ENOSPC\)$/,
    );
    expect(r.records).toEqual([]);
    fail = false;
    const made = await r.create(CONTACT);
    expect(Array.isArray(made)).toBe(false);
    expect(r.records).toHaveLength(1);
  });
});

describe("a seat claimed", () => {
  it("is decided in memory at once, and the key's only once its record is on the disk", async () => {
    const { registry: r, folder } = registry();
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    const claiming = r.claim(made.record, "blue", "SHA256:blue");
    // Decided in memory: another key cannot take it meanwhile, nor one key both sides.
    expect(await r.claim(made.record, "blue", "SHA256:other")).toBe("taken");
    expect(await r.claim(made.record, "yellow", "SHA256:blue")).toBe("taken");
    expect(await claiming).toBe("yours");
    expect(readRecords(gamesFolder(folder)).records[0]!.keys).toEqual({ blue: "SHA256:blue" });
    // The same key again: its seat, already on the disk.
    expect(await r.claim(made.record, "blue", "SHA256:blue")).toBe("yours");
  });

  it("is refused at the computer's side, whose code opens nothing and which no key's list shows", async () => {
    const { registry: r } = registry();
    const made = await r.create(CONTACT, { computer: "yellow", strength: 1 });
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    expect(await r.claim(made.record, "yellow", "SHA256:k")).toBe("computer");
    expect(made.record.keys).toEqual({});
    expect(r.byCode(made.record.codes.yellow)).toBeUndefined();
    expect(r.byCode(made.record.codes.blue)?.side).toBe("blue");
    // A record written by an older host with a key at the computer's side: the key's list leaves it out.
    made.record.keys.yellow = "SHA256:old";
    expect(r.ofKey("SHA256:old")).toEqual([]);
  });

  it("is refused at a seat someone came to with its code first, and that stays so when the host starts again", async () => {
    const { registry: r, folder } = registry();
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    r.heldByCode({ record: made.record, side: "blue" });
    expect(await r.claim(made.record, "blue", "SHA256:k")).toBe("code");
    expect(made.record.keys).toEqual({});
    // The other seat is free: a key takes it, and coming to it later by code leaves it the key's.
    expect(await r.claim(made.record, "yellow", "SHA256:k")).toBe("yours");
    r.heldByCode({ record: made.record, side: "yellow" });
    expect(await r.claim(made.record, "yellow", "SHA256:k")).toBe("yours");
    await r.close("restart");
    open.splice(open.indexOf(r), 1);
    const again = new GameRegistry({ folder, flushMs: 10, log: () => {} });
    open.push(again);
    again.open();
    expect(await again.claim(again.records[0]!, "blue", "SHA256:k2")).toBe("code");
  });

  it("lets no key in before its record is written: a host killed at that moment forgets a claim no one was given", async () => {
    let release!: () => void;
    const { registry: r, folder } = registry({
      // New games' records land at once; a claim's (a record naming a key) is held, as a slow disk would.
      writeRecord: (games, record) =>
        record.keys.blue
          ? new Promise<void>((resolve) => (release = resolve)).then(() => writeRecordAsync(games, record))
          : writeRecordAsync(games, record),
    });
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    const claiming = r.claim(made.record, "blue", "SHA256:blue");
    const pending = Symbol("pending");
    const now = () => Promise.race([claiming, new Promise((res) => setImmediate(() => res(pending)))]);
    expect(await now()).toBe(pending);
    // The crash point: the record on the disk names no key, and the key has not been let in.
    const crashed = mkdtempSync(join(tmpdir(), "derelict-crashed-"));
    cpSync(folder, crashed, { recursive: true, filter: (f) => !f.endsWith(".lock") });
    const after = new GameRegistry({ folder: crashed, flushMs: 10, log: () => {} });
    open.push(after);
    expect(after.open()).toEqual([]);
    const resumed = after.records[0]!;
    expect(resumed.keys).toEqual({});
    // The host started again: the seat is free for whoever claims it first; no one was told it was theirs.
    expect(await after.claim(resumed, "blue", "SHA256:other")).toBe("yours");
    release();
    expect(await claiming).toBe("yours");
    expect(readRecords(gamesFolder(folder)).records[0]!.keys).toEqual({ blue: "SHA256:blue" });
  });

  it("that cannot be written is refused and leaves the seat free", async () => {
    let fail = false;
    const { registry: r, log } = registry({
      writeRecord: (games, record) =>
        fail
          ? Promise.reject(Object.assign(new Error("no room"), { code: "ENOSPC" }))
          : writeRecordAsync(games, record),
    });
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    fail = true;
    expect(await r.claim(made.record, "blue", "SHA256:blue")).toBe("unsaved");
    expect(made.record.keys).toEqual({});
    expect(log.at(-1)).toMatch(/its record cannot be written \(ENOSPC\)/);
    fail = false;
    expect(await r.claim(made.record, "blue", "SHA256:other")).toBe("yours");
  });
});

describe("games made in the lobby", () => {
  it("are limited for the host and for each maker, so one peer cannot fill its memory; the host's own game always goes", async () => {
    const { registry: r } = registry({ maxGames: 3, maxGamesPerMaker: 2 });
    const make = (maker: string) => r.create(CONTACT, { maker });
    expect(Array.isArray(await make("10.0.0.1"))).toBe(false);
    expect(Array.isArray(await make("10.0.0.1"))).toBe(false);
    // A third unfinished game from the same maker is one line, and no game.
    const third = await make("10.0.0.1");
    expect(third).toEqual([
      expect.stringMatching(/^you have 2 games in play on this host, as many as one player may make/),
    ]);
    expect(Array.isArray(await make("10.0.0.2"))).toBe(false);
    // The host is full: anyone's next game is refused, as many made at once as one by one.
    const full = await Promise.all([make("10.0.0.3"), make("10.0.0.4")]);
    for (const f of full) expect(f).toEqual([expect.stringMatching(/^the host has 3 games in play/)]);
    expect(r.records).toHaveLength(3);
    // The host's own game is not the lobby's to refuse.
    expect(Array.isArray(await r.create(CONTACT, { host: true }))).toBe(false);
  });
});

describe("a maker's limit", () => {
  it("holds for games asked for at once: checked and counted in one step", async () => {
    const { registry: r } = registry({ maxGamesPerMaker: 8 });
    const all = await Promise.all(Array.from({ length: 14 }, () => r.create(CONTACT, { maker: "10.0.0.1" })));
    expect(all.filter((g) => !Array.isArray(g))).toHaveLength(8);
    expect(all.filter(Array.isArray)).toEqual(
      Array(6).fill([expect.stringMatching(/^you have 8 games in play on this host/)]),
    );
    // Another maker is not held back by them.
    expect(Array.isArray(await r.create(CONTACT, { maker: "10.0.0.2" }))).toBe(false);
  });

  it("counts a key's unfinished games again when the host starts again", async () => {
    const { registry: r, folder } = registry({ maxGamesPerMaker: 2 });
    const key = "SHA256:maker";
    for (let i = 0; i < 2; i++)
      expect(Array.isArray(await r.create(CONTACT, { maker: key, keys: { blue: key } }))).toBe(false);
    await r.close("restart");
    open.splice(open.indexOf(r), 1);
    const again = new GameRegistry({ folder, flushMs: 10, log: () => {}, maxGamesPerMaker: 2 });
    open.push(again);
    again.open();
    expect(again.makers).toBe(1);
    expect(await again.create(CONTACT, { maker: key, keys: { blue: key } })).toEqual([
      expect.stringMatching(/^you have 2 games in play/),
    ]);
  });
});

/** Plays a game to its end: each side ends its turns until the turns run out. */
function finish(game: HostedGame): void {
  for (let i = 0; i < 40 && !game.session.over; i++) game.session.command("end");
  if (!game.session.over) throw new Error("the game did not end");
}

const made = async (r: GameRegistry, maker?: string): Promise<HostedGame> => {
  const game = await r.create(CONTACT, maker === undefined ? {} : { maker });
  if (Array.isArray(game)) throw new Error(game.join("\n"));
  return game;
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("the lobby's count of each maker's games", () => {
  it("forgets a maker once its games have ended, however many makers came and went", async () => {
    const { registry: r } = registry({ maxGamesPerMaker: 1 });
    const games = [];
    for (let i = 0; i < 12; i++) games.push(await made(r, `10.0.0.${i}`));
    expect(r.makers).toBe(12);
    expect(await r.create(CONTACT, { maker: "10.0.0.0" })).toEqual([
      expect.stringMatching(/^you have 1 games in play/),
    ]);
    for (const game of games) finish(game);
    expect(r.makers).toBe(0);
    // Its game over, the maker may make another.
    await made(r, "10.0.0.0");
    expect(r.makers).toBe(1);
  });
});

describe("an ended game", () => {
  it("no one is at is closed at once, freeing its memory; its record stays for its players to see the end", async () => {
    const { registry: r } = registry();
    const game = await made(r);
    finish(game);
    await turn();
    expect(r.games).toEqual([]);
    expect(r.byCode(game.record.codes.blue)?.record.over).toBe(true);
    // Opened again to show the end and the replay.
    const again = r.game(game.record);
    expect(typeof again === "string" ? again : again.session.over).toBe(true);
  });

  it("is archived once kept long enough, or past the most kept: out of memory, its files moved, never deleted", async () => {
    let clock = Date.parse("2026-12-01T00:00:00Z");
    const { registry: r, folder } = registry({ keepEndedMs: 60_000, mostEnded: 2, now: () => clock });
    const games = folderOf(folder);
    const [a, b, c, d] = [await made(r), await made(r), await made(r), await made(r)];
    finish(a);
    clock += 1000;
    finish(b);
    clock += 1000;
    await r.close("wait for the records");
    // Two ended, within the time and the most: both kept.
    const again = registry({ keepEndedMs: 60_000, mostEnded: 2, now: () => clock }, folder);
    expect(again.registry.records.map((x) => x.id)).toEqual([a, b, c, d].map((g) => g.record.id));
    const live = again.registry;
    // A third ends: the first to end goes, the newest two stay.
    finish(live.games.find((g) => g.record.id === c.record.id)!);
    await vi.waitFor(() => expect(live.records.map((x) => x.id)).toEqual([b, c, d].map((g) => g.record.id)));
    expect(live.byCode(a.record.codes.blue)).toBeUndefined();
    expect(existsSync(join(games, `${a.record.id}.json`))).toBe(false);
    expect(existsSync(join(games, "archive", `${a.record.id}.json`))).toBe(true);
    expect(existsSync(join(games, "archive", a.record.save))).toBe(true);
    // Past the time kept, the rest that ended go too; the game still in play stays.
    clock += 120_000;
    await made(live);
    expect(live.records.filter((x) => x.over)).toEqual([]);
    expect(live.records.map((x) => x.id)).toContain(d.record.id);
    expect(
      readdirSync(join(games, "archive"))
        .filter((n) => n.endsWith(".json"))
        .sort(),
    ).toEqual([a, b, c].map((g) => `${g.record.id}.json`).sort());
    // The archived games' saves still load (kept, not deleted).
    expect(loadSave(join(games, "archive", c.record.save)).ok).toBe(true);
  });

  it("someone is at stays until they leave", async () => {
    let clock = 0;
    const { registry: r } = registry({ keepEndedMs: 10, mostEnded: 0, now: () => clock });
    const game = await made(r);
    const presence = { end: () => {} };
    game.take("blue", presence, "code");
    finish(game);
    clock += 100;
    await turn();
    await made(r);
    expect(r.records.map((x) => x.id)).toContain(game.record.id);
    game.leave("blue", presence);
    r.release(game);
    await made(r);
    await vi.waitFor(() => expect(r.records.map((x) => x.id)).not.toContain(game.record.id));
  });
});

describe("a game resumed when the host starts again", () => {
  it("gives each side's seat back its own travel goals, and the other side's nothing of them", async () => {
    const { registry: r, folder } = registry();
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    const goals = { Zephyrine: { hex: "99:0506", cell: 30, sighted: [] } };
    made.seats.blue.setTravelGoals(goals);
    await r.close("restart");
    open.splice(open.indexOf(r), 1);
    const again = new GameRegistry({ folder, flushMs: 10, log: () => {} });
    open.push(again);
    again.open();
    const game = again.games.find((g) => g.record.id === made.record.id)!;
    expect(game.seats.blue.travelGoals()).toEqual(goals);
    expect(game.seats.yellow.travelGoals()).toEqual({});
  });
});
