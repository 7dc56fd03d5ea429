// `derelict run SCENARIO --protocol jsonl --as SIDE --strength N`: the computer at strength N plays the
// other side instead of the bot, its turn held to its whole think time (its timing tells nothing).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { answerSchema } from "../../src/cli/protocol-schema.js";
import { THINK_MS } from "../../src/ai/search/strength.js";
import { derelict, ROOT } from "./built-cli.js";

const BIN = join(ROOT, "bin", "derelict.js");
const RUN = ["run", "first-boarding", "--seed", "4", "--protocol", "jsonl"];

/** The answer to LINE from a protocol process with ARGS, and how long it took to come. */
async function timed(args: readonly string[], line: string): Promise<{ answer: unknown; ms: number }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  // The first answer (a view) once the process is up, so the time counts the turn alone.
  child.stdin.write('{"view":true}\n');
  await lines.next();
  const t0 = performance.now();
  child.stdin.write(`${line}\n`);
  const next = await lines.next();
  const ms = performance.now() - t0;
  child.stdin.end();
  for (let n = await lines.next(); !n.done; n = await lines.next());
  return { answer: JSON.parse(next.value as string), ms };
}

describe("run --protocol jsonl --as SIDE --strength N", { timeout: 60_000 }, () => {
  it("the computer at strength 4 plays the other side, its turn taking its whole think time", async () => {
    const { answer, ms } = await timed([...RUN, "--as", "blue", "--strength", "4"], "end");
    const a = answerSchema.parse(answer);
    expect(a).toMatchObject({ ok: true, side: "blue", turn: { turn: 2, toMove: "blue" } });
    // Yellow's turn was played (it ended it) before blue's answer came, and took its whole budget.
    expect(a.events!.some((e) => e.kind === "turn-ended" && /yellow ends turn 1/.test(e.text))).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(THINK_MS[4] - 5);
  });

  it("refuses --strength without --as, and a strength out of range (exit 2)", () => {
    const alone = derelict([...RUN, "--strength", "4"]);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toMatch(/--strength with --protocol goes with --as blue or yellow/);
    expect(derelict([...RUN, "--as", "blue", "--strength", "5"]).status).toBe(2);
  });
});
