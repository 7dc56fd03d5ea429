// The host key: made on first start, owner-only in an owner-only folder, the same on every start
// after, and its fingerprint the one OpenSSH's own tools print for it.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostFolder, privateFolder } from "../../src/host/host-folder.js";
import { describeWith } from "../needs-tool.js";
import { HOST_KEY_FILE, loadHostKey } from "../../src/host/host-key.js";

const hasKeygen = spawnSync("ssh-keygen", ["-?"]).error === undefined;

describe("the host key", () => {
  it("is made once, kept 0600 in a 0700 folder, and read back the same", () => {
    const folder = join(mkdtempSync(join(tmpdir(), "derelict-key-")), "host");
    expect(privateFolder(folder)).toBeUndefined();
    const first = loadHostKey(folder);
    if ("problem" in first) throw new Error(first.problem);
    expect(first.made).toBe(true);
    expect(first.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    chmodSync(first.file, 0o644);
    const again = loadHostKey(folder);
    if ("problem" in again) throw new Error(again.problem);
    expect(again.made).toBe(false);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
  });

  it("refuses a key file that is not a key, in one line naming it", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-key-"));
    writeFileSync(join(folder, HOST_KEY_FILE), "not a key\n", { mode: 0o600 });
    expect(loadHostKey(folder)).toEqual({
      problem: `${join(folder, HOST_KEY_FILE)}: not an Ed25519 private key in OpenSSH format (move it away to make a new one)`,
    });
  });

  it("lives in the XDG data folder unless --data names another", () => {
    expect(hostFolder(undefined, { XDG_DATA_HOME: "/x/data", HOME: "/home/p" })).toBe("/x/data/derelict/host");
    expect(hostFolder(undefined, { XDG_DATA_HOME: "relative", HOME: "/home/p" })).toBe(
      "/home/p/.local/share/derelict/host",
    );
    expect(hostFolder("/srv/games", {})).toBe("/srv/games");
  });
});

describeWith("ssh-keygen", hasKeygen, "the host key and OpenSSH", () => {
  it("has the fingerprint ssh-keygen gives it (what ssh shows a player on first connect)", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-key-"));
    const key = loadHostKey(folder);
    if ("problem" in key) throw new Error(key.problem);
    const listed = spawnSync("ssh-keygen", ["-l", "-E", "sha256", "-f", key.file], { encoding: "utf8" });
    expect(listed.stdout.split(" ")[1]).toBe(key.fingerprint);
    expect(listed.stdout).toContain("(ED25519)");
  });
});
