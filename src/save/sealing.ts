// Secrets at rest: the keys of a protected save, and sealing with them (AES-256-GCM); an open save's checksums.
//
// Each side's passphrase derives a key (scrypt) that unwraps that side's own key: it opens the side's log,
// what that side witnessed, and nothing else. The journal (the seed and every action) is sealed under a
// third key, wrapped under a key derived from both sides' passphrase keys together (HKDF): it opens only
// when both players give theirs. A side that set no passphrase has the empty one: its log and its half of
// the journal's key are open to anyone who can read the file.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, scryptSync } from "node:crypto";
import { SIDES, type Side } from "../engine/state.js";
import type { KdfParams, Protection, WrappedKey } from "./format.js";

/** About 100 ms and 32 MiB on a laptop: slow for guessing, quick for a player. */
export const DEFAULT_KDF: KdfParams = { N: 2 ** 15, r: 8, p: 1 };

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const SUM_BYTES = 16;

export type Passphrases = Partial<Record<Side, string>>;

/** Seals and opens a part of a save; the associated text binds it to its file and place. */
export interface Cipher {
  /** Bytes added to what is sealed. */
  readonly overhead: number;
  seal(plain: Buffer, aad: string): Buffer;
  open(sealed: Buffer, aad: string): Buffer | undefined;
}

/** The ciphers of a save: the journal's, and each side's log's (none for an open save, which keeps no logs). */
export interface SaveKeys {
  readonly journal: Cipher;
  readonly sides?: Readonly<Record<Side, Cipher>>;
}

/** AES-256-GCM under a key: a fresh random nonce for every seal. */
export function aesCipher(key: Buffer): Cipher {
  return {
    overhead: NONCE_BYTES + TAG_BYTES,
    seal(plain, aad) {
      const nonce = randomBytes(NONCE_BYTES);
      return Buffer.concat([nonce, encrypt(key, nonce, plain, aad)]);
    },
    open(sealed, aad) {
      if (sealed.length < NONCE_BYTES + TAG_BYTES) return undefined;
      return decrypt(key, sealed.subarray(0, NONCE_BYTES), sealed.subarray(NONCE_BYTES), aad);
    },
  };
}

/** No secret: the content in the open with a checksum (sha256), so damage and misplaced lines are found. */
export const OPEN: Cipher = {
  overhead: SUM_BYTES,
  seal: (plain, aad) => Buffer.concat([checksum(plain, aad), plain]),
  open(sealed, aad) {
    if (sealed.length < SUM_BYTES) return undefined;
    const plain = sealed.subarray(SUM_BYTES);
    return checksum(plain, aad).equals(sealed.subarray(0, SUM_BYTES)) ? plain : undefined;
  },
};

const checksum = (plain: Buffer, aad: string): Buffer =>
  createHash("sha256").update(aad).update("\n").update(plain).digest().subarray(0, SUM_BYTES);

function deriveKey(passphrase: string, salt: Buffer, params: KdfParams): Buffer {
  return scryptSync(passphrase.normalize("NFC"), salt, 32, {
    ...params,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  });
}

const wrapLabel = (fileId: string, what: string): string => `derelict-save ${fileId} key ${what}`;

/** The key both sides' passphrase keys make together, and neither makes alone. */
const bothKey = (fileId: string, blue: Buffer, yellow: Buffer): Buffer =>
  Buffer.from(hkdfSync("sha256", Buffer.concat([blue, yellow]), fileId, "derelict-save journal key", 32));

function wrap(kek: Buffer, key: Buffer, label: string): WrappedKey {
  const nonce = randomBytes(NONCE_BYTES);
  return { nonce: nonce.toString("base64"), key: encrypt(kek, nonce, key, label).toString("base64") };
}

function unwrap(kek: Buffer, wrapped: WrappedKey, label: string): Buffer | undefined {
  return decrypt(kek, Buffer.from(wrapped.nonce, "base64"), Buffer.from(wrapped.key, "base64"), label);
}

/** A new protected save's header part and its keys: fresh random keys, wrapped under the passphrases given. */
export function protect(
  fileId: string,
  passphrases: Passphrases,
  params: KdfParams = DEFAULT_KDF,
): { protection: Protection; keys: SaveKeys } {
  const journalKey = randomBytes(32);
  const sideKeys = { blue: randomBytes(32), yellow: randomBytes(32) };
  const keks = {} as Record<Side, Buffer>;
  const sides = {} as Record<Side, Protection["sides"][Side]>;
  for (const side of SIDES) {
    const salt = randomBytes(16);
    keks[side] = deriveKey(passphrases[side] ?? "", salt, params);
    sides[side] = {
      guarded: Boolean(passphrases[side]),
      salt: salt.toString("base64"),
      ...wrap(keks[side], sideKeys[side], wrapLabel(fileId, side)),
    };
  }
  const journal = wrap(bothKey(fileId, keks.blue, keks.yellow), journalKey, wrapLabel(fileId, "journal"));
  return {
    protection: { kdf: "scrypt", params, cipher: "aes-256-gcm", sides, journal },
    keys: keysOf(journalKey, sideKeys),
  };
}

const keysOf = (journal: Buffer, sides: Record<Side, Buffer>): SaveKeys => ({
  journal: aesCipher(journal),
  sides: { blue: aesCipher(sides.blue), yellow: aesCipher(sides.yellow) },
});

/** The passphrase a side's slot needs: its own if it set one, else the empty one. */
const given = (protection: Protection, side: Side, passphrases: Passphrases): string | undefined =>
  protection.sides[side].guarded ? passphrases[side] : "";

/** A side's own cipher, or undefined when the passphrase is not that side's. */
export function openSide(protection: Protection, fileId: string, side: Side, passphrase: string): Cipher | undefined {
  const slot = protection.sides[side];
  const kek = deriveKey(passphrase, Buffer.from(slot.salt, "base64"), protection.params);
  const key = unwrap(kek, slot, wrapLabel(fileId, side));
  return key ? aesCipher(key) : undefined;
}

export type Opened =
  | { readonly ok: true; readonly keys: SaveKeys }
  /** The guarded sides whose passphrase is missing, or the first whose passphrase is wrong, or a damaged header. */
  | { readonly ok: false; readonly missing: readonly Side[]; readonly wrong?: Side; readonly damaged?: true };

/** Every key of the save: each guarded side's passphrase is needed. */
export function openAll(protection: Protection, fileId: string, passphrases: Passphrases): Opened {
  const missing = SIDES.filter((side) => given(protection, side, passphrases) === undefined);
  if (missing.length > 0) return { ok: false, missing };
  const keks = {} as Record<Side, Buffer>;
  const sideKeys = {} as Record<Side, Buffer>;
  for (const side of SIDES) {
    const slot = protection.sides[side];
    keks[side] = deriveKey(given(protection, side, passphrases)!, Buffer.from(slot.salt, "base64"), protection.params);
    const key = unwrap(keks[side], slot, wrapLabel(fileId, side));
    if (!key) return { ok: false, missing: [], wrong: side };
    sideKeys[side] = key;
  }
  const journal = unwrap(bothKey(fileId, keks.blue, keks.yellow), protection.journal, wrapLabel(fileId, "journal"));
  // Both sides' keys opened, so the passphrases are right: a journal key that does not is damage.
  if (!journal) return { ok: false, missing: [], damaged: true };
  return { ok: true, keys: keysOf(journal, sideKeys) };
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
