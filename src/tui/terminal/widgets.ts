// The two blessed widgets the game draws with, the screen and the box, loaded one by one from
// blessed's private modules: blessed's index loads all of its forty widgets first, a good part of
// the time to the first screen. Those modules are plain constructors that also work without
// `new`; the types are those of the index.
import type blessed from "blessed";
import { createRequire } from "node:module";
import { terminalText } from "./plain-text.js";

const require = createRequire(import.meta.url);

export const screen = require("blessed/lib/widgets/screen") as typeof blessed.screen;
const rawBox = require("blessed/lib/widgets/box") as typeof blessed.box;

/**
 * A box whose every content passes the terminal's one sanitiser (./plain-text.ts) on its way in: no
 * string from a file or a peer reaches the terminal with a control character, wherever it was drawn.
 */
export const box = ((options?: blessed.Widgets.BoxOptions) => {
  const made = rawBox({
    ...options,
    ...(options?.content === undefined ? {} : { content: terminalText(options.content) }),
  });
  // blessed calls it with more arguments of its own (keep the lines' positions, no tags): passed on as they come.
  const set = made.setContent.bind(made) as (content: string, ...rest: unknown[]) => void;
  made.setContent = ((content: string, ...rest: unknown[]) =>
    set(terminalText(content), ...rest)) as typeof made.setContent;
  return made;
}) as typeof blessed.box;
