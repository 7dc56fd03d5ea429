// The command language as data (src/play/verbs/: one shape per verb) as zod schemas: a protocol request
// may give its command so (`{"command": {"verb": "move", "who": 7, "ways": ["e"]}}`), read here before
// the seat plays it, and docs/schema/protocol-command.schema.json is made from it.
// test/cli/schema-types.test.ts holds the union to the `Command` type, verb by verb.
import { z } from "zod";
import { DIRECTIONS } from "../hex/coords.js";
import type { RefusalCode } from "../engine/refusal.js";
import { UNPRINTABLE } from "../content/printable.js";
import { STATION_DEVICES } from "../ship/device-index.js";
import type { Command } from "../seat/index.js";

/** A word of a command as the language would read it: some text, no control characters (they could drive a terminal). */
const text = z
  .string()
  .min(1)
  .regex(/^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/u, "plain text, no control characters");

/** What of a peer's text a refusal may repeat: its unprintable characters as "?". */
const printable = (words: string) => words.replace(new RegExp(UNPRINTABLE.source, "gu"), "?");
const who = z
  .union([z.number().int().min(1), text])
  .describe("one of the side's markers: its number, or as a line names it (?7, a soldier's name, d1, its hex)");
const hex = text.describe('a hex as the map names it: "89:1006", "90:0305@floor"');
const direction = z.enum(DIRECTIONS);
const way = z.enum([...DIRECTIONS, "up", "down"]);

const shape = <V extends string, S extends z.ZodRawShape>(verb: V, fields: S) =>
  z.strictObject({ verb: z.literal(verb), ...fields });
const oneMarker = <V extends string>(verb: V) => shape(verb, { who });

/** One schema per verb, in the registry's order (the help lists them so). */
export const VERB_SCHEMAS = {
  move: shape("move", { who, ways: z.array(way).min(1) }),
  travel: shape("travel", { who, hex }),
  open: shape("open", { who, way: direction }),
  close: shape("close", { who, way: direction }),
  skip: shape("skip", { who, way: direction }),
  board: oneMarker("board"),
  leave: shape("leave", { who, hex: hex.optional().describe("which way out, when the lock has several") }),
  exit: oneMarker("exit"),
  push: shape("push", {
    who,
    way: direction,
    helper: who.optional().describe("a friend on the container's far side, who steps back as it comes"),
  }),
  dummy: shape("dummy", { hex }),
  remove: oneMarker("remove"),
  fire: shape("fire", { who, target: text.describe('an enemy marker as the side sees it: "?7", a hex') }),
  melee: shape("melee", { who, target: text.describe('an enemy marker as the side sees it: "?7", a hex') }),
  carry: shape("carry", { who, friend: who }),
  drop: oneMarker("drop"),
  heal: shape("heal", { who, friend: who }),
  ambush: oneMarker("ambush"),
  station: shape("station", {
    who,
    device: z.enum(STATION_DEVICES).optional().describe("which device, where it stands at several"),
    on: z.boolean().optional().describe("how to leave a switched device (default: the other way)"),
  }),
  bridge: shape("bridge", {
    order: z.discriminatedUnion("do", [
      z.strictObject({ do: z.enum(["gravity", "lights"]), on: z.boolean().optional() }),
      z.strictObject({ do: z.enum(["course", "start"]) }),
      z.strictObject({ do: z.literal("door"), hex, open: z.boolean() }),
      z.strictObject({ do: z.literal("camera") }),
    ]),
  }),
  switch: shape("switch", { who, device: text.describe("cooler, panel, or the device's hex"), on: z.boolean() }),
  transport: oneMarker("transport"),
  launch: oneMarker("launch"),
  wake: shape("wake", { who, hex: hex.optional().describe("the cryo cell, where several are next to him") }),
  identify: oneMarker("identify"),
  end: shape("end", {}),
  deploy: shape("deploy", { who: who.describe("a marker, or dummy: the side's next dummy to place"), hex }),
  ready: shape("ready", {}),
} as const;

export const commandSchema = z
  .discriminatedUnion(
    "verb",
    Object.values(VERB_SCHEMAS) as unknown as [
      (typeof VERB_SCHEMAS)[keyof typeof VERB_SCHEMAS],
      ...(typeof VERB_SCHEMAS)[keyof typeof VERB_SCHEMAS][],
    ],
  )
  .describe("a command of the command language as data, one shape per verb (docs/SCRIPTS.md, The protocol)");

/** A command given as data, read: the command, or why not with the code a line would get. */
export function readCommand(
  given: unknown,
): { readonly command: Command } | { readonly code: RefusalCode; readonly reason: string } {
  const verb = typeof given === "object" && given !== null && "verb" in given ? given.verb : undefined;
  const schema = typeof verb === "string" ? VERB_SCHEMAS[verb as keyof typeof VERB_SCHEMAS] : undefined;
  if (!Object.hasOwn(VERB_SCHEMAS, String(verb)) || !schema)
    return {
      code: "unknown-command",
      reason: `a command as data has a verb: ${Object.keys(VERB_SCHEMAS).join(", ")}`,
    };
  const read = schema.safeParse(given);
  if (read.success) return { command: read.data as Command };
  const issue = read.error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return {
    code: "usage",
    reason: printable(`${verb as string}: ${where}${issue.message} (help lists each verb's fields)`),
  };
}
