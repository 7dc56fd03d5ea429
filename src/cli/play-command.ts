// `derelict` and `derelict play`: until the game screen exists, a welcome and the bridge drawn.
import type { Command } from "commander";
import { colourLevel, palette } from "./colour.js";
import { loadModuleOrFail } from "./load-or-fail.js";
import { modulePage } from "./module-page.js";
import { printLines } from "./output.js";

export function addPlayCommand(program: Command): void {
  program
    .command("play")
    .description("the hot-seat game (not built yet: shows a welcome and the bridge)")
    .option("--no-color", "plain text, no colours")
    .action((opts: { color: boolean }) => {
      const p = palette(colourLevel(opts.color));
      const bridge = loadModuleOrFail("89");
      printLines([
        p.heading("Derelict: boarding actions on a dead spaceship, for two players at one keyboard."),
        "",
        "The game screen is not built yet, so there is nothing to play today.",
        "What works now: 'derelict maps list', 'derelict maps show ID', 'derelict ships list',",
        "'derelict ships show NAME' and 'derelict validate FILE...'. See README.md.",
        "",
        "Here is the bridge (derelict maps show 89):",
        "",
        ...modulePage(bridge, bridge.levels, p),
      ]);
    });
}
