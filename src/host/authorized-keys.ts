// Public keys allowed in, from a file in the form of OpenSSH's authorized_keys (options before the
// key type are skipped; lines that hold no key are reported). Read again whenever the file changes.
import { statSync } from "node:fs";
import ssh2 from "ssh2";
import { readUserFile } from "../content/text-source.js";
import { fingerprint } from "./host-key.js";

/** An authorized_keys file of more than this is no list of keys: refused, not read. */
const MAX_KEYS_BYTES = 1 << 20;

export interface AllowedKey {
  readonly algo: string;
  readonly blob: Buffer;
  readonly fingerprint: string;
  readonly comment: string;
  readonly key: ssh2.ParsedKey;
}

const KEY_TYPE = /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-\S+)$/;

/** The keys of an authorized_keys file and the lines that are not keys ("FILE:LINE: why"). */
export function readAllowedKeys(file: string): { keys: AllowedKey[]; problems: string[] } {
  const keys: AllowedKey[] = [];
  const problems: string[] = [];
  // The one guarded read (a named pipe or /dev/zero named here must not hang or fill the host).
  const read = readUserFile(file, MAX_KEYS_BYTES, "an authorized_keys file");
  if (!read.ok) return { keys, problems: read.problems.map((p) => `${file}: ${p.message}`) };
  const text = read.value.toString("utf8");
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const words = line.split(/\s+/);
    const at = words.findIndex((w) => KEY_TYPE.test(w));
    const parsed = at >= 0 && words[at + 1] ? ssh2.utils.parseKey(`${words[at]} ${words[at + 1]}`) : undefined;
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (!key || key instanceof Error) {
      problems.push(`${file}:${i + 1}: not a public key (expected [options] TYPE BASE64 [comment]); skipped`);
      return;
    }
    const blob = key.getPublicSSH();
    keys.push({ algo: key.type, blob, fingerprint: fingerprint(blob), comment: words.slice(at + 2).join(" "), key });
  });
  return { keys, problems };
}

/** The file's keys, read again when its size or time changes. */
export class AllowedKeys {
  #stamp = "";
  #keys: AllowedKey[] = [];
  problems: string[] = [];

  constructor(readonly file: string) {
    this.#load();
  }

  /** The key listed with this blob, if any. */
  find(blob: Buffer): AllowedKey | undefined {
    this.#load();
    return this.#keys.find((k) => k.blob.equals(blob));
  }

  get count(): number {
    return this.#keys.length;
  }

  #load(): void {
    let stamp: string;
    try {
      const s = statSync(this.file);
      stamp = `${s.size}:${s.mtimeMs}`;
    } catch {
      stamp = "missing";
    }
    if (stamp === this.#stamp) return;
    this.#stamp = stamp;
    const read = readAllowedKeys(this.file);
    this.#keys = read.keys;
    this.problems = read.problems;
  }
}
