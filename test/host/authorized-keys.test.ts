// The --authorized-keys file is read through the one guarded reader: a named pipe or a device named as
// the file is refused in one line at once, never waited on; a real file's keys and stray lines are read.
import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAllowedKeys } from "../../src/host/authorized-keys.js";

const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHGbVK7jRdKfqTtZyL4y6RnpTyPyHJ4kqm5X4XeVqzIa player@home";

describe("an authorized_keys file", () => {
  it("gives its keys and names the lines that are none", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-keys-"));
    const file = join(folder, "authorized_keys");
    writeFileSync(file, `# mine\n${KEY}\nnot a key\n`);
    const read = readAllowedKeys(file);
    expect(read.keys.map((k) => k.comment)).toEqual(["player@home"]);
    expect(read.problems).toEqual([`${file}:3: not a public key (expected [options] TYPE BASE64 [comment]); skipped`]);
  });

  it("refuses a named pipe and /dev/zero at once, in one line each", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-keys-"));
    const fifo = join(folder, "fifo");
    execFileSync("mkfifo", [fifo]);
    const zero = join(folder, "zero");
    symlinkSync("/dev/zero", zero);
    for (const file of [fifo, zero]) {
      const read = readAllowedKeys(file);
      expect(read.keys).toEqual([]);
      expect(read.problems).toHaveLength(1);
      expect(read.problems[0]).toMatch(new RegExp(`^${file}: `));
    }
  });
});
