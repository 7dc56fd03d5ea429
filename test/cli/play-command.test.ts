// `derelict play --resume` when no save loads: one line naming each file and why, exit 1, no stack.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { tempFolder } from "../save/game-fixture.js";
import { derelict } from "./built-cli.js";

test("play --resume with no save that loads, or a named save that does not: one line and exit 1", () => {
  const home = tempFolder();
  const saves = join(home, "data", "derelict", "saves");
  mkdirSync(saves, { recursive: true });
  writeFileSync(join(saves, "a.jsonl"), "junk\n");
  const env = { HOME: home, XDG_DATA_HOME: join(home, "data") };
  const r = derelict(["play", "--resume"], env);
  expect(r.status).toBe(1);
  expect(r.stderr).toBe(
    `derelict: ${saves}: holds no saved game that loads: a.jsonl is not a derelict save (it does not start with a save header)\n`,
  );
  const named = derelict(["play", "--resume", join(saves, "a.jsonl")], env);
  expect(named.status).toBe(1);
  expect(named.stderr).toBe(
    `derelict: ${join(saves, "a.jsonl")}: is not a derelict save (it does not start with a save header)\n`,
  );
});
