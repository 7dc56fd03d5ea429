// Keys that do the same on the play and deploy screens: a dummy off, marker numbers, the pages
// (help, messages, objectives), the command line, quit.
import type { OwnMarker } from "../seat/index.js";
import type { CommandName } from "./keymap.js";
import { ownName } from "./marks.js";
import type { PlayContext } from "./play-context.js";

/** The keys the play and deploy screens share: a dummy off, numbers, the pages, the command line, quit. True when handled. */
export function sharedKey(ctx: PlayContext, command: CommandName | undefined, marker: OwnMarker | undefined): boolean {
  const { ui } = ctx;
  const warn = (text: string): true => {
    ui.message = { text, warn: true };
    return true;
  };
  switch (command) {
    case "remove-dummy":
      if (!marker) return warn("you have no markers");
      if (marker.soldier) return warn(`${ownName(marker)} is a soldier: only dummies can be taken off`);
      ctx.run({ verb: "remove", who: marker.number });
      return true;
    case "numbers":
      ui.numbers = !ui.numbers;
      return true;
    case "messages":
    case "help":
    case "objectives":
      ctx.show(command);
      return true;
    case "command-line":
      ctx.sub = { kind: "line", text: "" };
      return true;
    case "quit":
      ctx.quit();
      return true;
    default:
      return false;
  }
}
