// The lines of a save after its header: the setup line, and the block lines of fixed length, made and read.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { SIDES, type Side } from "../engine/state.js";
import type { Capacity, Header, JournalPart, SetupRef, Status } from "./format.js";
import { isObject } from "./json-shape.js";
import type { Cipher, SaveKeys } from "./sealing.js";
import type { SidePart } from "./side-log.js";

/** What one side-turn's block holds: its actions, and each side's steps (in a protected save). */
export interface BlockContent {
  readonly journal: JournalPart;
  readonly sides?: Readonly<Record<Side, SidePart>>;
}

export type PartName = "journal" | Side;

const LENGTH_BYTES = 4;
/** No clear number in a block line is longer: a block line's length is worked out from it. */
const MAX_CLEAR = 999_999;

const base64Length = (bytes: number): number => 4 * Math.ceil(bytes / 3);

/** The length of every block line of a save with these parts, its newline included. */
export function blockBytes(capacity: Capacity, keys: SaveKeys): number {
  const part = (capacity: number, cipher: Cipher) => "x".repeat(base64Length(capacity + cipher.overhead));
  const widest = {
    block: MAX_CLEAR,
    turn: MAX_CLEAR,
    turnOf: "yellow",
    over: false,
    journal: part(capacity.journal, keys.journal),
    ...(keys.sides
      ? { blue: part(capacity.side, keys.sides.blue), yellow: part(capacity.side, keys.sides.yellow) }
      : {}),
  };
  return JSON.stringify(widest).length + 1;
}

/** CONTENT as JSON, deflated, its length in front and zeros after, to exactly `capacity` bytes; undefined if it does not fit. */
export function box(content: unknown, capacity: number): Buffer | undefined {
  const packed = deflateRawSync(Buffer.from(JSON.stringify(content)));
  if (packed.length + LENGTH_BYTES > capacity) return undefined;
  const out = Buffer.alloc(capacity);
  out.writeUInt32LE(packed.length, 0);
  packed.copy(out, LENGTH_BYTES);
  return out;
}

export function unbox(bytes: Buffer): unknown {
  if (bytes.length < LENGTH_BYTES) return undefined;
  const length = bytes.readUInt32LE(0);
  if (length > bytes.length - LENGTH_BYTES) return undefined;
  try {
    return JSON.parse(inflateRawSync(bytes.subarray(LENGTH_BYTES, LENGTH_BYTES + length)).toString("utf8"));
  } catch {
    return undefined;
  }
}

const partLabel = (fileId: string, name: PartName, block: number, s: Status): string =>
  `${fileId} ${name} ${block} ${s.turn} ${s.turnOf} ${s.over}`;

/** The setup line: the setup sealed under the journal's key, its box just big enough. */
export function setupLine(header: Header, keys: SaveKeys, setup: SetupRef): string {
  const size = Buffer.byteLength(JSON.stringify(setup)) + 64;
  // Its size says how long the scenario's text is (public) and little of the seed: boxes come in whole KiB.
  const boxed = box({ setup }, Math.ceil(size / 1024) * 1024)!;
  const sealed = keys.journal.seal(boxed, `${header.id} setup`);
  return `${JSON.stringify({ setup: sealed.toString("base64") })}\n`;
}

export function readSetupLine(header: Header, journal: Cipher, line: string): SetupRef | string {
  const data = parse(line);
  if (!isObject(data) || typeof data.setup !== "string") return "should hold the game's setup and does not";
  const opened = journal.open(Buffer.from(data.setup, "base64"), `${header.id} setup`);
  if (!opened) return "does not open (altered or damaged)";
  const content = unbox(opened);
  if (!isObject(content) || !isObject(content.setup)) return "should hold the game's setup and does not";
  const s = content.setup;
  if (![s.scenarioPath, s.scenarioText, s.fingerprint, s.seed].every((x) => typeof x === "string"))
    return "holds an incomplete setup";
  if (s.visibility !== undefined && s.visibility !== "open" && s.visibility !== "fog")
    return "holds a setup with an unknown visibility";
  return s as unknown as SetupRef;
}

/** A block line of exactly `header.blockBytes` bytes, or "overflow" when a part outgrew its box. */
export function blockLine(
  header: Header,
  keys: SaveKeys,
  block: number,
  status: Status,
  content: BlockContent,
): string | "overflow" {
  if (block > MAX_CLEAR || status.turn > MAX_CLEAR) throw new Error("internal: a game longer than a save can hold");
  const seal = (name: PartName, cipher: Cipher, value: unknown, capacity: number): string | undefined => {
    const boxed = box(value, capacity);
    return boxed && cipher.seal(boxed, partLabel(header.id, name, block, status)).toString("base64");
  };
  const journal = seal("journal", keys.journal, content.journal, header.capacity.journal);
  const sides: Partial<Record<Side, string>> = {};
  if (keys.sides) {
    for (const side of SIDES) {
      const part = content.sides?.[side];
      if (!part) throw new Error(`internal: a protected save's block without ${side}'s part`);
      sides[side] = seal(side, keys.sides[side], part, header.capacity.side);
    }
  }
  if (journal === undefined || (keys.sides && SIDES.some((side) => sides[side] === undefined))) return "overflow";
  const text = JSON.stringify({ block, ...status, journal, ...sides });
  return `${text.padEnd(header.blockBytes - 1)}\n`;
}

/** What a block line shows in clear, or what is wrong with it. */
export function blockClear(line: string): { block: number; status: Status; data: Record<string, unknown> } | string {
  const data = parse(line);
  if (!isObject(data)) return "is not a whole block (cut off mid-write, or damaged)";
  const { block, turn, turnOf, over } = data;
  if (!Number.isInteger(block) || !Number.isInteger(turn) || typeof over !== "boolean")
    return "is not a block of this save";
  if (!(SIDES as readonly unknown[]).includes(turnOf)) return "has a bad side to move";
  return { block: block as number, status: { turn: turn as number, turnOf: turnOf as Side, over }, data };
}

/** One part of a block line, opened and unboxed, or what is wrong with it. */
export function blockPart(
  header: Header,
  name: PartName,
  cipher: Cipher,
  line: string,
): Record<string, unknown> | string {
  const clear = blockClear(line);
  if (typeof clear === "string") return clear;
  const sealed = clear.data[name];
  if (typeof sealed !== "string") return `has no ${name === "journal" ? "journal" : `${name} side`} part`;
  const opened = cipher.open(Buffer.from(sealed, "base64"), partLabel(header.id, name, clear.block, clear.status));
  if (!opened) return "does not open (altered or damaged)";
  const content = unbox(opened);
  return isObject(content) && Number.isInteger(content.seq) ? content : "holds a damaged part";
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
