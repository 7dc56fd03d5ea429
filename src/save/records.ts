// One record line of the journal, written and read: plain with a checksum chain, or sealed with the data key.
import { createHash } from "node:crypto";
import type { Action } from "../engine/actions/action.js";
import { SIDES } from "../engine/state.js";
import type { Body, SetupRef, Status } from "./format.js";
import { seal, unseal, type DataKey } from "./sealing.js";

/** What reading and writing lines of one file needs: its id, and the data key when the save is protected. */
export interface Codec {
  readonly fileId: string;
  readonly key: DataKey | null;
}

export interface Decoded {
  readonly body: Body;
  readonly status: Status;
  /** The chain value the next plain line builds on. */
  readonly sum: string;
}

/** The chain starts from the file's id, so a line copied from another file does not fit. */
export const chainStart = (codec: Codec): string => codec.fileId;

const digest = (prev: string, text: string): string =>
  createHash("sha256").update(prev).update("\n").update(text).digest("hex").slice(0, 16);

/** The status in a fixed order, bound to a sealed line as associated data. */
const statusText = (codec: Codec, n: number, s: Status): string =>
  `${codec.fileId} ${n} ${s.turn ?? "-"} ${s.turnOf ?? "-"} ${s.over === true}`;

export function encodeRecord(
  codec: Codec,
  prevSum: string,
  n: number,
  body: Body,
  status: Status,
): { line: string; sum: string } {
  if (codec.key) {
    const sealed = seal(codec.key, JSON.stringify(body), statusText(codec, n, status));
    return { line: `${JSON.stringify({ n, sealed, ...status })}\n`, sum: prevSum };
  }
  const content = JSON.stringify({ n, ...body, ...status });
  const sum = digest(prevSum, content);
  return { line: `${content.slice(0, -1)},"sum":"${sum}"}\n`, sum };
}

/** The record on a line (without its newline), or what is wrong with it. */
export function decodeRecord(codec: Codec, prevSum: string, n: number, line: string): Decoded | string {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return "is not a JSON record";
  }
  if (!isObject(data)) return "is not a JSON record";
  if (data.n !== n) return `holds record ${String(data.n)} where record ${n} belongs (lines missing or out of order)`;
  const status = statusOf(data);
  if (typeof status === "string") return status;
  if (codec.key) {
    if (typeof data.sealed !== "string") return "is not sealed, though the save is protected";
    const text = unseal(codec.key, data.sealed, statusText(codec, n, status));
    if (text === undefined) return "does not decrypt (altered or damaged)";
    const body = bodyOf(n, parse(text));
    return typeof body === "string" ? body : { body, status, sum: prevSum };
  }
  if (typeof data.sum !== "string") return "has no checksum";
  const { sum, ...rest } = data;
  if (digest(prevSum, JSON.stringify(rest)) !== sum) return "fails its checksum (altered or damaged)";
  const body = bodyOf(n, rest);
  return typeof body === "string" ? body : { body, status, sum };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function statusOf(data: Record<string, unknown>): Status | string {
  const { turn, turnOf, over } = data;
  if (turn !== undefined && !(Number.isInteger(turn) && (turn as number) >= 0)) return "has a bad turn number";
  if (turnOf !== undefined && !(SIDES as readonly unknown[]).includes(turnOf)) return "has a bad side to move";
  if (over !== undefined && typeof over !== "boolean") return "has a bad game-over flag";
  return {
    ...(turn !== undefined ? { turn: turn as number } : {}),
    ...(turnOf !== undefined ? { turnOf: turnOf as Status["turnOf"] & string } : {}),
    ...(over !== undefined ? { over } : {}),
  };
}

function bodyOf(n: number, data: unknown): Body | string {
  if (!isObject(data)) return "holds no record";
  if (n === 0) {
    const s = data.setup;
    if (!isObject(s)) return "should hold the game's setup and does not";
    if (
      typeof s.scenarioPath !== "string" ||
      typeof s.scenarioText !== "string" ||
      typeof s.fingerprint !== "string" ||
      typeof s.seed !== "string"
    ) {
      return "holds an incomplete setup";
    }
    return { setup: s as unknown as SetupRef };
  }
  const a = data.action;
  if (!isObject(a) || typeof a.type !== "string") return "should hold an action and does not";
  return { action: a as unknown as Action };
}

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
