// Issue 33: the track sheet tells each soldier's state on his row (ambush, wounded, broken): in letters
// after the name at 80x24, in words on the wide panel from 120 columns. In a real terminal (tmux).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { hasTmux, openPane, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-sheet-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data"), NO_COLOR: "1" };

afterAll(() => panes.forEach((p) => p.kill()));

/** The track sheet's row of the wounded Marine, before and after he lies in ambush. */
async function rows(cols: number, lines: number): Promise<[string, string]> {
  const command =
    "node bin/derelict.js play test/tui/fixtures/wounded.yaml --vs-computer yellow --strength 1 --seed 7 --no-save";
  const p = openPane(command, env, cols, lines);
  panes.push(p);
  let screen = await p.waitFor(/Track sheet|Your objectives/);
  for (let i = 0; i < 3 && /Your objectives/.test(screen); i++) {
    p.keys("Enter");
    screen = await p.waitFor(/Track sheet|Your objectives/);
  }
  const row = (s: string) =>
    s
      .split("\n")
      .find((l) => /> 3 Quill/.test(l))!
      .replace(/^.*> 3/, "> 3");
  const before = row(await p.waitFor("> 3 Quill"));
  p.type("A");
  const after = row(await p.waitFor(/> 3 Quill[^\n]*(AW|ambush)/));
  return [before, after];
}

describeWith("tmux", hasTmux, "the track sheet's rows", () => {
  it("say wounded and ambush in letters at 80x24", { timeout: 90_000 }, async () => {
    const [before, after] = await rows(80, 24);
    expect(before).toMatch(/^> 3 Quillfeat… W +2 90:0806$/);
    expect(after).toMatch(/^> 3 Quillfea… AW +0 90:0806$/);
  });

  it(
    "say them in words where the wider panel has room: one at 120x40, both at 160x50",
    { timeout: 90_000 },
    async () => {
      const [before, after] = await rows(120, 40);
      expect(before).toMatch(/^> 3 Quillfeather +2 90:0806 wounded$/);
      expect(after).toMatch(/^> 3 Quillfea… AW +0 90:0806$/);
      const [, wide] = await rows(160, 50);
      expect(wide).toMatch(/^> 3 Quillfeather +0 90:0806 ambush wounded$/);
    },
  );
});
