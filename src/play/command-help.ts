// The command language's help, one entry a verb, read from the registry (src/play/verbs/): the help
// screen shows it and docs/SCRIPTS.md is checked against it. The entries load no engine, so the help
// screen can show it before a game (test/cli/startup-imports.test.ts).
import type { Help } from "./verb.js";
import { VERBS } from "./verbs/index.js";

export type { Help } from "./verb.js";

/** A help entry per verb, then what WHO and HEX are. */
export const COMMAND_HELP: readonly Help[] = [
  ...VERBS.map((v) => v.help),
  {
    usage: "WHO",
    about:
      "a marker number (7 or ?7), a soldier's name, a dummy's label (d1, d2: its track-sheet label), or the hex your marker stands on; HEX is like 92:0305 or 90:0305@floor",
  },
];
