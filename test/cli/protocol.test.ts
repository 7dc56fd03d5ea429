// `run --protocol jsonl`: each request line answered at once (before the next is written), every
// message held to its schema (docs/schema/protocol-*.schema.json), bad lines answered with a code, a
// side's answers made of its seat's log, and the example clients playing whole games.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { jsonSchemaFiles, SCHEMA_DIR } from "../../src/content/schemas.js";
import { parseRequest } from "../../src/cli/protocol-command.js";
import { answerSchema, endSchema, PROTOCOL_FORMATS, requestSchema } from "../../src/cli/protocol-schema.js";
import { derelict, ROOT } from "./built-cli.js";

const BIN = join(ROOT, "bin", "derelict.js");
const RUN = ["run", "first-boarding", "--seed", "4", "--protocol", "jsonl"];

/** A protocol process whose answers are read one at a time while its input stays open. */
function live(args: readonly string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async ask(line: string): Promise<Record<string, unknown>> {
      child.stdin.write(`${line}\n`);
      const next = await lines.next();
      if (next.done) throw new Error("the protocol ended its output");
      return JSON.parse(next.value) as Record<string, unknown>;
    },
    async close(): Promise<{ rest: Record<string, unknown>[]; code: number | null }> {
      child.stdin.end();
      const rest = [];
      for (let n = await lines.next(); !n.done; n = await lines.next()) rest.push(JSON.parse(n.value));
      const code = child.exitCode ?? (await new Promise<number | null>((r) => child.on("exit", r)));
      return { rest, code };
    },
  };
}

const parse = (m: Record<string, unknown>) => (m.type === "end" ? endSchema : answerSchema).parse(m);
const answer = (m: Record<string, unknown>) => answerSchema.parse(m);
const ending = (m: Record<string, unknown>) => endSchema.parse(m);

