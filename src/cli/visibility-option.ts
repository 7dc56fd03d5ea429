// `--visibility open|fog` of play and run: overrides the scenario's (docs/RULES.md, section 6).
// The start menu's way in loads no engine (test/cli/startup-imports.test.ts): the two names are written here.
import type { Visibility } from "../engine/state.js";
import { usageMistake } from "./failure.js";

export const VISIBILITY_HELP =
  "open (every marker on both maps, numbered; what is under each is secret) or fog (enemy markers only in sight); default: the scenario's, open unless it says";

/** The visibility given, or a usage error naming the two there are. */
export function checkedVisibility(text: string): Visibility {
  if (text === "open" || text === "fog") return text;
  throw usageMistake(`--visibility takes open or fog, not '${text}'`);
}
