// A bug inside the engine while `derelict run` plays a script: exit 70, one line calling it a bug,
// the stack only with DERELICT_DEBUG=1; never a refusal that names the script line as the user's mistake.
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";

// A bug planted in the engine's move rule (its registry entry): it throws while `trap.on`.
const trap = vi.hoisted(() => ({ on: false }));
vi.mock("../../src/engine/actions/move.js", async (original) => {
  const real = await original<typeof import("../../src/engine/actions/move.js")>();
  return {
    ...real,
    MOVE: {
      ...real.MOVE,
      play: (...args: Parameters<typeof real.MOVE.play>) => {
        if (trap.on) throw new Error("a planted bug");
        return real.MOVE.play(...args);
      },
    },
  };
});

const EXAMPLES = join(import.meta.dirname, "..", "..", "docs", "examples");

async function run(env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  const err = vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => {
    stderr += String(c);
    return true;
  });
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const before = { ...process.env };
  Object.assign(process.env, env);
  process.exitCode = 0;
  try {
    trap.on = true;
    await main([
      "node",
      "derelict",
      "run",
      join(EXAMPLES, "hide-and-seek.yaml"),
      "--script",
      join(EXAMPLES, "hide-and-seek.script"),
    ]);
    return { code: Number(process.exitCode), stderr };
  } finally {
    trap.on = false;
    process.exitCode = 0;
    process.env = before;
    err.mockRestore();
    out.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("an internal error on the command line", () => {
  it("exits 70 with one line naming it a bug", async () => {
    const r = await run();
    expect(r.code).toBe(70);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^derelict: internal error, a bug in derelict and not your mistake: a planted bug\./);
  });

  it("adds the stack with DERELICT_DEBUG=1", async () => {
    const r = await run({ DERELICT_DEBUG: "1" });
    expect(r.code).toBe(70);
    expect(r.stderr).toMatch(/\n\s+at /);
  });
});
