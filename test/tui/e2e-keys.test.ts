// The built game in tmux at 80x24 and 100x32, played by keys alone as a roguelike player would
// (issue 17): select by name, travel with the cursor, open a door, fire with the target cursor, and
// step through the enemy's turn. Key screens are kept as fixtures (test/tui/fixtures/screens; a fixed
// seed, no save); DERELICT_UPDATE_SCREENS=1 writes them afresh.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, skipPassphrases, type Pane } from "./tmux.js";

const SCREENS = join(import.meta.dirname, "fixtures", "screens");
const home = mkdtempSync(join(tmpdir(), "derelict-e2e-keys-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config") };
const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

/** The screen against its fixture, trailing spaces aside. */
function keep(name: string, text: string): void {
  const file = join(SCREENS, `${name}.txt`);
  const shown = text
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trimEnd();
  if (process.env.DERELICT_UPDATE_SCREENS === "1" || !existsSync(file)) writeFileSync(file, `${shown}\n`);
  expect(shown).toBe(readFileSync(file, "utf8").trimEnd());
}

describeWith("tmux", hasTmux, "roguelike keys in a real terminal", () => {
  for (const [cols, rows] of [
    [80, 24],
    [100, 32],
  ] as const)
    it(`travels, fires and steps through the enemy's turn by keys at ${cols}x${rows}`, async () => {
      const p = openPane(
        "node bin/derelict.js play test/tui/fixtures/contact.yaml --seed 7 --no-save",
        env,
        cols,
        rows,
      );
      panes.push(p);
      const size = `${cols}x${rows}`;
      await skipPassphrases(p);
      await p.waitFor("BLUE TO MOVE");
      p.keys("Enter");
      await p.waitFor("Track sheet");
      // Quillfeather travels two hexes west with the cursor: t, h h, Enter.
      p.type("'Quill");
      p.keys("Enter");
      await p.waitFor(/> ?\d+ Quillfeather/);
      p.type("thh");
      p.keys("Enter");
      keep(`travel-${size}`, await p.waitFor("Quillfeather travelled 2 steps"));
      // Zephyrine opens the engine room's door and fires at what she sees.
      p.type("'Zeph");
      p.keys("Enter");
      await p.waitFor(/> ?\d+ Zephyrine/);
      p.type("ol");
      await p.waitFor(/--more--|revealed/);
      p.keys("Space");
      p.type("f");
      keep(`aim-${size}`, await p.waitFor(/Fire at Norx \w+ 99:\d{4}/));
      p.keys("Enter");
      await p.waitFor(/Zephyrine fires at/);
      p.type("E");
      await p.waitFor("(y/n)");
      p.type("y");
      // Yellow: what it saw, then a marker moves in blue's sight.
      await p.waitFor("YELLOW TO MOVE");
      p.keys("Enter");
      if ((await p.waitFor(/What you saw during blue's turn|Nothing of blue's turn/)).includes("What you saw"))
        p.keys("Enter");
      await p.waitForGone("What you saw");
      p.type(":move Vorhaxx nw");
      p.keys("Enter");
      await p.waitFor(/Vorhaxx 99:\d{4} -> 99:/);
      p.type("Ey");
      await p.waitFor("BLUE TO MOVE");
      p.keys("Enter");
      await p.waitFor("What you saw during yellow's turn");
      p.type("S");
      const step = await p.waitFor("WHAT YOU SAW");
      expect(step).not.toMatch(/Grimbolt|Vorhaxx/);
      p.keys("End");
      keep(`seen-${size}`, await p.waitFor(/step (\d+) of \1/));
      p.keys("Escape");
      await p.waitFor("Track sheet");
      p.keys("C-c");
      await p.waitFor("EXITED 0");
    }, 120_000);

  it("draws the unlock prompt of a protected save at once after --resume, before any key", async () => {
    const data = mkdtempSync(join(tmpdir(), "derelict-e2e-unlock-"));
    const vars = { ...env, XDG_DATA_HOME: data };
    const p = openPane("node bin/derelict.js play test/tui/fixtures/duel.yaml --seed 7", vars, 80, 24);
    panes.push(p);
    await p.waitFor("BLUE PLAYER");
    p.type("bpw");
    p.keys("Enter");
    await p.waitFor("Type the same passphrase again");
    p.type("bpw");
    p.keys("Enter");
    await p.waitFor("YELLOW PLAYER");
    p.type("ypw");
    p.keys("Enter");
    await p.waitFor("Type the same passphrase again");
    p.type("ypw");
    p.keys("Enter");
    await p.waitFor("BLUE TO MOVE");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
    const q = openPane("node bin/derelict.js play --resume", vars, 80, 24);
    panes.push(q);
    // No key is sent: the prompt must be on the screen by itself (issue 17, finding 10).
    expect(await q.waitFor("THE SAVED GAME IS LOCKED")).toMatch(/passphrase: _/);
    q.keys("C-c");
    await q.waitFor("EXITED");
  }, 120_000);
});
