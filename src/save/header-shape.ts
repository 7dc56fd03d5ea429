// A save's header read back: every field checked before anything is opened with it.
import { SIDES } from "../engine/state.js";
import {
  FORMAT_NAME,
  FORMAT_VERSION,
  type Capacity,
  type ComputerSeat,
  type Header,
  type Protection,
} from "./format.js";
import { isObject } from "./json-shape.js";

/** The header, or what is wrong with it. */
export function headerOf(h: Record<string, unknown>): Header | string {
  if (typeof h.id !== "string" || h.id.length < 8) return "no file id";
  if (typeof h.scenario !== "string") return "no scenario name";
  const protection = h.protection === null || h.protection === undefined ? null : protectionOf(h.protection);
  if (typeof protection === "string") return protection;
  const capacity = h.capacity;
  if (!isObject(capacity) || !positive(capacity.journal) || !positive(capacity.side)) return "no part sizes";
  if (!positive(h.blockBytes)) return "no block length";
  return {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
    id: h.id,
    created: typeof h.created === "string" ? h.created : "",
    scenario: h.scenario,
    protection,
    capacity: capacity as unknown as Capacity,
    blockBytes: h.blockBytes as number,
    ...(computerOf(h.computer) ? { computer: computerOf(h.computer)! } : {}),
  };
}

/** The computer's seat, when the header names a good one. */
function computerOf(c: unknown): ComputerSeat | undefined {
  if (!isObject(c) || (c.side !== "blue" && c.side !== "yellow")) return undefined;
  return c.strength === 1 || c.strength === 2 || c.strength === 3 || c.strength === 4
    ? { side: c.side, strength: c.strength }
    : undefined;
}

const positive = (x: unknown): boolean => Number.isInteger(x) && (x as number) > 0 && (x as number) <= 2 ** 26;

function protectionOf(p: unknown): Protection | string {
  if (!isObject(p) || p.kdf !== "scrypt" || p.cipher !== "aes-256-gcm") return "an unknown kind of protection";
  const params = p.params;
  if (!isObject(params) || ![params.N, params.r, params.p].every((x) => Number.isInteger(x) && (x as number) > 0))
    return "bad key-derivation settings";
  if ((params.N as number) > 2 ** 20 || (params.r as number) > 32 || (params.p as number) > 16)
    return "key-derivation settings too costly to try";
  const wrapped = (k: unknown) => isObject(k) && typeof k.nonce === "string" && typeof k.key === "string";
  const sides = p.sides;
  if (!isObject(sides)) return "protected, but with no keys";
  for (const side of SIDES) {
    const slot = sides[side];
    if (!wrapped(slot) || typeof (slot as Record<string, unknown>).salt !== "string")
      return `a damaged key for ${side}`;
    if (typeof (slot as Record<string, unknown>).guarded !== "boolean") return `a damaged key for ${side}`;
  }
  if (!wrapped(p.journal)) return "a damaged journal key";
  return p as unknown as Protection;
}
