// The host's own key (Ed25519, OpenSSH format), made on first start and kept owner-only (0600) in
// the host folder, and its fingerprint as ssh shows it (SHA256:..., base64 without padding).
import { createHash } from "node:crypto";
import { chmodSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { formatProblem } from "../content/problem.js";
import { readTextFile } from "../content/text-source.js";
import ssh2 from "ssh2";
import { writeFileAtomic } from "../save/atomic-write.js";

export interface HostKey {
  /** The private key, as ssh2's server takes it. */
  readonly private: string;
  /** "SHA256:..." as `ssh` prints it when it first meets the host. */
  readonly fingerprint: string;
  readonly file: string;
  /** Made now, on this start. */
  readonly made: boolean;
}

export const HOST_KEY_FILE = "ssh_host_ed25519_key";

/** The host key in FOLDER, made if there is none; a key file others may read is made owner-only first. */
export function loadHostKey(folder: string): HostKey | { readonly problem: string } {
  const file = join(folder, HOST_KEY_FILE);
  let made = false;
  if (!existsSync(file)) {
    const pair = newKeyPair();
    writeFileAtomic(file, pair.private, { replace: false });
    writeFileAtomic(`${file}.pub`, `${pair.public}\n`, { replace: true });
    made = true;
  }
  // Through the guarded reader (a pipe or a device there is refused, not waited on) before any chmod.
  const read = readTextFile(file, "the host's private key");
  if (!read.ok) return { problem: formatProblem(read.problems[0]!) };
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const text = read.value;
  const key = ssh2.utils.parseKey(text);
  const parsed = Array.isArray(key) ? key[0] : key;
  if (!parsed || parsed instanceof Error || parsed.type !== "ssh-ed25519")
    return { problem: `${file}: not an Ed25519 private key in OpenSSH format (move it away to make a new one)` };
  return { private: text, fingerprint: fingerprint(parsed.getPublicSSH()), file, made };
}

/**
 * A new Ed25519 key pair. ssh2 1.17 makes, about one time in three hundred, a public key of 31
 * bytes (a leading zero dropped) that its own parser then calls malformed: such a pair is made
 * again. (The tests' player keys are made here too; keys from OpenSSH are never short.)
 */
export function newKeyPair(comment = "derelict host"): { private: string; public: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync("ed25519", { comment });
    const parsed = ssh2.utils.parseKey(pair.private);
    if (!(parsed instanceof Error)) return pair;
  }
}

/** A public key's fingerprint as OpenSSH shows it: SHA256 of the key blob, base64 without '='. */
export function fingerprint(blob: Buffer): string {
  return `SHA256:${createHash("sha256").update(blob).digest("base64").replace(/=+$/, "")}`;
}