describe("run --protocol jsonl", { timeout: 60_000 }, () => {
  it("answers each line at once, with the events since the side's last message, in the schema", async () => {
    const game = live(RUN);
    const boarded = answer(await game.ask("board Osaka"));
    expect(boarded).toMatchObject({ type: "answer", side: "blue", ok: true, turn: { turn: 1, toMove: "blue" } });
    expect(boarded.events!.map((e) => e.kind)).toEqual(["board"]);
    expect((boarded.events![0]!.fields as { marker?: unknown }).marker).toMatchObject({ side: "blue", label: "Osaka" });
    // The first message to each side says the visibility played; later ones do not repeat it.
    expect(boarded.visibility).toBe("open");
    // Yellow's first message: what it saw of blue's boarding, without the soldier's name.
    const yellow = answer(await game.ask('{"side":"yellow","command":"end"}'));
    expect(yellow).toMatchObject({ side: "yellow", ok: false, code: "not-your-turn" });
    expect(yellow.events!.map((e) => e.kind)).toEqual(["board"]);
    expect((yellow.events![0]!.fields as { marker?: unknown }).marker).not.toHaveProperty("label");
    expect(JSON.stringify(yellow)).not.toContain("Osaka");
    expect(yellow.visibility).toBe("open");
    const view = answer(await game.ask('{"view":true}'));
    expect(view).toMatchObject({ side: "blue", ok: true, events: [] });
    expect(view).not.toHaveProperty("visibility");
    expect(view.view!.own.length).toBeGreaterThan(0);
    const reach = answer(await game.ask("reach Rojas"));
    expect(reach.ok, reach.reason).toBe(true);
    expect(reach.reach).toBeTypeOf("object");
    expect(answer(await game.ask("reach Nobody"))).toMatchObject({ ok: false, code: "no-such-marker" });
    expect(answer(await game.ask("devices"))).toMatchObject({ ok: true, devices: { title: expect.any(String) } });
    // legal: the side's commands the game takes now, as data and lines; legal WHO cuts it to one marker.
    const legal = answer(await game.ask("legal")).legal!;
    expect(legal.side.map((a) => a.line)).toEqual(["end"]);
    const rojas = legal.markers.find((m) => m.label === "Rojas")!;
    expect(rojas.actions).toContainEqual({
      verb: "board",
      line: `board ${rojas.number}`,
      command: { verb: "board", who: rojas.number },
    });
    expect(legal.markers.find((m) => m.label === "Osaka")!.actions).toEqual([]);
    // By hex: the side's dummies (first-boarding's markers wait outside, so none travels yet).
    expect(legal.patterns.map((p) => p.form)).toEqual(["dummy HEX"]);
    expect(legal.patterns[0]!.hexes.length).toBeGreaterThan(0);
    expect(answer(await game.ask("legal Rojas")).legal).toEqual({ markers: [rojas], side: [], patterns: [] });
    expect(answer(await game.ask("legal Nobody"))).toMatchObject({ ok: false, code: "no-such-marker" });
    // Every query reads WHO as a command does (one reading, the seat's): in any case, by ?N too.
    for (const query of ["reach", "legal", "devices"]) {
      const named = answer(await game.ask(`${query} Rojas`));
      for (const who of ["rojas", "ROJAS", `?${rojas.number}`]) {
        const other = answer(await game.ask(`${query} ${who}`));
        expect(other.ok, `${query} ${who}: ${other.reason}`).toBe(true);
        expect({ ...other, command: query }).toEqual({ ...named, command: query });
      }
    }
    const ended = answer(await game.ask("end"));
    expect(ended).toMatchObject({ ok: true, turn: { toMove: "yellow" } });
    const { rest, code } = await game.close();
    expect(code).toBe(0);
    expect(rest.map(ending).map((m) => [m.type, m.side, m.over])).toEqual([
      ["end", "blue", false],
      ["end", "yellow", false],
    ]);
  });

  it("answers a malformed line with a code and goes on; never a stack trace", async () => {
    const game = live([...RUN, "--as", "blue"]);
    const bad = [
      ["{not json", "bad-json"],
      ["[1,2]", "unknown-command"],
      ["{}", "bad-request"],
      ['{"command":7}', "bad-request"],
      ['{"command":"end","secret":1}', "bad-request"],
      ['{"side":"green","command":"end"}', "bad-request"],
      ['{"side":"yellow","command":"end"}', "wrong-side"],
      ["", "empty"],
      ["board Osaka Anne", "extra-words"],
    ] as const;
    for (const [line, code] of bad) {
      const refused = answer(await game.ask(line));
      expect(refused, line).toMatchObject({ ok: false, code });
      expect(refused.reason).not.toMatch(/\n|at .*\.js/);
    }
    expect(answer(await game.ask("board Osaka"))).toMatchObject({ ok: true });
    const { rest, code } = await game.close();
    expect(code).toBe(0);
    expect(rest.map(ending).map((m) => m.side)).toEqual(["blue"]);
  });

  it("closes on a line past the limit with one line and its end, while the peer still sends (exit 1)", async () => {
    const child = spawn(process.execPath, [BIN, ...RUN, "--as", "blue"], { stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.on("error", () => {});
    const out: string[] = [];
    const err: string[] = [];
    child.stdout.on("data", (d: Buffer) => out.push(d.toString()));
    child.stderr.on("data", (d: Buffer) => err.push(d.toString()));
    const exited = new Promise<number | null>((r) => child.on("exit", r));
    child.stdin.write("board Osaka\n");
    // Bytes and no newline, a chunk at a time until the process closes: it must end by itself.
    const chunk = "x".repeat(16 * 1024);
    let sent = 0;
    while (child.exitCode === null && sent < 64) {
      child.stdin.write(chunk);
      sent++;
      await new Promise((r) => setImmediate(r));
    }
    const code = await exited;
    const lines = out
      .join("")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(code).toBe(1);
    expect(lines.map((m) => [m.type, m.code])).toEqual([
      ["answer", undefined],
      ["answer", "line-too-long"],
      ["end", undefined],
    ]);
    answer(lines[1]!);
    ending(lines[2]!);
    expect(err.join("")).toBe(`<stdin>:2: a request line is at most ${64 * 1024} bytes; no more input was read\n`);
    child.stdin.destroy();
  });

  it("gives a side exactly the log its seat gives run --as SIDE --json, across its answers", () => {
    const lines = ["board Osaka", "board Rojas", "end", "end", "leave Osaka", "move Osaka e", "end", "end"];
    const run = spawnSync(process.execPath, [BIN, ...RUN], { input: lines.join("\n"), encoding: "utf8" });
    const messages = run.stdout
      .trim()
      .split("\n")
      .map((l) => parse(JSON.parse(l) as Record<string, unknown>));
    const script = join(mkdtempSync(join(tmpdir(), "derelict-protocol-")), "game.script");
    writeFileSync(script, lines.join("\n"));
    for (const side of ["blue", "yellow"] as const) {
      const seen = messages.filter((m) => m.side === side).flatMap((m) => m.events ?? []);
      const r = derelict(["run", "first-boarding", "--seed", "4", "--script", script, "--as", side, "--json"]);
      expect(r.status, r.stderr).toBe(0);
      expect(seen).toEqual((JSON.parse(r.stdout) as { events: unknown }).events);
    }
  });

  it("rejects --protocol with --script, and a format it does not speak (exit 2)", () => {
    expect(derelict([...RUN, "--script", "x"]).status).toBe(2);
    expect(derelict(["run", "first-boarding", "--protocol", "xml"]).status).toBe(2);
  });

  it("the request schema takes what the protocol reads", () => {
    expect(requestSchema.safeParse({ side: "blue", command: "end" }).success).toBe(true);
    expect(requestSchema.safeParse({ view: true }).success).toBe(true);
    expect(requestSchema.safeParse({ command: "end", secret: 1 }).success).toBe(false);
  });

  it("reads a JSON request line as its schema does: the hand-written reader takes exactly what the schema takes", () => {
    const requests: unknown[] = [
      {},
      { command: "end" },
      { side: "yellow", command: "view", view: true },
      { view: true },
      { view: false },
      { side: "blue" },
      { side: "red", command: "end" },
      { side: 1, view: true },
      { command: 5 },
      { command: null },
      { view: "yes" },
      { command: "end", secret: 1 },
      { side: "blue", view: true, command: "legal" },
      // A command as data: the schema takes those the reader reads and does not refuse (a verb's
      // wrong fields are a request all the same, answered by a refusal with its code).
      { command: { verb: "end" } },
      { side: "blue", command: { verb: "board", who: "Osaka" }, view: true },
      { command: { verb: "move", who: 3, ways: ["e", "up"] } },
      { command: { verb: "fly" } },
      { command: { verb: "move", who: 3 } },
      { command: { verb: "end", secret: 1 } },
      { command: {} },
      { command: [1] },
    ];
    for (const r of requests) {
      const read = parseRequest(JSON.stringify(r));
      expect(["error" in read || "refused" in read, r]).toEqual([!requestSchema.safeParse(r).success, r]);
    }
  });

  it.each(jsonSchemaFiles(PROTOCOL_FORMATS).map((f) => [f.file, f.text] as const))(
    "docs/schema/%s is up to date (else: npm run schemas)",
    (file, text) => expect(readFileSync(join(SCHEMA_DIR, file), "utf8")).toBe(text),
  );
});

describe("the Node client (docs/examples/client.mjs)", () => {
  it("plays blue against the bot to the end", { timeout: 120_000 }, () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, "docs", "examples", "client.mjs"), process.execPath, BIN, ...RUN, "--as", "blue"],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const end = endSchema.parse(JSON.parse(r.stdout.trim()));
    expect(end).toMatchObject({ side: "blue", over: true });
    expect(end.result).not.toBeNull();
  });
});

