// The introduction won by keys alone in a real terminal at 80x24 (issue 17, "Done when"): the four
// Marines board, travel with the cursor (t) through the cargo hold, open the engine room's door and
// shoot every Norx with the target cursor (f), blue steps through what it saw (S); yellow only ends its
// turns. The line was found with the engine (`derelict run` with seed 17 wins in turn 6); a turn's keys
// are typed in one go, as a player typing ahead would, and the test waits only at the handovers.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, skipPassphrases, type Pane } from "./tmux.js";

const home = mkdtempSync(join(tmpdir(), "derelict-e2e-win-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config") };
const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

/**
 * One order: `'NAME` Enter selects the soldier by name, then the keys. In the keys `t...` travels:
 * the cursor goes the route's way one hex a key (y u l n b h: nw ne e se sw w), Enter walks there.
 */
function order(p: Pane, name: string, keys: string): void {
  p.type(`'${name}`);
  p.keys("Enter");
  for (const part of keys.split(" ")) {
    if (part.startsWith("t")) {
      p.type(part);
      p.keys("Enter");
    } else if (part === "f") {
      // The first target offered is the nearest the soldier can hit.
      p.type("f");
      p.keys("Enter");
    } else p.type(part);
  }
}

/** Blue ends its turn; yellow reads what it saw (if anything) and ends its own; blue is back at the keyboard. */
async function yellowPasses(p: Pane): Promise<string> {
  p.type("E");
  await p.waitFor("(y/n)");
  p.type("y");
  await p.waitFor("YELLOW TO MOVE");
  p.keys("Enter");
  const opened = await p.waitFor(/What you saw during blue's turn|Nothing of blue's turn/);
  if (opened.includes("What you saw")) p.keys("Enter");
  p.type("E");
  await p.waitFor("(y/n)");
  p.type("y");
  await p.waitFor("BLUE TO MOVE");
  p.keys("Enter");
  return p.waitFor(/What you saw during yellow's turn|Nothing of yellow's turn/);
}

describeWith("tmux", hasTmux, "the introduction won in a real terminal", () => {
  it("wins the introduction at 80x24 by keys alone: travel, targeting and the step-through", async () => {
    const p = openPane("node bin/derelict.js play introduction --seed 17 --no-save", env, 80, 24);
    panes.push(p);
    await skipPassphrases(p);
    await p.waitFor("Enter: on to the first handover");
    p.keys("Enter");
    await p.waitFor("BLUE TO MOVE");
    p.keys("Enter");
    await p.waitFor("Your objectives");
    p.keys("Enter");
    // Turn 1: all four into the cargo hold's air locks.
    for (const name of ["Osaka", "Menkovich", "Rojas", "Steinberger"]) order(p, name, "a");
    await p.waitFor("Steinberger enters lock 4");
    let seen = await yellowPasses(p);
    if (seen.includes("What you saw")) p.keys("Enter");
    // Turn 2: one out of each lock, down the catwalks.
    order(p, "Osaka", "a tbbn");
    order(p, "Rojas", "a tyuu");
    await p.waitFor("Rojas travelled 3 steps");
    seen = await yellowPasses(p);
    if (seen.includes("What you saw")) p.keys("Enter");
    // Turn 3: the other two out; all onto the hall across the hold.
    order(p, "Osaka", "tnbnl");
    order(p, "Menkovich", "a tbbn");
    order(p, "Rojas", "tyul");
    order(p, "Steinberger", "a tyuu");
    await p.waitFor("Steinberger travelled 3 steps");
    seen = await yellowPasses(p);
    if (seen.includes("What you saw")) p.keys("Enter");
    // Turn 4: east along the hall.
    order(p, "Osaka", "tllll");
    order(p, "Rojas", "tllll");
    order(p, "Menkovich", "tnbnl");
    order(p, "Steinberger", "tyull");
    await p.waitFor("Steinberger travelled 4 steps");
    seen = await yellowPasses(p);
    if (seen.includes("What you saw")) p.keys("Enter");
    // Turn 5: Osaka opens the engine room's west door; he and Rojas fire; the others close up.
    order(p, "Osaka", "tlll ol f");
    order(p, "Rojas", "f");
    order(p, "Menkovich", "tllll");
    order(p, "Steinberger", "tll");
    await p.waitFor("Steinberger travelled 2 steps");
    seen = await yellowPasses(p);
    // Turn 6: blue steps through what it saw of yellow's turn (broken Norx running), then the last three shots.
    expect(seen).toContain("What you saw during yellow's turn");
    p.type("S");
    await p.waitFor("WHAT YOU SAW");
    p.keys("End");
    await p.waitFor(/step (\d+) of \1/);
    p.keys("Escape");
    await p.waitFor("Track sheet");
    order(p, "Osaka", "f");
    order(p, "Rojas", "tllll f");
    order(p, "Menkovich", "tllll f");
    const over = await p.waitFor("GAME OVER");
    expect(over).toMatch(/blue wins|you win/i);
    expect(over).toContain("no yellow soldier is left aboard");
    p.type("Q");
    await p.waitFor("EXITED 0");
  }, 120_000);
});
