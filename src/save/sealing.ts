// Secrets at rest: a random data key seals each record (AES-256-GCM); each side's passphrase wraps that key (scrypt).
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import type { Side } from "../engine/state.js";
import type { KdfParams, Protection, WrappedKey } from "./format.js";

/** About 100 ms and 32 MiB on a laptop: slow for guessing, quick for a player. */
export const DEFAULT_KDF: KdfParams = { N: 2 ** 15, r: 8, p: 1 };

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed text is padded to a multiple of this, so a line's length says little about the action in it. */
const PAD_TO = 64;

export type DataKey = Buffer;

export function newDataKey(): DataKey {
  return randomBytes(32);
}

function deriveKey(passphrase: string, salt: Buffer, params: KdfParams): Buffer {
  return scryptSync(passphrase.normalize("NFC"), salt, 32, {
    ...params,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  });
}

const keyLabel = (fileId: string, side: Side): string => `derelict-save key ${fileId} ${side}`;

/** The protection header: the data key wrapped under every side that gave a passphrase. */
export function protect(
  key: DataKey,
  fileId: string,
  passphrases: Partial<Record<Side, string>>,
  params: KdfParams = DEFAULT_KDF,
): Protection {
  const keys: WrappedKey[] = [];
  for (const side of ["blue", "yellow"] as const) {
    const pass = passphrases[side];
    if (!pass) continue;
    const salt = randomBytes(16);
    const nonce = randomBytes(NONCE_BYTES);
    const wrapped = encrypt(deriveKey(pass, salt, params), nonce, key, keyLabel(fileId, side));
    keys.push({
      side,
      salt: salt.toString("base64"),
      nonce: nonce.toString("base64"),
      key: wrapped.toString("base64"),
    });
  }
  return { kdf: "scrypt", params, cipher: "aes-256-gcm", keys };
}

/** The data key and the side whose passphrase opened it, or undefined for a wrong passphrase. */
export function unlock(
  protection: Protection,
  fileId: string,
  passphrase: string,
  side?: Side,
): { key: DataKey; side: Side } | undefined {
  for (const w of protection.keys) {
    if (side !== undefined && w.side !== side) continue;
    const kek = deriveKey(passphrase, Buffer.from(w.salt, "base64"), protection.params);
    const key = decrypt(kek, Buffer.from(w.nonce, "base64"), Buffer.from(w.key, "base64"), keyLabel(fileId, w.side));
    if (key) return { key, side: w.side };
  }
  return undefined;
}

/** base64 of nonce, ciphertext and tag; the text is padded with spaces (JSON ignores them). */
export function seal(key: DataKey, text: string, aad: string): string {
  const padded = text + " ".repeat((PAD_TO - (Buffer.byteLength(text) % PAD_TO)) % PAD_TO);
  const nonce = randomBytes(NONCE_BYTES);
  return Buffer.concat([nonce, encrypt(key, nonce, Buffer.from(padded), aad)]).toString("base64");
}

/** The sealed text, or undefined when the key is wrong or the line was altered. */
export function unseal(key: DataKey, sealed: string, aad: string): string | undefined {
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
  return decrypt(key, bytes.subarray(0, NONCE_BYTES), bytes.subarray(NONCE_BYTES), aad)?.toString("utf8");
}

function encrypt(key: Buffer, nonce: Buffer, plain: Buffer, aad: string): Buffer {
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function decrypt(key: Buffer, nonce: Buffer, sealed: Buffer, aad: string): Buffer | undefined {
  if (sealed.length < TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
}
