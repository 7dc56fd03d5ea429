// Tests that need a program of the system (tmux, util-linux `script`). Without it they are skipped
// on a developer's machine, saying so, and fail in CI (CI set, as .ci/run sets it), which must
// install it: a run that tested nothing in a real terminal must not pass there.
import { describe, it } from "vitest";

export function describeWith(tool: string, available: boolean, name: string, body: () => void): void {
  if (available) describe(name, body);
  else if (process.env.CI)
    describe(name, () => {
      it(`needs ${tool}`, () => {
        throw new Error(`${tool} is missing: CI must install it (.ci/run)`);
      });
    });
  else describe.skip(`${name} (skipped: ${tool} is missing here; in CI this fails)`, body);
}
