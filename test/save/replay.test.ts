// Replays: as one side saw the game (nothing more), or everything once it is over; headless, and stepped by keys.
import { afterAll, describe, expect, test } from "vitest";
import { replaySteps } from "../../src/save/replay-steps.js";
import { startSave, type Saver } from "../../src/save/index.js";
import { derelict } from "../cli/built-cli.js";
import { hasTmux, openPane, type Pane } from "../tui/tmux.js";
import { describeWith } from "../needs-tool.js";
import {
  FIRST_BOARDING,
  HIDE_AND_SEEK,
  HIDE_AND_SEEK_SCRIPT,
  TEST_KDF,
  play,
  scriptLines,
  session,
  tempFolder,
} from "./game-fixture.js";

const YELLOW_NAMES = /Grok|Vrask|Thrum|Harg/;

/** A saved hide-and-seek game: the script, then `ends` more turn ends (12 finish it). */
function savedGame(ends = 0, passphrases?: { blue?: string; yellow?: string }, visibility?: "fog") {
  const folder = tempFolder();
  const s = session(HIDE_AND_SEEK, 3, visibility);
  const saver = startSave(s, HIDE_AND_SEEK, {
    folder,
    fsync: false,
    ...(passphrases ? { passphrases, kdf: TEST_KDF } : {}),
  }) as Saver;
  play(s, scriptLines(HIDE_AND_SEEK_SCRIPT));
  for (let i = 0; i < ends && !s.over; i++) play(s, ["end"]);
  saver.close();
  return { path: saver.path, session: s };
}

describe("replay steps", () => {
  test("the referee gets every action; a side gets its own and what it saw of the enemy's (fog)", () => {
    const { session: s } = savedGame(0, undefined, "fog");
    const referee = replaySteps(s.setup, s.actions, "referee");
    expect(referee).toHaveLength(s.actions.length + 1);
    const blue = replaySteps(s.setup, s.actions, "blue");
    const own = s.actions.length - blue.filter((st) => st.by === "yellow").length;
    expect(blue.length).toBeLessThan(referee.length);
    expect(blue.filter((st) => st.by === "blue").length).toBeLessThanOrEqual(own);
    expect(blue.at(-1)!.view).toEqual(s.view("blue"));
    expect(blue.flatMap((st) => st.events)).toEqual(s.witnessed("blue"));
  });

  test("enemy moves a side never saw leave its replay byte for byte the same (fog); across an open table it sees them", () => {
    const open = [session(FIRST_BOARDING, 8), session(FIRST_BOARDING, 8)];
    const quiet = session(FIRST_BOARDING, 8, "fog");
    const busy = session(FIRST_BOARDING, 8, "fog");
    for (const s of [quiet, busy]) play(s, ["board Osaka", "end"]);
    // Deep in the engine room, out of blue's sight: some of these steps are legal.
    const moved = ["move Grok e", "move Grok w", "move Vrask e", "move Vrask w", "move Harg w", "move Thrum e"].filter(
      (c) => busy.command(c).ok,
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const s of [quiet, busy]) play(s, ["end", "end"]);
    const blue = (s: typeof quiet) => JSON.stringify(replaySteps(s.setup, s.actions, "blue"));
    expect(blue(busy)).toBe(blue(quiet));
    expect(busy.actions.length).toBeGreaterThan(quiet.actions.length);
    for (const s of open) play(s, ["board Osaka", "end"]);
    for (const c of moved) play(open[1]!, [c]);
    for (const s of open) play(s, ["end", "end"]);
    expect(blue(open[1]!)).not.toBe(blue(open[0]!));
    expect(replaySteps(open[1]!.setup, open[1]!.actions, "blue").filter((st) => st.by === "yellow").length).toBe(
      moved.length + 1,
    );
  });
});

