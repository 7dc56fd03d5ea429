// The host's games (src/host/game-registry.ts): a game made in the lobby has its record written
// without holding the host's thread, is found by its codes only once the record is on the disk, and
// a record that cannot be written is one line, the host making the next game as before.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readRecords, type GameRecord } from "../../src/host/game-record.js";
import { GameRegistry, type RegistryOptions } from "../../src/host/game-registry.js";
import { gamesFolder } from "../../src/host/host-folder.js";
import { CONTACT } from "./host-fixture.js";

const open: GameRegistry[] = [];
afterEach(async () => {
  for (const r of open.splice(0)) await r.close("done");
});

function registry(more: Partial<RegistryOptions> = {}): { registry: GameRegistry; folder: string; log: string[] } {
  const folder = mkdtempSync(join(tmpdir(), "derelict-registry-"));
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
  it("is the key's at once, its record written off the host's thread and on the disk before the host stops", async () => {
    const { registry: r, folder } = registry();
    const made = await r.create(CONTACT);
    if (Array.isArray(made)) throw new Error(made.join("\n"));
    expect(r.claim(made.record, "blue", "SHA256:blue")).toBe(true);
    // Decided in memory: the other side's key cannot take it, nor one key both sides.
    expect(r.claim(made.record, "blue", "SHA256:other")).toBe(false);
    expect(r.claim(made.record, "yellow", "SHA256:blue")).toBe(false);
    // Not written yet: the claim did not wait on the disk.
    expect(readRecords(gamesFolder(folder)).records[0]!.keys).toEqual({});
    await r.close("done");
    expect(readRecords(gamesFolder(folder)).records[0]!.keys).toEqual({ blue: "SHA256:blue" });
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
