// examples/python: a client outside TypeScript plays a whole game over the protocol, every message checked against docs/schema.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { ROOT } from "../cli/built-cli.js";

const hasPython = spawnSync("python3", ["--version"]).status === 0;
const BIN = join(ROOT, "bin", "derelict.js");
const FOLDER = join(ROOT, "examples", "python");
const GAME = [process.execPath, BIN, "run", "first-boarding", "--seed", "4", "--protocol", "jsonl"];

function python(args: string[], input?: string) {
  return spawnSync("python3", args, { encoding: "utf8", timeout: 120_000, input });
}

describeWith("python3", hasPython, "the Python client (examples/python)", () => {
  it("plays a whole game, both sides, and every message it sent and read fits its schema", { timeout: 120_000 }, () => {
    const r = python([join(FOLDER, "play.py"), "--seed", "2", "--", ...GAME]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const checked = lines.pop() as { checked: Record<string, number> };
    expect(lines.map((e) => [e.side, e.over])).toEqual([
      ["blue", true],
      ["yellow", true],
    ]);
    expect(lines[0]!.result).not.toBeNull();
    expect(lines[1]!.result).toEqual(lines[0]!.result);
    for (const kind of ["request", "answer", "view", "event", "end"]) expect(checked.checked[kind]).toBeGreaterThan(0);
    expect(checked.checked.end).toBe(2);
  });

  it("its schema checker refuses a message that breaks the schema, naming where", () => {
    const schema = join(ROOT, "docs", "schema", "protocol-answer.schema.json");
    const answer = spawnSync(process.execPath, [BIN, "run", "first-boarding", "--seed", "4", "--protocol", "jsonl"], {
      encoding: "utf8",
      input: '{"view":true}\n',
    }).stdout.split("\n")[0]!;
    expect(python([join(FOLDER, "schema.py"), schema], answer).stdout.trim()).toBe("valid");
    const broken = { ...(JSON.parse(answer) as Record<string, unknown>), side: "green" };
    const r = python([join(FOLDER, "schema.py"), schema], JSON.stringify(broken));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^invalid: \/side: expected one of \["blue", ?"yellow"\]/);
    const noType = { ...(JSON.parse(answer) as Record<string, unknown>) };
    delete noType.type;
    expect(python([join(FOLDER, "schema.py"), schema], JSON.stringify(noType)).stdout).toMatch(
      /expected the field 'type'/,
    );
  });
});
