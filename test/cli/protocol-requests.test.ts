// The protocol's requests beyond a line: commands as data (one shape per verb, src/cli/command-schema.ts),
// `reset [SEED]` (a new game in the same process) and `help` (the command language and queries as data).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandSchema, readCommand } from "../../src/cli/command-schema.js";
import { answerSchema, endSchema } from "../../src/cli/protocol-schema.js";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { COMMAND_HELP } from "../../src/play/command-help.js";
import { Session } from "../../src/play/session.js";
import { VERBS } from "../../src/play/verbs/index.js";
import { seating } from "../../src/seating/seats.js";
import { ROOT } from "./built-cli.js";

const BIN = join(ROOT, "bin", "derelict.js");

/** Every line a protocol process writes for INPUT, held to the schemas. */
function protocol(input: readonly string[], args: readonly string[] = []) {
  const r = spawnSync(process.execPath, [BIN, "run", "first-boarding", "--seed", "4", "--protocol", "jsonl", ...args], {
    input: input.map((l) => `${l}\n`).join(""),
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    answers: lines.filter((m) => m.type === "answer").map((m) => answerSchema.parse(m)),
    ends: lines.filter((m) => m.type === "end").map((m) => endSchema.parse(m)),
  };
}

/** An answer without what names the request (to compare a line's answer with its data's). */
const unnamed = ({ command: _c, ...rest }: Record<string, unknown>) => rest;

describe("commands as data", { timeout: 60_000 }, () => {
  it("takes every command legal offers as it stands, through the schema, unchanged", () => {
    const loaded = loadScenarioFile(join(PACKAGE_ROOT, "scenarios", "bridge-fight.yaml"));
    if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
    const session = new Session({ ...loaded.value, seed: "data" });
    const { seats } = seating(session);
    const verbs = new Set<string>();
    for (let step = 0; step < 40 && !session.over; step++) {
      const seat = seats[session.toMove];
      const legal = seat.legal();
      const actions = [...legal.markers.flatMap((m) => m.actions), ...legal.side];
      for (const a of actions) {
        verbs.add(a.verb);
        expect(readCommand(a.command)).toEqual({ command: a.command });
        expect(commandSchema.parse(a.command)).toEqual(a.command);
      }
      // A marker's first offer, else the side's own (end): played as data, the game moves on.
      const pick = actions.find((a) => a.verb !== "end" && a.verb !== "ready") ?? actions[0]!;
      expect(seat.act(commandSchema.parse(pick.command)).ok).toBe(true);
      if (step % 3 === 2 && !session.over) seat.play("end");
    }
    expect(verbs.size).toBeGreaterThan(3);
  });

  it("plays a command given as data as its line plays it, and refuses a bad one with the line's codes", () => {
    const asLines = protocol(["board Osaka", "move Osaka e", "legal"]);
    const asData = protocol([
      '{"command":{"verb":"board","who":"Osaka"}}',
      '{"command":{"verb":"move","who":"Osaka","ways":["e"]}}',
      "legal",
    ]);
    expect(asData.answers.map(unnamed)).toEqual(asLines.answers.map(unnamed));
    expect(asData.answers[0]!.command).toEqual({ verb: "board", who: "Osaka" });
    const refused = protocol([
      '{"command":{"verb":"fly","who":3}}',
      '{"command":{"verb":"move","who":3}}',
      '{"command":{"verb":"move","who":3,"ways":["sideways"]}}',
      '{"command":{"verb":"end","\\u001b[31m":1}}',
      '{"command":{"verb":"board","who":"Os\\u001baka"}}',
      '{"command":{"verb":"board","who":"Nobody"}}',
      '{"side":"yellow","command":{"verb":"end"}}',
    ]).answers;
    expect(refused.map((a) => [a.ok, a.code])).toEqual([
      [false, "unknown-command"],
      [false, "usage"],
      [false, "usage"],
      [false, "usage"],
      [false, "usage"],
      [false, "no-such-marker"],
      [false, "not-your-turn"],
    ]);
    // A refused command as data is not echoed, and nothing of a peer's control characters comes back.
    expect(refused[1]).not.toHaveProperty("command");
    for (const a of refused) expect(a.reason).not.toMatch(/[\u0000-\u001f]/u);
    expect(refused[1]!.reason).toMatch(/^move: ways: /);
  });
});

describe("reset [SEED]", { timeout: 60_000 }, () => {
  it("starts the same scenario afresh in the same process: from SEED as a new process would, or from fresh bits", () => {
    const fresh = protocol(["view", "legal"], ["--as", "blue"]).answers;
    const { answers, ends } = protocol(
      ["board Osaka", "end", "reset 4", "view", "legal", "reset", "view"],
      ["--as", "blue"],
    );
    const [, , reset, view, legal, again, other] = answers;
    expect(reset).toMatchObject({
      ok: true,
      command: "reset 4",
      visibility: "open",
      turn: { turn: 1, toMove: "blue" },
    });
    // The game reset from 4 is the one a process given --seed 4 starts (its news: the bot's turn, if it went first).
    const { visibility, ...first } = unnamed(fresh[0]!);
    expect(visibility).toBe("open");
    expect(unnamed(view!)).toEqual(first);
    expect(legal!.legal).toEqual(fresh[1]!.legal);
    expect(again).toMatchObject({ ok: true, turn: { turn: 1 } });
    expect(other!.view!.own.every((m) => m.where.at === "outside")).toBe(true);
    expect(ends.map((e) => [e.side, e.turn.turn])).toEqual([["blue", 1]]);
  });

  it("is refused with --save (a save holds one game), and takes no flags of its own", () => {
    const folder = join(ROOT, "node_modules", ".cache", "derelict-reset-test");
    const { answers } = protocol(["reset 5", "board Osaka"], ["--save", join(folder, `s-${process.pid}.derelict`)]);
    expect(answers[0]).toMatchObject({ ok: false, code: "usage" });
    expect(answers[1]).toMatchObject({ ok: true });
  });
});

describe("help", { timeout: 60_000 }, () => {
  it("gives every verb with its line form and its fields as data, the queries and the requests, each answered", () => {
    const { answers } = protocol(["help", "help me"]);
    const help = answers[0]!.help!;
    expect(answers[1]).toMatchObject({ ok: false, code: "usage" });
    expect(help.commands.map((c) => c.verb)).toEqual(VERBS.map((v) => v.verb));
    expect(help.commands.map((c) => c.usage)).toEqual(COMMAND_HELP.slice(0, -1).map((h) => h.usage));
    const move = help.commands.find((c) => c.verb === "move")!;
    expect(move).toMatchObject({ fields: ["verb", "who", "ways"], optional: [] });
    expect(help.commands.find((c) => c.verb === "leave")!.optional).toEqual(["hex"]);
    // Each query and request it lists is one the protocol answers (not an unknown command).
    const asked = [...help.queries, ...help.requests].map((q) =>
      q.usage
        .replace(/\[.*\]/, "")
        .replace("WHO", "Osaka")
        .replace("fire|melee", "fire")
        .replace("TARGET", "?1")
        .trim(),
    );
    for (const a of protocol(asked).answers) expect([a.command, a.code]).not.toEqual([a.command, "unknown-command"]);
  });
});
