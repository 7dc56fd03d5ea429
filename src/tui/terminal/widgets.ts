// The two blessed widgets the game draws with, the screen and the box, loaded one by one from
// blessed's private modules: blessed's index loads all of its forty widgets first, a good part of
// the time to the first screen. Those modules are plain constructors that also work without
// `new`; the types are those of the index.
import type blessed from "blessed";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const screen = require("blessed/lib/widgets/screen") as typeof blessed.screen;
export const box = require("blessed/lib/widgets/box") as typeof blessed.box;