describe("run --save FILE", () => {
  it("writes a save that replay reads, from a script and over the protocol", { timeout: 120_000 }, () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-save-"));
    const script = join(folder, "game.script");
    // Played to the end (the turn limit): a side's replay of an unfinished game needs its passphrase.
    writeFileSync(script, ["board Osaka", "end", "end", "leave Osaka", ...Array<string>(46).fill("end")].join("\n"));
    const saved = join(folder, "scripted.derelict");
    expect(derelict(["run", "first-boarding", "--seed", "4", "--script", script, "--save", saved]).status).toBe(0);
    const replay = derelict(["replay", saved, "--as", "blue", "--json"]);
    expect(replay.status, replay.stderr).toBe(0);
    const log = JSON.parse(replay.stdout) as { count: number; steps: { events: { kind: string }[] }[] };
    expect(log.count).toBeGreaterThan(45);
    expect(log.steps.flatMap((s) => s.events.map((e) => e.kind))).toEqual(
      expect.arrayContaining(["board", "turn-ended"]),
    );
    const streamed = join(folder, "streamed.derelict");
    const r = spawnSync(process.execPath, [BIN, ...RUN, "--save", streamed], {
      input: `board Osaka\n${"end\n".repeat(50)}`,
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    const again = derelict(["replay", streamed, "--as", "blue", "--json"]);
    expect(again.status, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { count: number }).count).toBeGreaterThan(1);
  });

  it("saves a scenario made from flags: its file written beside the saves, the game replayed from it", () => {
    const data = mkdtempSync(join(tmpdir(), "derelict-save-"));
    const script = join(data, "ends.script");
    writeFileSync(script, "end\nend\n");
    const saved = join(data, "quick.derelict");
    const flags = ["--ship", "small", "--blue", "colonials:25", "--yellow", "saurs", "--turns", "1"];
    const env = { XDG_DATA_HOME: data };
    const r = derelict(["run", ...flags, "--seed", "3", "--script", script, "--save", saved], env);
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(join(data, "derelict", "saves", "quick"))).toEqual([expect.stringMatching(/^quick-.*\.yaml$/)]);
    const replay = derelict(["replay", saved, "--as", "referee", "--json"], env);
    expect(replay.status, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({
      scenario: "Quick: Colonials 25 vs Saurs 25 on small",
      over: true,
      seed: "3",
    });
  });

  it("a save that cannot be written: one line, exit 1", () => {
    const file = join(mkdtempSync(join(tmpdir(), "derelict-save-")), "a-file");
    writeFileSync(file, "");
    const r = derelict(["run", "first-boarding", "--save", join(file, "under.derelict")]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