describe("derelict replay", { timeout: 30_000 }, () => {
  const KEYS = { blue: "azure", yellow: "amber" };

  test("an unfinished game: a side's view only, with its own passphrase, never the referee's; the seed is not shown", () => {
    const { path, session: s } = savedGame(0, KEYS);
    const none = derelict(["replay", path]);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(
      `derelict: ${path}: this game is not over yet: say whose side to replay, --as blue or --as yellow\n`,
    );
    const ref = derelict(["replay", path, "--as", "referee"], { DERELICT_PASSPHRASE_BLUE: "azure" });
    expect(ref.status).toBe(2);
    expect(ref.stderr).toMatch(/not over yet: --as referee would show both sides' secrets/);
    expect(ref.stdout).toBe("");
    const blue = { DERELICT_PASSPHRASE: "azure" };
    const json = derelict(["replay", path, "--as", "blue", "--json"], blue);
    expect(json.status).toBe(0);
    const out = JSON.parse(json.stdout) as {
      as: string;
      over: boolean;
      count: number;
      steps: unknown[];
      seed?: string;
    };
    expect(out).toMatchObject({ as: "blue", over: false });
    expect(out.steps).toHaveLength(out.count);
    expect(out.steps).toEqual(JSON.parse(JSON.stringify(replaySteps(s.setup, s.actions, "blue"))));
    expect(out.seed).toBeUndefined();
    expect(json.stdout).not.toMatch(YELLOW_NAMES);
    expect(json.stdout).not.toContain('"seed"');
    const text = derelict(["replay", path, "--as", "blue"], blue);
    expect(text.stdout).toContain(`step ${out.count - 1} of ${out.count - 1}`);
    expect(text.stdout).toContain("Osaka");
    expect(text.stdout).not.toMatch(YELLOW_NAMES);
    const yellow = { DERELICT_PASSPHRASE_YELLOW: "amber" };
    const step = derelict(["replay", path, "--as", "yellow", "--step", "0"], yellow);
    expect(step.stdout.split("\n")[0]).toBe(
      "step 0 of " +
        (replaySteps(s.setup, s.actions, "yellow").length - 1) +
        "  turn 1  blue to move  (as yellow saw it)",
    );
    expect(step.stdout).toContain("Grok");
    expect(step.stdout).not.toContain("Osaka");
    const far = derelict(["replay", path, "--as", "yellow", "--step", "999"], yellow);
    expect(far.status).toBe(2);
    expect(far.stderr).toMatch(/--step takes 0 to \d+ for this game as yellow saw it, not 999/);
  });

  test("a side's replay opens with that side's passphrase alone: not without it, not with the enemy's", () => {
    const { path } = savedGame(0, KEYS);
    const locked = derelict(["replay", path, "--as", "blue"]);
    expect(locked.status).toBe(1);
    expect(locked.stderr).toBe(
      `derelict: ${path}: is protected: blue's replay opens with blue's passphrase (run it in a terminal to type it, or set DERELICT_PASSPHRASE_BLUE or DERELICT_PASSPHRASE)\n`,
    );
    const other = derelict(["replay", path, "--as", "blue"], { DERELICT_PASSPHRASE: "amber" });
    expect(other.status).toBe(1);
    expect(other.stderr).toBe(`derelict: ${path}: wrong passphrase: this is not blue's\n`);
    // With no --as, a side's own passphrase says whose replay it is.
    const own = derelict(["replay", path, "--step", "1"], { DERELICT_PASSPHRASE: "amber" });
    expect(own.status).toBe(0);
    expect(own.stdout).toContain("(as yellow saw it)");
  });

  test("an unfinished game with no passphrases: no side's replay, since nothing tells the players apart", () => {
    const { path } = savedGame();
    const r = derelict(["replay", path, "--as", "yellow"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `derelict: ${path}: this game is not over yet and yellow set no passphrase, so nothing tells yellow's player from the other: yellow's replay opens once the game is over\n`,
    );
    expect(r.stdout).toBe("");
  });

  test("a finished game: fully revealed by default, with the seed", () => {
    const { path, session: s } = savedGame(12);
    expect(s.over).toBe(true);
    const r = derelict(["replay", path, "--json", "--step", String(s.actions.length)]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      as: string;
      seed: string;
      step: { over: boolean; view: { blue: unknown; yellow: unknown } };
    };
    expect(out).toMatchObject({ as: "referee", seed: "3", step: { over: true } });
    expect(out.step.view.blue).toEqual(s.view("blue"));
    expect(out.step.view.yellow).toEqual(s.view("yellow"));
    const text = derelict(["replay", path]);
    expect(text.stdout).toMatch(/game over {2}\(referee: everything\)/);
    expect(text.stdout).toContain("Osaka");
    expect(text.stdout).toMatch(YELLOW_NAMES);
    expect(derelict(["replay", path, "--as", "yellow"]).status).toBe(0);
  });

  test("a finished protected game: revealed only with both passphrases", () => {
    const { path, session: s } = savedGame(12, KEYS);
    expect(s.over).toBe(true);
    const one = derelict(["replay", path], { DERELICT_PASSPHRASE_BLUE: "azure" });
    expect(one.status).toBe(1);
    expect(one.stderr).toBe(
      `derelict: ${path}: is protected: it opens with yellow's passphrase (run it in a terminal to type it, or set DERELICT_PASSPHRASE_YELLOW)\n`,
    );
    const both = derelict(["replay", path, "--json", "--step", "0"], {
      DERELICT_PASSPHRASE_BLUE: "azure",
      DERELICT_PASSPHRASE_YELLOW: "amber",
    });
    expect(both.status).toBe(0);
    expect(JSON.parse(both.stdout)).toMatchObject({ as: "referee", seed: "3", over: true });
    // A side's own replay still needs only its own.
    const blue = derelict(["replay", path, "--as", "blue", "--step", "0"], { DERELICT_PASSPHRASE: "azure" });
    expect(blue.status).toBe(0);
  });

  test("not a save", () => {
    const r = derelict(["replay", "package.json"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("derelict: package.json: is not a derelict save (it does not start with a save header)\n");
  });
});

describeWith("tmux", hasTmux, "in a real terminal", () => {
  const panes: Pane[] = [];
  afterAll(() => panes.forEach((p) => p.kill()));

  test("the arrow keys step forward and back", async () => {
    const { path } = savedGame(0, { blue: "azure" });
    const p = openPane(`node bin/derelict.js replay '${path}' --as blue`, { DERELICT_PASSPHRASE: "azure" }, 100, 40);
    panes.push(p);
    await p.waitFor(/step 0 of \d+/);
    p.keys("Right");
    await p.waitFor(/step 1 of \d+/);
    p.keys("Right");
    await p.waitFor(/step 2 of \d+/);
    p.keys("Left");
    const back = await p.waitFor(/step 1 of \d+/);
    expect(back).toContain("Since the step before:");
    p.keys("End");
    await p.waitFor(/step (\d+) of \1 /);
    p.keys("q");
    await p.waitFor("EXITED 0");
  }, 20_000);
});
